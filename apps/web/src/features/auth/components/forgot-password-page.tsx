import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@jobhunter/shared';
import { CircleAlert, MailCheck, MailQuestion } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { forgotPasswordPath, LOGIN_PATH } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCardPage } from './auth-card-page';
import { roleFromQuery } from './role-from-query';

const ACCOUNT = { candidate: 'job seeker', recruiter: 'recruiter' } as const;
const OTHER = { candidate: 'recruiter', recruiter: 'candidate' } as const;

/** docs/product.md §8 has no wording for these; they say what happened and what to do next. */
function failureMessage(error: unknown) {
  if (isApiError(error) && error.status === 429)
    return 'Too many reset requests. Please wait a few minutes and try again.';
  return `The link could not be requested: ${errorMessage(error)}`;
}

/** /ForgotPassword?role=…: asks for the account's email and sends a reset link to it. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const role = roleFromQuery(params);
  const request = useRequestPasswordReset(role);
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(({ email }) =>
    request.mutate(email, {
      onError: (error) => {
        const issue = isApiError(error) && error.status === 400 ? error.message : null;
        if (issue) form.setError('email', { type: 'server', message: issue });
      },
    }),
  );

  if (request.isSuccess) {
    return (
      <AuthCardPage
        icon={MailCheck}
        title="Check your email"
        description={`Resetting the password of a ${ACCOUNT[role]} account.`}
      >
        <div className="flex flex-col gap-4">
          {/* Said whether or not an account has the address, so the page never tells who has one. */}
          <p role="status" className="rounded-lg bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
            If an account has that email, we've sent a link to reset its password. The link works
            once, for 30 minutes.
          </p>
          <p className="text-sm text-slate-600">
            No email after a few minutes? Check your spam folder, or ask for a new link.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link to={LOGIN_PATH[role]}>Back to login</Link>
            </Button>
            <Button variant="outline" onClick={() => request.reset()}>
              Send another link
            </Button>
          </div>
        </div>
      </AuthCardPage>
    );
  }

  return (
    <AuthCardPage
      icon={MailQuestion}
      title="Forgot your password?"
      description={`Enter the email of your ${ACCOUNT[role]} account and we'll send you a link to choose a new password.`}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label="Email" error={emailError}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              autoFocus
              {...form.register('email')}
            />
          )}
        </Field>
        {request.isError && !(isApiError(request.error) && request.error.status === 400) && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {failureMessage(request.error)}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-slate-600">
        <Link to={LOGIN_PATH[role]} className="font-medium text-brand-700 hover:underline">
          Back to login
        </Link>
        <Link
          to={forgotPasswordPath(OTHER[role])}
          className="font-medium text-brand-700 hover:underline"
        >
          Not a {ACCOUNT[role]}? Reset a {ACCOUNT[OTHER[role]]} password
        </Link>
      </div>
    </AuthCardPage>
  );
}
