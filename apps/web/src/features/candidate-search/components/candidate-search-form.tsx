import { MAX_EXPERIENCE_YEARS } from '@jobhunter/shared';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { experienceProblem, type CandidateFilters } from '../lib/search-params';
import { SkillsFilter } from './skills-filter';

/**
 * The words and filters of a candidate search. It starts from the URL (the page remounts it when
 * the URL changes, so back and forward show what was searched) and hands the whole search over on
 * submit; nothing is searched while typing.
 */
export function CandidateSearchForm({
  initial,
  onSearch,
}: {
  initial: CandidateFilters;
  onSearch: (filters: CandidateFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const qId = useId();
  const set = (change: Partial<CandidateFilters>) =>
    setFilters((current) => ({ ...current, ...change }));

  return (
    <form
      role="search"
      aria-label="Candidates"
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        const found = experienceProblem(filters);
        setProblem(found);
        if (!found) onSearch(filters);
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={qId} className="sr-only">
          Search by skill, title, experience or CV text
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={qId}
              type="search"
              autoComplete="off"
              value={filters.q}
              onChange={(event) => set({ q: event.target.value })}
              placeholder="Search by skill, title, experience or CV text"
              className="h-11 pl-9"
            />
          </div>
          <Button type="submit" className="h-11">
            Search
          </Button>
        </div>
      </div>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr]">
        <legend className="sr-only">Filters</legend>
        <SkillsFilter skills={filters.skills} onChange={(skills) => set({ skills })} />
        <Field label="Location">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              placeholder="e.g. Berlin"
              value={filters.location}
              onChange={(event) => set({ location: event.target.value })}
            />
          )}
        </Field>
        <Field label="Min. years of experience">
          {(control) => (
            <Input
              {...control}
              aria-invalid={problem ? true : undefined}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_EXPERIENCE_YEARS}
              value={filters.minExperienceYears}
              onChange={(event) => set({ minExperienceYears: event.target.value })}
            />
          )}
        </Field>
        <Field label="Max. years of experience">
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_EXPERIENCE_YEARS}
              aria-invalid={problem ? true : undefined}
              value={filters.maxExperienceYears}
              onChange={(event) => set({ maxExperienceYears: event.target.value })}
            />
          )}
        </Field>
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}
