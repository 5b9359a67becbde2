import { currentJobFields } from '@jobhunter/shared';
import { FormTextField } from './form-text-field';

/** The current job (the wizard's 'Present' step). */
export function CurrentJobFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {Object.entries(currentJobFields).map(([key, spec]) => (
        <FormTextField
          key={key}
          name={`current_job.${key}`}
          label={spec.label}
          format={'format' in spec ? spec.format : undefined}
          long={'long' in spec ? spec.long : undefined}
          className={'long' in spec ? 'sm:col-span-2' : undefined}
        />
      ))}
    </div>
  );
}
