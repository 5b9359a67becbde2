import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MapPin, Search } from 'lucide-react';
import type { JobSuggestion } from '@jobhunter/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { fetchSuggestions } from '@/api/jobs/suggest-jobs';

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 150;

/** What a search asks for: words (`q`) and a place (`location` of `GET /api/job/search`). */
export interface JobSearchTerms {
  q: string;
  location: string;
}

interface JobSearchBarProps {
  defaultValue: string;
  defaultWhere?: string;
  onSearch: (terms: JobSearchTerms) => void;
  /** `hero`: the landing page's larger, white-on-brand version. */
  variant?: 'page' | 'hero';
}

/**
 * The jobs search: "what" (free text) and "where" (a place, matched against the jobs' locations,
 * "Remote" included). While typing "what" it suggests job titles and skills (`GET
 * /api/job/suggest`) as an accessible combobox: arrow keys move through the list, Enter searches
 * the highlighted suggestion (or the text as typed when none is), Escape closes it.
 */
export function JobSearchBar({
  defaultValue,
  defaultWhere = '',
  onSearch,
  variant = 'page',
}: JobSearchBarProps) {
  const listId = useId();
  const whatId = useId();
  const whereId = useId();
  const [value, setValue] = useState(defaultValue);
  const [where, setWhere] = useState(defaultWhere);
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<JobSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const whatField = useRef<HTMLInputElement>(null);
  const whereField = useRef<HTMLInputElement>(null);

  // A server-rendered page shows the form before its script has run: what a visitor typed by then
  // is in the fields but not in state. Adopt it, so Search sends what the fields show.
  useEffect(() => {
    setValue((current) => whatField.current?.value ?? current);
    setWhere((current) => whereField.current?.value ?? current);
  }, []);

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
    onSearch({ q: suggestion.text, location: (whereField.current?.value ?? where).trim() });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      setActive((current) =>
        current === -1 && step === -1
          ? suggestions.length - 1
          : (current + step + suggestions.length) % suggestions.length,
      );
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

  const hero = variant === 'hero';
  const field = cn('pl-9', hero ? 'h-12 border-0 text-base shadow-none' : 'h-11');
  return (
    <form
      role="search"
      aria-label="Jobs"
      // Before the script runs (or without it) the form still searches: the browser opens the
      // server-rendered jobs list with the same q and location.
      action="/AllJobs"
      method="get"
      // Phones: "what" on its own row, "where" and Search below it; wider screens: one row.
      className={cn(
        'grid w-full grid-cols-[minmax(0,1fr)_auto] gap-2 sm:flex',
        hero && 'rounded-2xl bg-white p-2 shadow-xl shadow-brand-950/20 sm:gap-0',
      )}
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        // What the fields show, even for a submit React replays while it is still adopting them.
        const fields = new FormData(event.currentTarget);
        onSearch({
          q: String(fields.get('q') ?? '').trim(),
          location: String(fields.get('location') ?? '').trim(),
        });
      }}
    >
      <label htmlFor={whatId} className="sr-only">
        Search jobs
      </label>
      <div className="relative col-span-2 min-w-0 flex-[3]">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={whatField}
          id={whatId}
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
          className={field}
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
              <span className="text-xs text-slate-500">
                {suggestion.kind === 'title' ? 'Job title' : 'Skill'}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <label htmlFor={whereId} className="sr-only">
        Where
      </label>
      <div className={cn('relative min-w-0 flex-[2]', hero && 'sm:border-l sm:border-slate-200')}>
        <MapPin
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          ref={whereField}
          id={whereId}
          name="location"
          type="search"
          autoComplete="off"
          value={where}
          onChange={(event) => setWhere(event.target.value)}
          placeholder="City or Remote"
          className={field}
        />
      </div>
      <Button type="submit" size={hero ? 'lg' : 'md'} className={hero ? 'h-12' : 'h-11'}>
        Search
      </Button>
    </form>
  );
}
