import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ListEditorProps {
  /** Plural heading, e.g. 'Skills required'. */
  legend: string;
  /** Singular name of one entry, e.g. 'Skill'; used in each field's accessible name. */
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  placeholder?: string;
  /** The server's message about this list, if any. */
  error?: string;
}

/** A list of text entries with 'Add'; an entry can be removed only while more than one remains. */
export function ListEditor({ legend, itemLabel, items, onChange, placeholder, error }: ListEditorProps) {
  const canRemove = items.length > 1;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <ul className="flex flex-col gap-2">
        {items.map((item, index) => (
          // Entries have no identity of their own; their position is what the user sees.
          <li key={index} className="flex gap-2">
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              value={item}
              placeholder={placeholder}
              onChange={(event) => onChange(items.map((value, i) => (i === index ? event.target.value : value)))}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
              disabled={!canRemove}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" className="self-start" onClick={() => onChange([...items, ''])} aria-label={`Add ${itemLabel.toLowerCase()}`}>
        <Plus aria-hidden />
        Add
      </Button>
      {error && <p className="text-xs font-medium text-red-600">{error}</p>}
    </fieldset>
  );
}
