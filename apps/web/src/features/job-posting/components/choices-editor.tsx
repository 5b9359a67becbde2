import { MAX_CHOICES } from '@jobhunter/shared';
import { Plus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface ChoicesEditorProps {
  choices: string[];
  /** The question's place (1-based), for the controls' names. */
  position: number;
  /** The first entry's `name`, so a page can move focus here when the choices have a problem. */
  name: string;
  error?: string;
  onChange: (index: number, text: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onBlur: () => void;
}

/** A choice question's answers to pick from: at least two, so an entry can go only while more remain. */
export function ChoicesEditor({
  choices,
  position,
  name,
  error,
  onChange,
  onAdd,
  onRemove,
  onBlur,
}: ChoicesEditorProps) {
  const errorId = useId();
  const list = useRef<HTMLUListElement>(null);
  // 'Add choice' puts the cursor in the new entry, where the user wants to type next.
  const focusNew = useRef(false);
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    list.current?.querySelector<HTMLInputElement>(':scope > li:last-child input')?.focus();
  }, [choices.length]);

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">Choices</legend>
      <ul ref={list} className="flex flex-col gap-2">
        {choices.map((choice, index) => (
          // Entries have no identity of their own; their position is what the user sees.
          <li key={index} className="flex gap-2">
            <Input
              aria-label={`Question ${position} choice ${index + 1}`}
              name={index === 0 ? name : undefined}
              aria-invalid={error ? true : undefined}
              value={choice}
              onBlur={onBlur}
              onChange={(event) => onChange(index, event.target.value)}
            />
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Remove choice ${index + 1} of question ${position}`}
              disabled={choices.length <= 2}
              onClick={() => onRemove(index)}
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
        disabled={choices.length >= MAX_CHOICES}
        onClick={() => {
          focusNew.current = true;
          onAdd();
        }}
      >
        <Plus aria-hidden />
        Add choice <span className="sr-only">to question {position}</span>
      </Button>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
