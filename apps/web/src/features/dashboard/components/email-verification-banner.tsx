import type { Role } from '@jobhunter/shared';
import { MailWarning } from 'lucide-react';
import { useId } from 'react';
import { useResendVerification } from '@/api/accounts/resend-verification';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';

/**
 * Asks the account to confirm its address while the dashboard says it is not, with a button that
 * emails the link again. What the button did is announced in a live region that is always there.
 */
export function EmailVerificationBanner({ role, email }: { role: Role; email: string }) {
  const resend = useResendVerification(role);
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold">
            Please confirm your email address
          </h2>
          <p className="mt-1 text-sm break-words">
            We sent a link to <strong className="font-semibold">{email}</strong>. Job alerts are
            emailed only once you open it.
          </p>
          <p role="status" className="mt-1 text-sm font-medium break-words empty:mt-0">
            {resend.isSuccess ? `We sent a new link to ${email}.` : ''}
          </p>
          {resend.isError && (
            <p role="alert" className="mt-1 text-sm font-medium break-words text-red-700">
              {errorMessage(resend.error)}
            </p>
          )}
        </div>
      </div>
      <Button
        variant="outline"
        className="shrink-0 self-start"
        disabled={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </Button>
    </section>
  );
}
