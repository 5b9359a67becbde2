import { moderationMessages, type Role } from '@jobhunter/shared';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useVerifyEmail } from '@/api/accounts/verify-email';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-error';
import { DASHBOARD_PATH, LOGIN_PATH } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useDocumentMeta } from '@/lib/use-document-meta';

/** The link's role; a link without one (or with a wrong one) is a job seeker's. */
const roleOf = (params: URLSearchParams): Role =>
  params.get('role') === 'recruiter' ? 'recruiter' : 'candidate';

/**
 * /verify-email?role=…&token=…, opened from the emailed link, signed in or not: confirms the
 * address once on load (a ref keeps a second render from sending the token again) and says how it
 * went, with the way on to the dashboard, or to a new link from there.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const role = roleOf(params);
  const token = params.get('token') ?? '';
  const signedIn = Boolean(useSession()[role]);
  const verify = useVerifyEmail(role);
  const sent = useRef('');
  useDocumentMeta('Confirm your email address · JobHunter');

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token);
  }, [token, verify]);

  const onward = signedIn ? (
    <Link to={DASHBOARD_PATH[role]}>Go to your dashboard</Link>
  ) : (
    <Link to={LOGIN_PATH[role]}>Log in</Link>
  );
  const linkRefused = !token || (isApiError(verify.error) && verify.error.status === 400);

  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MailCheck aria-hidden className="size-6" />
          </span>
          <CardTitle asHeading="h1" className="text-2xl">
            Confirm your email address
          </CardTitle>
          <CardDescription>Job alerts are emailed only to a confirmed address.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {verify.isSuccess ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
            >
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              {verify.data?.message || moderationMessages.emailVerified}
            </p>
          ) : linkRefused ? (
            <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
              <p className="flex items-start gap-2 font-medium">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {verify.error?.message ?? moderationMessages.invalidVerification}
              </p>
              <p className="mt-1 pl-6">
                Ask for a new link with “Send the link again” on your dashboard.
              </p>
            </div>
          ) : verify.isError ? (
            <>
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
              >
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                The address could not be confirmed: {errorMessage(verify.error)}
              </p>
              <Button onClick={() => verify.mutate(token)}>Try again</Button>
            </>
          ) : (
            <Spinner label="Confirming your email address…" showLabel />
          )}
          <Button asChild variant={verify.isSuccess ? 'primary' : 'link'}>
            {onward}
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
