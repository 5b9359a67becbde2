import type { Format } from '@jobhunter/shared';
import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FORMAT_HINTS, FORMAT_INPUT_MODE } from './field-hints';
import type { ProfileFormValues } from './profile-values';

interface FormTextFieldProps {
  /** Dotted path in the form values, e.g. 'college_education.0.cgpa'. */
  name: string;
  label: string;
  format?: Format;
  long?: boolean;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  className?: string;
}

/** A labelled profile input bound to the surrounding form, with the product's hint for its format. */
export function FormTextField({
  name,
  label,
  format,
  long,
  hint,
  type = 'text',
  autoComplete,
  className,
}: FormTextFieldProps) {
  const { register, formState } = useFormContext<ProfileFormValues>();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  // Paths are built from the shared field maps at run time, so the typed path API can't check them.
  const registration = register(name as 'firstName');
  return (
    <Field
      label={label}
      hint={hint ?? (format ? FORMAT_HINTS[format] : undefined)}
      error={error?.message}
      required
      className={className}
    >
      {(control) =>
        long ? (
          <Textarea {...control} rows={4} {...registration} />
        ) : (
          <Input
            {...control}
            type={type}
            inputMode={format ? FORMAT_INPUT_MODE[format] : undefined}
            autoComplete={autoComplete ?? 'off'}
            {...registration}
          />
        )
      }
    </Field>
  );
}
