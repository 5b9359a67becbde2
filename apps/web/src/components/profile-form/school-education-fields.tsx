import { FormTextField } from './form-text-field';
import { schoolFields } from './profile-values';

const SCHOOLS = [
  { name: 'tenth_standard_education', title: '10th Standard' },
  { name: 'twelth_standard_education', title: '12th Standard' },
] as const;

/** The 10th and 12th standard cards. */
export function SchoolEducationFields() {
  return (
    <>
      {SCHOOLS.map((school) => (
        <section
          key={school.name}
          aria-labelledby={`${school.name}-title`}
          className="flex flex-col gap-4"
        >
          <h3 id={`${school.name}-title`} className="text-base font-semibold text-slate-900">
            {school.title}
          </h3>
          <div className="grid gap-4 sm:grid-cols-2">
            {Object.entries(schoolFields).map(([key, spec]) => (
              <FormTextField
                key={key}
                name={`${school.name}.${key}`}
                label={`${school.title.split(' ')[0]} ${spec.label.toLowerCase()}`}
                format={'format' in spec ? spec.format : undefined}
              />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
