import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiSearchParams,
  clearFilters,
  currentPage,
  currentSort,
  hasFilters,
  toggleParam,
  withParam,
} from '@/features/jobs/lib/search-params';

const params = (query: string) => new URLSearchParams(query);

describe('/AllJobs URL state', () => {
  it('setting a filter goes back to page 1', () => {
    expect(withParam(params('q=react&page=3'), 'location', 'Berlin').toString()).toBe(
      'q=react&location=Berlin',
    );
  });

  it('changing the page keeps the filters', () => {
    expect(withParam(params('q=react'), 'page', '2').toString()).toBe('q=react&page=2');
  });

  it('an empty value removes the filter', () => {
    expect(withParam(params('q=react&location=Berlin'), 'location', '  ').toString()).toBe(
      'q=react',
    );
  });

  it('toggles one value of a repeating filter', () => {
    const once = toggleParam(params(''), 'work_environment', 'Remote');
    const twice = toggleParam(once, 'work_environment', 'Hybrid');
    expect(twice.getAll('work_environment')).toEqual(['Remote', 'Hybrid']);
    expect(toggleParam(twice, 'work_environment', 'Remote').getAll('work_environment')).toEqual([
      'Hybrid',
    ]);
  });

  it('clearing keeps only the sort', () => {
    const cleared = clearFilters(params('q=a&visa=true&sort=salary&page=2'));
    expect(cleared.toString()).toBe('sort=salary');
    expect(hasFilters(cleared)).toBe(false);
    expect(hasFilters(params('fresher=true'))).toBe(true);
  });

  it('reads page and sort safely', () => {
    expect(currentPage(params('page=abc'))).toBe(1);
    expect(currentPage(params('page=4'))).toBe(4);
    expect(currentSort(params('sort=bogus'))).toBe('relevance');
    expect(currentSort(params('sort=newest'))).toBe('newest');
  });

  it('asks the API for pages that fill whole rows', () => {
    expect(apiSearchParams(params('q=a')).get('pageSize')).toBe('24');
  });
});

describe('active filter count', () => {
  it('counts every applied value except the search words', () => {
    expect(
      activeFilterCount(
        params('q=a&work_environment=Remote&work_environment=Hybrid&visa=true&sort=salary'),
      ),
    ).toBe(3);
  });
});
