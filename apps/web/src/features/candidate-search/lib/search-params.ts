import { MAX_EXPERIENCE_YEARS } from '@jobhunter/shared';

/** What the search form holds; its URL names are those of `GET /api/candidate/search`. */
export interface CandidateFilters {
  q: string;
  skills: string[];
  location: string;
  /** As typed in the number fields: '' when not set. */
  minExperienceYears: string;
  maxExperienceYears: string;
}

/** The URL keys the page keeps, besides `page`. */
export const FILTER_KEYS = [
  'q',
  'skill',
  'location',
  'minExperienceYears',
  'maxExperienceYears',
] as const;

/** Candidates a page holds: short enough to read the snippets of, long enough to skim. */
export const CANDIDATES_PAGE_SIZE = 20;

export function filtersFromParams(params: URLSearchParams): CandidateFilters {
  return {
    q: params.get('q') ?? '',
    skills: params.getAll('skill').filter((skill) => skill.trim()),
    // A link may repeat it; the API reads commas as "any of these places" too.
    location: params
      .getAll('location')
      .filter((place) => place.trim())
      .join(', '),
    minExperienceYears: params.get('minExperienceYears') ?? '',
    maxExperienceYears: params.get('maxExperienceYears') ?? '',
  };
}

/** The URL of a search: only the filters that are set, back on page 1. */
export function paramsFromFilters(filters: CandidateFilters): URLSearchParams {
  const next = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value.trim()) next.append(key, value.trim());
  };
  set('q', filters.q);
  filters.skills.forEach((skill) => set('skill', skill));
  set('location', filters.location);
  set('minExperienceYears', filters.minExperienceYears);
  set('maxExperienceYears', filters.maxExperienceYears);
  return next;
}

/**
 * Skills typed into the skill field: the API reads commas as separators, so "React, Go" is two;
 * one already chosen (in any case) is not added twice.
 */
export function addSkills(current: string[], typed: string): string[] {
  const next = [...current];
  for (const skill of typed.split(',').map((part) => part.trim())) {
    if (skill && !next.some((other) => other.toLowerCase() === skill.toLowerCase())) {
      next.push(skill);
    }
  }
  return next;
}

/** What is wrong with the experience bounds, for the form to show before searching; null when fine. */
export function experienceProblem(filters: CandidateFilters): string | null {
  const bounds = [filters.minExperienceYears, filters.maxExperienceYears].map((value) =>
    value.trim() === '' ? undefined : Number(value),
  );
  if (
    bounds.some((value) => value !== undefined && !(value >= 0 && value <= MAX_EXPERIENCE_YEARS))
  ) {
    return `Years of experience must be from 0 to ${MAX_EXPERIENCE_YEARS}`;
  }
  const [min, max] = bounds;
  if (min !== undefined && max !== undefined && min > max) {
    return 'The minimum years of experience must not be more than the maximum';
  }
  return null;
}

export function currentPage(params: URLSearchParams) {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The same search on another page (page 1 is the URL without `page`). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  return next;
}

export function hasFilters(params: URLSearchParams) {
  return FILTER_KEYS.some((key) => params.getAll(key).some((value) => value.trim()));
}

/**
 * The API query for a page URL: the filters a link brought (anything else in it is left out), its
 * page, and our page size. The server validates the values and answers 400 for bad ones.
 */
export function apiSearchParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    for (const value of params.getAll(key)) if (value.trim()) next.append(key, value.trim());
  }
  const page = currentPage(params);
  if (page > 1) next.set('page', String(page));
  next.set('pageSize', String(CANDIDATES_PAGE_SIZE));
  return next;
}
