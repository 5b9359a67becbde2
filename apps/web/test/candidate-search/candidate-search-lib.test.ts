import { describe, expect, it } from 'vitest';
import { candidatesCount, experienceText } from '@/features/candidate-search/lib/candidate-texts';
import { highlightParts } from '@/features/candidate-search/lib/highlight-parts';
import {
  addSkills,
  apiSearchParams,
  experienceProblem,
  filtersFromParams,
  paramsFromFilters,
  withPage,
} from '@/features/candidate-search/lib/search-params';

describe('candidate search URL', () => {
  it('asks the API for the filters of the page URL, its page and our page size, and nothing else', () => {
    const url = new URLSearchParams(
      'q=react&skill=Go&skill=Rust&location=Berlin&minExperienceYears=2&maxExperienceYears=8&page=3&utm_source=mail&pageSize=100',
    );
    expect(apiSearchParams(url).toString()).toBe(
      'q=react&skill=Go&skill=Rust&location=Berlin&minExperienceYears=2&maxExperienceYears=8&page=3&pageSize=20',
    );
    expect(apiSearchParams(new URLSearchParams()).toString()).toBe('pageSize=20');
  });

  it('turns the form into a URL of the filters set, back on page 1', () => {
    const filters = {
      ...filtersFromParams(new URLSearchParams('q=old&page=4')),
      q: '  react native ',
      skills: ['Go', 'Rust'],
      maxExperienceYears: '5',
    };
    expect(paramsFromFilters(filters).toString()).toBe(
      'q=react+native&skill=Go&skill=Rust&maxExperienceYears=5',
    );
    expect(withPage(new URLSearchParams('q=a&page=2'), 1).toString()).toBe('q=a');
    expect(filtersFromParams(new URLSearchParams('location=Berlin&location=Paris')).location).toBe(
      'Berlin, Paris',
    );
  });

  it('adds typed skills once each, splitting at commas', () => {
    expect(addSkills(['React'], ' react , Go,, ')).toEqual(['React', 'Go']);
  });

  it('refuses experience bounds the server would refuse', () => {
    const filters = filtersFromParams(new URLSearchParams());
    expect(
      experienceProblem({ ...filters, minExperienceYears: '2', maxExperienceYears: '8' }),
    ).toBe(null);
    expect(
      experienceProblem({ ...filters, minExperienceYears: '9', maxExperienceYears: '3' }),
    ).toBe('The minimum years of experience must not be more than the maximum');
    expect(experienceProblem({ ...filters, maxExperienceYears: '101' })).toBe(
      'Years of experience must be from 0 to 100',
    );
  });
});

describe('candidate texts', () => {
  it('counts candidates, with "+" once the count stopped at the cap', () => {
    expect(candidatesCount(1)).toBe('1 candidate');
    expect(candidatesCount(1234)).toBe('1,234 candidates');
    expect(candidatesCount(1000, true)).toBe('1,000+ candidates');
    expect(experienceText(1)).toBe('1 year of experience');
    expect(experienceText(2.5)).toBe('2.5 years of experience');
  });
});

describe('highlightParts', () => {
  it('splits the text at the highlights, merging overlaps and clipping offsets outside it', () => {
    expect(
      highlightParts('React and TypeScript', [
        { start: 10, length: 10 },
        { start: 0, length: 3 },
        { start: 2, length: 3 },
        { start: 18, length: 50 },
      ]),
    ).toEqual([
      { text: 'React', marked: true },
      { text: ' and ', marked: false },
      { text: 'TypeScript', marked: true },
    ]);
    expect(highlightParts('plain', [])).toEqual([{ text: 'plain', marked: false }]);
    expect(highlightParts('<b>x</b>', [{ start: -4, length: 0 }])).toEqual([
      { text: '<b>x</b>', marked: false },
    ]);
  });
});
