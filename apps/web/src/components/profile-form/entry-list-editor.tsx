import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormTextField } from './form-text-field';
import { canRemoveEntry, PROFILE_LISTS, type ProfileListName } from './profile-lists';
import { emptyEntry, type ProfileFormValues } from './profile-values';

interface EntryListEditorProps {
  name: ProfileListName;
  /** The entries' heading level, one below the heading of the section around the list. */
  entryHeading?: 'h3' | 'h4';
}

/** A list of entries (degrees, internships, …): add freely, remove only while more than one remains. */
export function EntryListEditor({ name, entryHeading: EntryHeading = 'h4' }: EntryListEditorProps) {
  const { fields, entryName } = PROFILE_LISTS[name];
  const { control } = useFormContext<ProfileFormValues>();
  const list = useFieldArray({ control, name });
  const removable = canRemoveEntry(list.fields.length);

  return (
    <div className="flex flex-col gap-4">
      {list.fields.map((entry, index) => (
        <div
          key={entry.id}
          role="group"
          aria-labelledby={`${entry.id}-title`}
          className="rounded-xl border border-slate-200 bg-slate-50/60 p-4 sm:p-5"
        >
          <div className="mb-3 flex items-center justify-between gap-3">
            <EntryHeading id={`${entry.id}-title`} className="text-sm font-semibold text-slate-700">
              {entryName} {index + 1}
            </EntryHeading>
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
                format={'format' in spec ? spec.format : undefined}
                long={'long' in spec ? spec.long : undefined}
                className={'long' in spec ? 'sm:col-span-2' : undefined}
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
    </div>
  );
}
