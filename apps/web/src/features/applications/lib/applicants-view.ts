import {
  APPLICATION_STATUSES,
  SCREENING_RESULTS,
  type ApplicationStatus,
  type ScreeningResult,
} from '@jobhunter/shared';

/**
 * How the applicants page is shown; kept in the URL (?view=list&status=interview&sort=oldest&
 * screening=failed) so reloads and links keep it.
 */
export type ApplicantsView = 'board' | 'list';
export type StatusFilter = ApplicationStatus | 'all';
export type AppliedSort = 'newest' | 'oldest';
export type ScreeningFilter = ScreeningResult | 'all';

export interface ApplicantsViewState {
  view: ApplicantsView;
  status: StatusFilter;
  sort: AppliedSort;
  screening: ScreeningFilter;
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  APPLICATION_STATUSES.includes(value as ApplicationStatus);

const isScreening = (value: string | null): value is ScreeningResult =>
  SCREENING_RESULTS.includes(value as ScreeningResult);

/** Reads the view from search params; anything unknown falls back to the board, all statuses and screening results, newest first. */
export function readApplicantsView(params: URLSearchParams): ApplicantsViewState {
  const status = params.get('status');
  const screening = params.get('screening');
  return {
    view: params.get('view') === 'list' ? 'list' : 'board',
    status: isStatus(status) ? status : 'all',
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    screening: isScreening(screening) ? screening : 'all',
  };
}

/** The search params for `next`, leaving out defaults so the plain URL stays the board. */
export function writeApplicantsView(params: URLSearchParams, next: Partial<ApplicantsViewState>) {
  const state = { ...readApplicantsView(params), ...next };
  const result = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? result.delete(key) : result.set(key, value);
  set('view', state.view, 'board');
  set('status', state.status, 'all');
  set('sort', state.sort, 'newest');
  set('screening', state.screening, 'all');
  return result;
}

/** The applicants with `status` (or all), by application date. */
export function filterAndSort<
  T extends { applicationStatus: ApplicationStatus; appliedAt: string },
>(list: T[], status: StatusFilter, sort: AppliedSort) {
  const time = (item: T) => new Date(item.appliedAt).getTime() || 0;
  return list
    .filter((item) => status === 'all' || item.applicationStatus === status)
    .sort((a, b) => (sort === 'newest' ? time(b) - time(a) : time(a) - time(b)));
}

/** An applicant's screening result; lists from before screening existed say nothing, which is a pass. */
export const screeningOf = (item: { screening?: ScreeningResult }): ScreeningResult =>
  item.screening ?? 'passed';

/** The applicants whose screening result is `screening` (or all), in the same order. */
export function filterByScreening<T extends { screening?: ScreeningResult }>(
  list: T[],
  screening: ScreeningFilter,
) {
  return screening === 'all' ? list : list.filter((item) => screeningOf(item) === screening);
}
