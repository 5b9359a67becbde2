import type { Role } from '@jobhunter/shared';
import { useFormContext } from 'react-hook-form';
import { PersonalDetailsFields } from '@/components/profile-form/personal-details-fields';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import type { RegistrationDraft } from '../lib/draft';
import { UsernameField } from './username-field';

export function StepPersonalInformation({ role }: { role: Role }) {
  const { register, formState } = useFormContext<RegistrationDraft>();
  return (
    <PersonalDetailsFields
      account={
        <>
          <div className="sm:col-span-2">
            <UsernameField role={role} />
          </div>
          <Field
            label="Password"
            required
            hint="At least 8 characters"
            error={formState.errors.password?.message}
            className="sm:col-span-2"
          >
            {(field) => (
              <PasswordInput {...field} autoComplete="new-password" {...register('password')} />
            )}
          </Field>
        </>
      }
    />
  );
}
