import { CircleAlert, CircleCheck, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useUnsubscribe } from '../api/unsubscribe';

/** What the server says about a link it can't use; also shown for a link that lost its token. */
const INVALID_LINK = 'This unsubscribe link is invalid';

/**
 * /unsubscribe?token=…, opened from the link in an email (lower-case like /reset-password). It
 * works signed out, and asks for a press first so that mail scanners opening links stop nothing.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  useDocumentMeta('Unsubscribe from emails | JobHunter');

  return (
    <main className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <MailX aria-hidden className="size-6" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            Unsubscribe from emails
          </h1>
          <p className="text-sm text-slate-500">
            This stops the kind of email this link came in (job alerts, application updates or new
            applicants) for your account. Other emails and the notifications under the bell stay on;
            you can turn it back on under Email notifications in your account settings.
          </p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {unsubscribe.isSuccess ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800"
            >
              <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
              {unsubscribe.data?.message || 'You have been unsubscribed.'}
            </p>
          ) : !token || unsubscribe.isError ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {unsubscribe.error?.message ?? INVALID_LINK}
            </p>
          ) : (
            <Button
              size="lg"
              className="w-full"
              disabled={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          )}
          <Button asChild variant="link">
            <Link to="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
