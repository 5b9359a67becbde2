import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS, type JobSearchFacets } from '@jobhunter/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { hasFilters, toggleParam, withParam } from '../lib/search-params';

interface JobFiltersProps {
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  onClear: () => void;
  /** How many jobs each work environment and employment type would show (the search's facets). */
  facets?: JobSearchFacets;
}

type Facet = JobSearchFacets['work_environment'] | JobSearchFacets['type_of_employment'];

/** A facet count as shown: "12", or "1,000+" when counting stopped at the cap. */
export const facetCount = (count: number, capped: boolean) => `${count.toLocaleString('en-US')}${capped && count > 0 ? '+' : ''}`;

function CheckboxGroup({
  legend,
  name,
  options,
  params,
  onChange,
  facet,
}: { legend: string; name: string; options: readonly string[]; facet?: Facet } & Omit<JobFiltersProps, 'onClear' | 'facets'>) {
  const selected = params.getAll(name);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      {options.map((option) => {
        const count = facet ? (facet.counts as Record<string, number>)[option] : undefined;
        return (
          <div key={option} className="flex items-center justify-between gap-2">
            <Checkbox label={option} checked={selected.includes(option)} onChange={() => onChange(toggleParam(params, name, option))} />
            {count !== undefined && (
              <span className="text-xs text-slate-500 tabular-nums">
                <span aria-hidden>{facetCount(count, facet!.capped)}</span>
                <span className="sr-only">{facetCount(count, facet!.capped)} jobs</span>
              </span>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Filters of `GET /api/job/search`. Ticks apply at once; the typed fields apply with 'Apply'
 * (or Enter), so the list doesn't reload on every keystroke.
 */
export function JobFilters({ params, onChange, onClear, facets }: JobFiltersProps) {
  const flag = (key: 'fresher' | 'visa') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange(withParam(params, key, event.target.checked ? 'true' : null));

  return (
    <div className="flex flex-col gap-5">
      <CheckboxGroup legend="Work environment" name="work_environment" options={WORK_ENVIRONMENTS} params={params} onChange={onChange} facet={facets?.work_environment} />
      <CheckboxGroup legend="Employment type" name="type_of_employment" options={EMPLOYMENT_TYPES} params={params} onChange={onChange} facet={facets?.type_of_employment} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Eligibility</legend>
        <Checkbox label="Fresher Eligible" checked={params.get('fresher') === 'true'} onChange={flag('fresher')} />
        <Checkbox label="Visa Sponsored" checked={params.get('visa') === 'true'} onChange={flag('visa')} />
      </fieldset>
      <form
        // Remounts with the URL so the fields always show what is applied.
        key={`${params.get('location') ?? ''}|${params.get('minCTC') ?? ''}`}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const location = String(data.get('location') ?? '');
          const minCTC = String(data.get('minCTC') ?? '').replace(/[$,\s]/g, '');
          onChange(withParam(withParam(params, 'location', location || null), 'minCTC', minCTC || null));
        }}
      >
        <Field label="Location">
          {(control) => <Input {...control} name="location" defaultValue={params.get('location') ?? ''} placeholder="e.g. Berlin" />}
        </Field>
        <Field label="Minimum salary (USD)">
          {(control) => (
            <Input {...control} name="minCTC" inputMode="numeric" defaultValue={params.get('minCTC') ?? ''} placeholder="e.g $80,000" />
          )}
        </Field>
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </form>
      {hasFilters(params) && (
        <Button variant="ghost" onClick={onClear}>
          Clear all filters
        </Button>
      )}
    </div>
  );
}
