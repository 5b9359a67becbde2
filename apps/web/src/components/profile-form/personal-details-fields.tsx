import { GENDERS, type Gender } from '@jobhunter/shared';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { RequiredMark } from '@/components/ui/field';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { FormTextField } from './form-text-field';
import { PhotoUploadField } from './photo-upload-field';
import type { ProfileFormValues } from './profile-values';

/**
 * Name, title, contacts, gender, introduction and photo. `account` slots the wizard's username and
 * password in after the contacts; they can't be changed once registered.
 */
export function PersonalDetailsFields({ account }: { account?: ReactNode }) {
  const { control } = useFormContext<ProfileFormValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormTextField name="firstName" label="First name" autoComplete="given-name" />
      <FormTextField name="lastName" label="Last name" autoComplete="family-name" />
      <FormTextField name="title" label="Title" hint="e.g. Frontend Developer" />
      <FormTextField name="one_liner_intro" label="One liner intro" hint="One sentence about you" />
      <FormTextField
        name="number"
        label="Phone number"
        type="tel"
        format="phone"
        autoComplete="tel"
      />
      <FormTextField name="email" label="Email" type="email" autoComplete="email" />
      {account}
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
            <RadioGroup
              aria-labelledby="gender-label"
              value={field.value}
              onValueChange={(value) => field.onChange(value as Gender)}
            >
              {GENDERS.map((gender) => (
                <RadioGroupItem key={gender} value={gender} label={gender} />
              ))}
            </RadioGroup>
          )}
        />
      </div>
      <FormTextField
        name="introduction"
        label="Introduction"
        long
        hint="Tell recruiters about yourself"
        className="sm:col-span-2"
      />
      <PhotoUploadField />
    </div>
  );
}
