import type { SnippetSource } from '@jobhunter/shared';
import { groupDigits } from '@/lib/format-number';

/** Where in the profile a snippet was found, as the card says it. */
export const SNIPPET_SOURCE_LABELS: Record<SnippetSource, string> = {
  cv: 'From their CV',
  experience: 'Experience',
  skills: 'Skills',
  title: 'Title',
  education: 'Education',
  certificates: 'Certificates',
};

/** "12 candidates", "1 candidate"; a count that stopped at the cap reads "1,000+ candidates". */
export function candidatesCount(total: number, capped = false) {
  if (capped) return `${groupDigits(total)}+ candidates`;
  return `${groupDigits(total)} ${total === 1 ? 'candidate' : 'candidates'}`;
}

/** "4 years of experience", "1 year of experience", "2.5 years of experience". */
export function experienceText(years: number) {
  return `${years} ${years === 1 ? 'year' : 'years'} of experience`;
}

/** What a search refused for too many tries says (the limit is per minute). */
export const TOO_MANY_SEARCHES = 'Too many searches: wait a minute and try again';
