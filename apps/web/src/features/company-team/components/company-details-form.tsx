import { companyInputSchema } from '@jobhunter/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TEAM_TEXTS } from '../lib/company-team-texts';
import type { CompanyDetailsInput } from '../lib/company-team-types';
import { detailsInput, type CompanyDetailsValues } from '../lib/details-input';
import { LogoUploadField } from './logo-upload-field';

const TEXTS = TEAM_TEXTS.fields;

interface CompanyDetailsFormProps {
  initial: CompanyDetailsValues;
  /** Saving sends cleared fields as '' so the server forgets them; creating leaves them out. */
  keepEmpty: boolean;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The server's refusal (a 409's message), shown above the button. */
  error: string | null;
  /** Shown after a successful save. */
  notice?: string | null;
  onSubmit: (input: CompanyDetailsInput) => void;
}

/** Name, website, about and logo of a company: the create form and the owner's settings. */
export function CompanyDetailsForm({
  initial,
  keepEmpty,
  submitLabel,
  pendingLabel,
  pending,
  error,
  notice,
  onSubmit,
}: CompanyDetailsFormProps) {
  const [values, setValues] = useState(initial);
  // The shared rules the server applies, checked before sending: each field shows its own problem.
  const [fieldErrors, setFieldErrors] = useState<
    Partial<Record<keyof CompanyDetailsValues, string>>
  >({});
  const set = (key: keyof CompanyDetailsValues) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setFieldErrors({ name: TEAM_TEXTS.create.nameRequired });
      return;
    }
    const parsed = companyInputSchema.safeParse(detailsInput(values, keepEmpty));
    if (!parsed.success) {
      const errors: Partial<Record<keyof CompanyDetailsValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof CompanyDetailsValues;
        errors[key] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={TEXTS.name} required error={fieldErrors.name}>
        {(control) => (
          <Input
            {...control}
            value={values.name}
            maxLength={100}
            autoComplete="organization"
            onChange={(event) => set('name')(event.target.value)}
          />
        )}
      </Field>
      <Field label={TEXTS.website} hint={TEXTS.websiteHint} error={fieldErrors.website}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            value={values.website}
            autoComplete="url"
            onChange={(event) => set('website')(event.target.value)}
          />
        )}
      </Field>
      <Field label={TEXTS.about} error={fieldErrors.about}>
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            value={values.about}
            onChange={(event) => set('about')(event.target.value)}
          />
        )}
      </Field>
      <LogoUploadField value={values.logo} onChange={set('logo')} disabled={pending} />
      {fieldErrors.logo && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {fieldErrors.logo}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm font-medium text-emerald-700">
          {notice}
        </p>
      )}
      <Button type="submit" disabled={pending} className="self-start">
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
