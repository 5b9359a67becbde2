import { GENDERS, type Gender, type Role } from '@jobhunter/shared';
import { Controller, useFormContext } from 'react-hook-form';
import { PasswordInput } from '@/components/ui/password-input';
import { Field, RequiredMark } from '@/components/ui/field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import type { RegistrationDraft } from '../lib/draft';
import { FormTextField } from './form-text-field';
import { PhotoUploadField } from './photo-upload-field';
import { UsernameField } from './username-field';

export function StepPersonalInformation({ role }: { role: Role }) {
  const { register, control, formState } = useFormContext<RegistrationDraft>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField name="firstName" label="First name" autoComplete="given-name" />
      <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
      <FormTextField name="title" label="Title" hint="e.g. Frontend Developer" />
      <FormTextField name="one_liner_intro" label="One liner intro" hint="One sentence about you" />
      <FormTextField name="number" label="Phone number" type="tel" format="phone" autoComplete="tel" />
      <FormTextField name="email" label="Email" type="email" autoComplete="email" />
      <div className="sm:col-span-2">
        <UsernameField role={role} />
      </div>
      <Field label="Password" required hint="At least 8 characters" error={formState.errors.password?.message} className="sm:col-span-2">
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...register('password')} />}
      </Field>
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <div className="flex items-baseline gap-0.5">
          <span id="gender-label" className="text-sm font-medium text-slate-700">
            Gender
          </span>
          <RequiredMark />
        </div>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup aria-labelledby="gender-label" value={field.value} onValueChange={(value) => field.onChange(value as Gender)}>
              {GENDERS.map((gender) => (
                <RadioGroupItem key={gender} value={gender} label={gender} />
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <FormTextField name="introduction" label="Introduction" long hint="Tell recruiters about yourself" className="sm:col-span-2" />
      <PhotoUploadField />
    </div>
  );
}
