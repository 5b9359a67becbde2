import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import type { JobSuggestion } from '@jobhunter/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { fetchSuggestions } from '../api/suggest-jobs';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 150;

/**
 * The free-text search; submitting puts `q` in the URL. While typing it suggests job titles and
 * skills (`GET /api/job/suggest`) as an accessible combobox: arrow keys move through the list,
 * Enter searches the highlighted suggestion (or the text as typed when none is), Escape closes it.
 */
export function JobSearchBar({ defaultValue, onSearch }: { defaultValue: string; onSearch: (q: string) => void }) {
  const listId = useId();
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<JobSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Ask only after the visitor typed (not for the text a shared link brought), once typing pauses;
  // a newer keystroke cancels the older request.
  useEffect(() => {
    if (!typed) return;
    const text = value.trim();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!text) {
        setSuggestions([]);
        return;
      }
      fetchSuggestions(text, controller.signal)
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
        })
        .catch(() => {
          // Suggestions are a convenience: a failed request leaves the box as it is.
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, typed]);

  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const choose = (suggestion: JobSuggestion) => {
    setValue(suggestion.text);
    setOpen(false);
    setActive(-1);
    onSearch(suggestion.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) => (current === -1 && step === -1 ? suggestions.length - 1 : (current + step + suggestions.length) % suggestions.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list only; a second Escape is the search field's own (clearing it).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form
      role="search"
      className="flex w-full gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        onSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
      }}
    >
      <label htmlFor="job-search" className="sr-only">
        Search jobs
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <Input
          id="job-search"
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setTyped(true);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          placeholder="Job title, skill or company"
          className="h-11 pl-9"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 overflow-hidden rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.kind}:${suggestion.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the field, so the blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-slate-100' : ''}`}
            >
              <span>{suggestion.text}</span>
              <span className="text-xs text-slate-500">{suggestion.kind === 'title' ? 'Job title' : 'Skill'}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" className="h-11">
        Search
      </Button>
    </form>
  );
}
