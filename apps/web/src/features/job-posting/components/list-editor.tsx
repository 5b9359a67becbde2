import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ListEditorProps {
  /** Plural heading, e.g. 'Skills required'. */
  legend: string;
  /** Singular name of one entry, e.g. 'Skill'; used in each field's accessible name. */
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Focus left one of the entries. */
  onBlur?: () => void;
  /** The first entry's `name`, so a page can move focus to the list when it has a problem. */
  name?: string;
  placeholder?: string;
  /** The message about this list (the shared schema's or the server's), if any. */
  error?: string;
}

/** A list of text entries with 'Add'; an entry can be removed only while more than one remains. */
export function ListEditor({
  legend,
  itemLabel,
  items,
  onChange,
  onBlur,
  name,
  placeholder,
  error,
}: ListEditorProps) {
  const canRemove = items.length > 1;
  const list = useRef<HTMLUListElement>(null);
  // 'Add' puts the cursor in the new entry, where the user wants to type next.
  const focusNew = useRef(false);
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [items.length]);

  const errorId = name ? `${name}-list-error` : undefined;
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <ul ref={list} className="flex flex-col gap-2">
        {items.map((item, index) => (
          // Entries have no identity of their own; their position is what the user sees.
          <li key={index} className="flex gap-2">
            <Input
              aria-label={`${itemLabel} ${index + 1}`}
              name={index === 0 ? name : undefined}
              aria-invalid={error ? true : undefined}
              value={item}
              placeholder={placeholder}
              onBlur={onBlur}
              onChange={(event) =>
                onChange(items.map((value, i) => (i === index ? event.target.value : value)))
              }
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
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        onClick={() => {
          focusNew.current = true;
          onChange([...items, '']);
        }}
        aria-label={`Add ${itemLabel.toLowerCase()}`}
      >
        <Plus aria-hidden />
        Add
      </Button>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
