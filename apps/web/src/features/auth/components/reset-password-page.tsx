import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH, passwordResetConfirmSchema } from '@jobhunter/shared';
import { CircleAlert, KeyRound, LinkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { passwordsMatch, PASSWORDS_MISMATCH } from '@/lib/password-confirmation';
import { forgotPasswordPath, LOGIN_PATH } from '@/lib/paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCardPage } from './auth-card-page';
import { roleFromQuery } from './role-from-query';

// The registration password rules (the shared schema's newPassword), plus the repeat.
const formSchema = passwordResetConfirmSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine(passwordsMatch, PASSWORDS_MISMATCH);
type FormValues = z.input<typeof formSchema>;

/** A 400 about the new password is shown at its field; any other 400 is about the link. */
function newPasswordIssue(error: unknown) {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors =
    (error.body as { errors?: { path?: string; message?: string }[] } | null)?.errors ?? [];
  return errors.find((issue) => issue.path === 'newPassword')?.message ?? null;
}

/** /reset-password?role=…&token=…, opened from the emailed link: choose a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const role = roleFromQuery(params);
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset(role);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const linkDead =
    !token ||
    (isApiError(confirm.error) && confirm.error.status === 400 && !newPasswordIssue(confirm.error));

  const onSubmit = form.handleSubmit(({ newPassword }) =>
    confirm.mutate(
      { token, newPassword },
      {
        onSuccess: () =>
          navigate(LOGIN_PATH[role], {
            replace: true,
            state: { notice: 'Your password has been reset. Log in with your new password.' },
          }),
        onError: (error) => {
          const issue = newPasswordIssue(error);
          if (issue) form.setError('newPassword', { type: 'server', message: issue });
        },
      },
    ),
  );

  if (linkDead) {
    return (
      <AuthCardPage
        icon={LinkIcon}
        title="Reset link not valid"
        description="Reset links work once, for 30 minutes."
      >
        <div className="flex flex-col gap-4">
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            This link is invalid or has expired
          </p>
          <Button asChild>
            <Link to={forgotPasswordPath(role)}>Request a new link</Link>
          </Button>
        </div>
      </AuthCardPage>
    );
  }

  const otherFailure =
    confirm.isError && !(isApiError(confirm.error) && confirm.error.status === 400);
  return (
    <AuthCardPage
      icon={KeyRound}
      title="Choose a new password"
      description="After this, every device signed in to your account is signed out."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              autoFocus
              {...form.register('newPassword')}
            />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          )}
        </Field>
        {otherFailure && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            The password could not be reset: {errorMessage(confirm.error)}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={confirm.isPending}>
          {confirm.isPending ? 'Saving…' : 'Reset password'}
        </Button>
      </form>
    </AuthCardPage>
  );
}
