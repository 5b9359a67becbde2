import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS, type JobSearchFacets } from '@jobhunter/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { groupDigits } from '@/lib/format-number';
import { MIN_SALARY_OPTIONS, minSalaryLabel, toggleParam, withParam } from '../lib/search-params';

interface JobFiltersProps {
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
  /** Shown as 'Clear filters' where the chips are out of sight (the phone sheet). */
  onClear?: () => void;
  /** How many jobs each work environment and employment type would show (the search's facets). */
  facets?: JobSearchFacets;
}

type Facet = JobSearchFacets['work_environment'] | JobSearchFacets['type_of_employment'];

/** A facet count as shown: "12", or "1,000+" when counting stopped at the cap. */
export const facetCount = (count: number, capped: boolean) =>
  `${groupDigits(count)}${capped && count > 0 ? '+' : ''}`;

function CheckboxGroup({
  legend,
  name,
  options,
  params,
  onChange,
  facet,
}: { legend: string; name: string; options: readonly string[]; facet?: Facet } & Omit<
  JobFiltersProps,
  'onClear' | 'facets'
>) {
  const selected = params.getAll(name);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      {options.map((option) => {
        const count = facet ? (facet.counts as Record<string, number>)[option] : undefined;
        return (
          <div key={option} className="flex items-center justify-between gap-2">
            <Checkbox
              label={option}
              checked={selected.includes(option)}
              onChange={() => onChange(toggleParam(params, name, option))}
            />
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
 * Filters of `GET /api/job/search`. Every control applies as soon as it changes (the words and the
 * place are the search bar's), so there is no separate Apply step.
 */
export function JobFilters({ params, onChange, onClear, facets }: JobFiltersProps) {
  const flag = (key: 'fresher' | 'visa') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange(withParam(params, key, event.target.checked ? 'true' : null));
  const minCTC = params.get('minCTC') ?? '';
  // A shared link may carry an amount the list doesn't offer: show it rather than "Any".
  const amounts: string[] = MIN_SALARY_OPTIONS.map(String);
  if (minCTC && !amounts.includes(minCTC) && Number.isFinite(Number(minCTC))) amounts.push(minCTC);

  return (
    <div className="flex flex-col gap-5">
      <CheckboxGroup
        legend="Work environment"
        name="work_environment"
        options={WORK_ENVIRONMENTS}
        params={params}
        onChange={onChange}
        facet={facets?.work_environment}
      />
      <CheckboxGroup
        legend="Employment type"
        name="type_of_employment"
        options={EMPLOYMENT_TYPES}
        params={params}
        onChange={onChange}
        facet={facets?.type_of_employment}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">Eligibility</legend>
        <Checkbox
          label="Fresher Eligible"
          checked={params.get('fresher') === 'true'}
          onChange={flag('fresher')}
        />
        <Checkbox
          label="Visa Sponsored"
          checked={params.get('visa') === 'true'}
          onChange={flag('visa')}
        />
      </fieldset>
      <Field label="Minimum salary (USD a year)">
        {(control) => (
          <Select
            {...control}
            value={minCTC}
            onChange={(event) => onChange(withParam(params, 'minCTC', event.target.value || null))}
          >
            <option value="">Any salary</option>
            {amounts
              .sort((a, b) => Number(a) - Number(b))
              .map((amount) => (
                <option key={amount} value={amount}>
                  {minSalaryLabel(amount)}
                </option>
              ))}
          </Select>
        )}
      </Field>
      {/* Always there in the sheet, so clearing never leaves focus on a vanished button. */}
      {onClear && (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
