import { JOB_SORTS, type JobSort } from '@jobhunter/shared';
import { formatUsd } from '@/lib/format-number';

/** Filters kept in the /AllJobs URL; their names are those of `GET /api/job/search`. */
export const FILTER_KEYS = [
  'q',
  'work_environment',
  'type_of_employment',
  'location',
  'fresher',
  'visa',
  'minCTC',
] as const;

/** A fresh copy with `key` set to `values` (none removes it); any change of filters goes back to page 1. */
export function withParam(
  params: URLSearchParams,
  key: string,
  values: string | string[] | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(key);
  for (const value of Array.isArray(values) ? values : values ? [values] : []) {
    if (value.trim()) next.append(key, value.trim());
  }
  if (key !== 'page') next.delete('page');
  return next;
}

/** Adds or removes one value of a filter that may repeat (`?work_environment=Remote&work_environment=Hybrid`). */
export function toggleParam(params: URLSearchParams, key: string, value: string): URLSearchParams {
  const current = params.getAll(key);
  return withParam(
    params,
    key,
    current.includes(value) ? current.filter((item) => item !== value) : [...current, value],
  );
}

export function hasFilters(params: URLSearchParams) {
  return FILTER_KEYS.some((key) => params.has(key));
}

/** How many filter values are applied, not counting the search words (shown on the phone 'Filters' button). */
export function activeFilterCount(params: URLSearchParams) {
  return FILTER_KEYS.filter((key) => key !== 'q').reduce(
    (sum, key) => sum + params.getAll(key).length,
    0,
  );
}

/** The minimum-salary choices of the filters (USD a year); a shared link's other amount is shown too. */
export const MIN_SALARY_OPTIONS = [
  30_000, 50_000, 80_000, 100_000, 120_000, 150_000, 200_000,
] as const;

/** "$80,000+" for a minimum salary filter. */
export const minSalaryLabel = (value: string | number) => `${formatUsd(Number(value))}+`;

/** One applied filter value as a removable chip: what it reads and the URL without it. */
export interface FilterChip {
  id: string;
  label: string;
  without: URLSearchParams;
}

function chipLabel(key: (typeof FILTER_KEYS)[number], value: string) {
  if (key === 'q') return `“${value}”`;
  if (key === 'location') return `in ${value}`;
  if (key === 'fresher') return 'Fresher Eligible';
  if (key === 'visa') return 'Visa Sponsored';
  if (key === 'minCTC') return `from ${minSalaryLabel(value)}`;
  return value;
}

/** Every applied filter value, in the order of the filters, each with the URL that drops it. */
export function filterChips(params: URLSearchParams): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const key of FILTER_KEYS) {
    const values = params.getAll(key).filter((value) => value.trim());
    for (const value of values) {
      if ((key === 'fresher' || key === 'visa') && value !== 'true') continue;
      if (key === 'minCTC' && !Number.isFinite(Number(value))) continue;
      chips.push({
        id: `${key}=${value}`,
        label: chipLabel(key, value),
        without: withParam(
          params,
          key,
          values.filter((other) => other !== value),
        ),
      });
    }
  }
  return chips;
}

export function clearFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const sort = params.get('sort');
  if (sort) next.set('sort', sort);
  return next;
}

export function currentPage(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function currentSort(params: URLSearchParams): JobSort {
  const sort = params.get('sort');
  return (JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : 'relevance';
}

/** Page size that fills whole rows of 1, 2, 3 or 4 columns. */
export const JOBS_PAGE_SIZE = 24;

/** The API query for a page URL: its own parameters plus our page size, and the filter counts (facets). */
export function apiSearchParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (!next.has('pageSize')) next.set('pageSize', String(JOBS_PAGE_SIZE));
  next.set('facets', 'true');
  return next;
}

/**
 * The query a saved search keeps: only the filters (no page, page size or sort), in the order of
 * the URL, e.g. `q=react&work_environment=Remote`; "Run this search" opens /AllJobs with it.
 * `correctedQuery`: the words the search ran with instead of misspelt ones ("Showing results for
 * …"), which the alert then looks for (the server corrects a saved query the same way).
 */
export function savedSearchQuery(params: URLSearchParams, correctedQuery?: string): string {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!(FILTER_KEYS as readonly string[]).includes(key) || !value.trim()) continue;
    next.append(key, key === 'q' && correctedQuery ? correctedQuery : value.trim());
  }
  return next.toString();
}
