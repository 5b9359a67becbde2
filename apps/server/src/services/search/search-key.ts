import { sql, type SQL } from 'drizzle-orm';
import { EMPLOYMENT_TYPES, WORK_ENVIRONMENTS, type JobSearchOptions } from '@jobhunter/shared';
import { jobs } from '../../db/schema';

/** The key jobs_search_key_idx is built on (migration 0009): the search vector plus a lexeme per filter value. */
export const searchKey = sql`(${jobs.searchVector} || job_filter_key(${jobs.filterTags}, ${jobs.locationKeys}, ${jobs.skillKeys}, ${jobs.topCtcUsd}, ${jobs.experienceMonths}))`;

/**
 * How every filter lexeme of the key starts. A text prefix that is also the start of one of these
 * (`ski` → `skill:python`, `vis` → `visa`) would reach every job through the key index, so
 * searchQuery matches such a last word whole instead.
 */
export const FILTER_LEXEME_STARTS = [
  '=',
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

/** Most combined lexemes a search asks for: beyond, the filters' own lexemes serve as well. */
const MAX_COMBINATIONS = 64;
const flagValues = (value: boolean | undefined) =>
  value === undefined ? ['1', '0'] : [value ? '1' : '0'];
const lower = (values: string[]) => values.map((value) => value.toLowerCase());

/**
 * The key's combined filter lexemes a search allows (migration 0024): each job holds one for its
 * work environment, employment type, fresher and visa flags, `=Hybrid/Contract-based/1/0`, and one
 * more per location with it appended, `=Hybrid/Contract-based/1/0/dublin`. A search that gives two
 * of those filters, or a location and one of them, asks for the union of the combinations they
 * leave (every value of a filter not given), whose posting lists hold only the jobs that pass them
 * all, instead of intersecting each filter's list: a common word with three broad filters decoded
 * 1.1M entries for 1,555 matches at 1M jobs. `rest`: the search without the filters the lexemes stand for.
 */
export function combinedFilter(
  options: JobSearchOptions,
): { lexemes: string[]; rest: JobSearchOptions } | undefined {
  const given = [
    options.work_environment?.length,
    options.type_of_employment?.length,
    options.fresher !== undefined,
    options.visa !== undefined,
  ].filter(Boolean).length;
  const flags = [
    options.work_environment?.length ? options.work_environment : WORK_ENVIRONMENTS,
    options.type_of_employment?.length ? options.type_of_employment : EMPLOYMENT_TYPES,
    flagValues(options.fresher),
    flagValues(options.visa),
  ];
  const rest = {
    ...options,
    work_environment: undefined,
    type_of_employment: undefined,
    fresher: undefined,
    visa: undefined,
  };
  const combinations = (dimensions: (readonly string[])[]) =>
    dimensions
      .reduce<string[][]>(
        (sets, values) => sets.flatMap((set) => values.map((value) => [...set, value])),
        [[]],
      )
      .map((set) => `=${set.join('/')}`);
  const count = (dimensions: (readonly string[])[]) =>
    dimensions.reduce((product, values) => product * values.length, 1);
  const locations = options.location?.length ? lower(options.location) : undefined;
  if (locations && given >= 1 && count([...flags, locations]) <= MAX_COMBINATIONS)
    return {
      lexemes: combinations([...flags, locations]),
      rest: { ...rest, location: undefined },
    };
  if (given >= 2 && count(flags) <= MAX_COMBINATIONS) return { lexemes: combinations(flags), rest };
  return undefined;
}

/** The key's lexemes of each work environment, employment type, location and skill filter given: a job matches one of each. */
export function filterLexemes(options: JobSearchOptions): string[][] {
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
export function filterKeyQuery(asked: JobSearchOptions): SQL | undefined {
  const combined = combinedFilter(asked);
  const options = combined?.rest ?? asked;
  const parts = filterLexemes(options).map(anyOf);
  if (combined) parts.push(anyOf(combined.lexemes));
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
