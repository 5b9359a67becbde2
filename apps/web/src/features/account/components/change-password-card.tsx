import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountMessages,
  passwordChangeSchema,
  PASSWORD_MIN_LENGTH,
  type Role,
} from '@jobhunter/shared';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { passwordsMatch, PASSWORDS_MISMATCH } from '@/lib/password-confirmation';
import { useChangePassword } from '../api/change-password';
import { serverIssues } from '../lib/field-issues';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

const formSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine(passwordsMatch, PASSWORDS_MISMATCH);
type FormValues = z.input<typeof formSchema>;

/** `PUT /password` with the current password; success ends every other login of the account. */
export function ChangePasswordCard({ role, username }: { role: Role; username: string }) {
  const change = useChangePassword(role);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          if (isApiError(error) && error.status === 403) {
            form.setError(
              'currentPassword',
              { type: 'server', message: accountMessages.incorrectPassword },
              { shouldFocus: true },
            );
          }
          serverIssues(error).forEach((issue) =>
            form.setError(issue.path as 'newPassword', { type: 'server', message: issue.message }),
          );
        },
      },
    ),
  );

  // 403 and 400 are shown at their fields; anything else (network, server) above the button.
  const otherFailure =
    change.isError && isApiError(change.error) && ![400, 403].includes(change.error.status);
  return (
    <SettingsCard
      id="change-password"
      title="Change password"
      description="You stay signed in here; every other device signed in to this account is signed out."
    >
      <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-4">
        {/* Lets password managers tie the new password to the account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <Field label="Current password" error={errors.currentPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="current-password"
              {...form.register('currentPassword')}
            />
          )}
        </Field>
        <Field
          label="New password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          error={errors.newPassword?.message}
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
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
        {change.isSuccess && (
          <StatusMessage tone="success">
            Password changed. Every other device signed in to this account has been signed out.
          </StatusMessage>
        )}
        {otherFailure && (
          <StatusMessage tone="error">
            Password not changed: {errorMessage(change.error)}
          </StatusMessage>
        )}
        <Button type="submit" className="self-start" disabled={change.isPending}>
          <KeyRound aria-hidden />
          {change.isPending ? 'Changing…' : 'Change password'}
        </Button>
      </form>
    </SettingsCard>
  );
}
