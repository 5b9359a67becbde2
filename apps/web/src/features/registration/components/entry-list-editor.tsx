import type { FieldSpec } from '@jobhunter/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { emptyEntry, type RegistrationDraft } from '../lib/draft';
import { canRemoveEntry } from '../lib/wizard-rules';
import { FormTextField } from './form-text-field';

type ListName = 'college_education' | 'internship_experience' | 'certificate_courses' | 'work_experience';

interface EntryListEditorProps {
  name: ListName;
  /** Shared field map, e.g. collegeFields: labels, formats and order. */
  fields: Record<string, FieldSpec>;
  /** Entry name used in headings and messages, e.g. 'College' → 'College 2'. */
  entryName: string;
  title: string;
  description?: string;
}

/** A list of entries (degrees, internships, …): add freely, remove only while more than one remains. */
export function EntryListEditor({ name, fields, entryName, title, description }: EntryListEditorProps) {
  const { control } = useFormContext<RegistrationDraft>();
  const list = useFieldArray({ control, name });
  const removable = canRemoveEntry(list.fields.length);

  return (
    <section aria-labelledby={`${name}-title`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${name}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </div>
      {list.fields.map((entry, index) => (
        <div
          key={entry.id}
          role="group"
          aria-labelledby={`${entry.id}-title`}
          className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <h4 id={`${entry.id}-title`} className="text-sm font-semibold text-slate-700">
              {entryName} {index + 1}
            </h4>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              disabled={!removable}
              title={removable ? undefined : 'At least one entry is needed'}
              aria-label={`Remove ${entryName} ${index + 1}`}
              onClick={() => list.remove(index)}
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {Object.entries(fields).map(([key, spec]) => (
              <FormTextField
                key={key}
                name={`${name}.${index}.${key}`}
                label={spec.label}
                format={spec.format}
                long={spec.long}
                className={spec.long ? 'sm:col-span-2' : undefined}
              />
            ))}
          </div>
        </div>
      ))}
      <Button
        variant="outline"
        className="self-start"
        // The field map decides the entry's keys; the array's element type follows the list name.
        onClick={() => list.append(emptyEntry(fields) as never)}
      >
        <Plus aria-hidden />
        Add {entryName}
      </Button>
    </section>
  );
}
