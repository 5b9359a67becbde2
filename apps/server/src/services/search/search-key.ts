import { sql, type SQL } from 'drizzle-orm';
import type { JobSearchOptions } from '@jobhunter/shared';
import { jobs } from '../../db/schema';

/** The key jobs_search_key_idx is built on (migration 0009): the search vector plus a lexeme per filter value. */
export const searchKey = sql`(${jobs.searchVector} || job_filter_key(${jobs.filterTags}, ${jobs.locationKeys}, ${jobs.skillKeys}, ${jobs.topCtcUsd}, ${jobs.experienceMonths}))`;

/**
 * How every filter lexeme of the key starts. A text prefix that is also the start of one of these
 * (`ski` → `skill:python`, `vis` → `visa`) would reach every job through the key index, so
 * searchQuery matches such a last word whole instead.
 */
export const FILTER_LEXEME_STARTS = [
  'env:',
  'type:',
  'loc:',
  'skill:',
  'fresher',
  'visa',
  'ctc>=',
  'ctc1k>=',
  'ctc100>=',
  'exp<=',
];
/**
 * The key's filter lexemes that a word of text can also stem to (the others hold `:`, `>=` or
 * `<=`, which the parser splits): a text with one of these cannot be answered on the key.
 */
export const FLAG_WORD = /visa|fresher/i;

const CTC_STEP = 10_000;
const CTC_TOP = 300_000;
const EXPERIENCE_CEILINGS = [0, 1, 2, 3, 5, 7, 10, 15, 20];

/** A tsquery lexeme, quoted: any text (a location may hold spaces, quotes or colons). */
export const lexeme = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** Any of the lexemes, as tsquery text: `('java' | 'javascript')`. */
export const anyOf = (values: readonly string[]) => `(${values.map(lexeme).join(' | ')})`;

/**
 * Jobs paying at least `pay`, give or take 100 below (migration 0014), as tsquery text; undefined
 * under the lowest step. The key's pay lexemes are floors in steps of 10,000 (`ctc>=`, up to
 * 300,000), and within a job's own 10,000 and 1,000 in steps of 1,000 (`ctc1k>=`) and 100
 * (`ctc100>=`): pay at least 27,850 is `ctc100>=27800` (27,800-27,999), or `ctc1k>=28000`
 * (28,000-29,999), or `ctc>=30000`.
 */
export function payAtLeast(pay: number): string | undefined {
  const floor = (step: number) => Math.floor(pay / step) * step;
  if (pay < CTC_STEP) return undefined;
  if (pay >= CTC_TOP) return lexeme(`ctc>=${CTC_TOP}`);
  const [tens, thousands, hundreds] = [floor(CTC_STEP), floor(1000), floor(100)];
  const parts: string[] = [];
  if (hundreds > thousands) parts.push(`ctc100>=${hundreds}`);
  const fromThousand = hundreds > thousands ? thousands + 1000 : thousands;
  if (fromThousand > tens && fromThousand < tens + CTC_STEP) parts.push(`ctc1k>=${fromThousand}`);
  parts.push(`ctc>=${fromThousand > tens ? tens + CTC_STEP : tens}`);
  return parts.length === 1 ? lexeme(parts[0]!) : anyOf(parts);
}

/** Jobs paying at least `pay` (within 100 below it): the key's pay lexemes, as a tsquery; none under the lowest step. */
export function payFloorQuery(pay: number): SQL | undefined {
  const text = payAtLeast(pay);
  return text === undefined ? undefined : sql`${text}::tsquery`;
}

/** The key's lexemes of each work environment, employment type, location and skill filter given: a job matches one of each. */
export function filterLexemes(options: JobSearchOptions): string[][] {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  return [
    options.work_environment?.map((value) => `env:${value}`),
    options.type_of_employment?.map((value) => `type:${value}`),
    options.location && lower(options.location).map((value) => `loc:${value}`),
    options.skill && lower(options.skill).map((value) => `skill:${value}`),
  ].filter((group): group is string[] => !!group?.length);
}

/**
 * The filters of a search as a tsquery over the key's filter lexemes: a superset of the jobs the
 * filters keep (pay and experience round to the key's steps), which the exact condition then
 * narrows. Undefined when no filter has a lexeme.
 */
export function filterKeyQuery(options: JobSearchOptions): SQL | undefined {
  const parts = filterLexemes(options).map(anyOf);
  if (options.fresher !== undefined)
    parts.push(options.fresher ? lexeme('fresher') : `!${lexeme('fresher')}`);
  if (options.visa !== undefined) parts.push(options.visa ? lexeme('visa') : `!${lexeme('visa')}`);
  const pay = options.minCTC === undefined ? undefined : payAtLeast(Math.ceil(options.minCTC));
  if (pay) parts.push(pay);
  if (options.maxExperienceYears !== undefined) {
    const ceiling = EXPERIENCE_CEILINGS.find((years) => years >= options.maxExperienceYears!);
    if (ceiling !== undefined) parts.push(lexeme(`exp<=${ceiling}`));
  }
  return parts.length ? sql`${parts.join(' & ')}::tsquery` : undefined;
}
