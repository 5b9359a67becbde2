import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications, jobs } from '../../db/schema';
import { isOpenJob } from '../jobs/open-job';
import { orderBy } from '../search/order';
import { lexeme } from '../search/search-key';
import type { MatchProfile } from './candidate-profile';
import type { Scored } from './reasons';

/** Skills and title words that bring their newest matches into the pool (the profile's first ones). */
export const MAX_POOL_SKILLS = 10;
export const MAX_POOL_WORDS = 4;
/** How many of each term's newest matches the pool takes (more when there are few terms). */
const POOL_SIZE = 300;
const MIN_PER_TERM = 30;
/**
 * How many of the newest jobs the probe reads (the covering index jobs_newest_search_idx, index
 * only, a few ms at 1M jobs) to tell each term's share of jobs.
 */
const PROBE = 2000;
/**
 * Terms with at least this many matches among the probe's jobs (about 0.35%) walk the newest-first
 * index until they have their share; rarer ones are found through the GIN indexes (a few thousand
 * matches at most at 1M jobs). At that share both ways cost about the same, ~15 ms.
 */
const WALK_FROM_HITS = 7;
/** The longest walk a term may take: several times what its probe share predicts, never more than this. */
const MAX_WALK = 20_000;

/** A pooled job with its score's parts, and its place in the newest-first order. */
export type Pooled = Scored & { position: string };

/** The profile's terms: each core skill, each title lexeme (in the job's title: weight A). */
function termsOf(profile: MatchProfile): SQL[] {
  const lexemes = [...new Set(profile.titleWords.flatMap((word) => word.lexemes))];
  return [
    ...profile.skillKeys
      .slice(0, MAX_POOL_SKILLS)
      .map((skill) => sql`jobs.skill_keys @> array[${skill}]::text[]`),
    ...lexemes
      .slice(0, MAX_POOL_WORDS)
      .map((word) => sql`jobs.search_vector @@ ${`${lexeme(word)}:A`}::tsquery`),
  ];
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * What a pooled job scores on, over the columns of the covering index (no table read): shared
 * skills, the title lexemes in its title, its place (the candidate's location, or remote) and
 * whether the candidate's experience is enough.
 */
function scoreColumns(profile: MatchProfile): SQL {
  const lexemes = [...new Set(profile.titleWords.flatMap((word) => word.lexemes))];
  const skills = profile.skillKeys.length
    ? sql`cardinality(array(select unnest(jobs.skill_keys) intersect select unnest(${textArray(profile.skillKeys)})))`
    : sql`0`;
  const titleWords = lexemes.length
    ? sql`array_remove(array[${sql.join(
        lexemes.map(
          (word) =>
            sql`case when jobs.search_vector @@ ${`${lexeme(word)}:A`}::tsquery then ${word}::text end`,
        ),
        sql`, `,
      )}], null)`
    : sql`array[]::text[]`;
  const inLocation = profile.locationKeys.length
    ? sql`jobs.location_keys && ${textArray(profile.locationKeys)}`
    : sql`false`;
  const fits =
    profile.experienceMonths === null
      ? sql`false`
      : sql`(jobs.experience_months is null or jobs.experience_months <= ${profile.experienceMonths})`;
  return sql`jobs.job_id, to_char(jobs.created_at at time zone 'utc', 'YYYYMMDDHH24MISSUS') || jobs.job_id as position,
    ${skills} as skills, ${titleWords} as title_words, ${inLocation} as in_location,
    'env:Remote' = any(jobs.filter_tags) as remote, ${fits} as fits`;
}

/** Open, and not applied to by the candidate (over a table or subquery named jobs). */
function eligible(candidateId: string): SQL {
  return sql`${isOpenJob} and not exists (select 1 from ${applications} where ${applications.jobId} = jobs.job_id and ${applications.candidateId} = ${candidateId})`;
}

/**
 * The jobs worth scoring for a profile: for each core skill and title word, its newest open
 * matches the candidate has not applied to. Common skills match hundreds of thousands of jobs, so
 * nothing is ranked over all matches. A probe of the newest jobs tells each term's share; a common
 * term walks the newest-first covering index until it has its share (a bounded walk, so a term
 * rarer than it looked stops), a rare one is looked up through the GIN indexes. Empty when the
 * profile has no term to match by.
 */
export async function gatherPool(
  db: Executor,
  profile: MatchProfile,
  candidateId: string,
): Promise<Pooled[]> {
  const terms = termsOf(profile);
  if (terms.length === 0) return [];
  const perTerm = Math.max(MIN_PER_TERM, Math.ceil(POOL_SIZE / terms.length));
  const newest = (
    limit: number,
  ) => sql`select ${jobs.jobId}, ${jobs.createdAt}, ${jobs.status}, ${jobs.validThrough},
    ${jobs.skillKeys}, ${jobs.searchVector}, ${jobs.locationKeys}, ${jobs.filterTags}, ${jobs.experienceMonths}
    from ${jobs} order by ${orderBy.newest} limit ${limit}`;
  // The search vector read once per job (concatenated, so detoasted once), not once per title term.
  const { rows } = await db.execute<{ hits: number[] }>(
    sql`select array[${sql.join(
      terms.map((term) => sql`count(*) filter (where ${term})::int`),
      sql`, `,
    )}] as hits from (select ${jobs.skillKeys}, ${jobs.searchVector} || ''::tsvector as search_vector
      from ${jobs} order by ${orderBy.newest} limit ${PROBE}) as jobs`,
  );
  const hits = rows[0]?.hits ?? [];
  const score = scoreColumns(profile);
  const branches = terms.map((term, index) => {
    const found = Number(hits[index] ?? 0);
    if (found >= WALK_FROM_HITS) {
      const budget = Math.min(MAX_WALK, Math.ceil((4 * perTerm * PROBE) / found));
      return sql`(select ${score} from (${newest(budget)}) as jobs where ${term} and ${eligible(candidateId)}
          order by ${orderBy.newest} limit ${perTerm})`;
    }
    // Ordered by an expression no index holds, so the planner cannot walk the newest-first index
    // for a term it wrongly thinks common (a skill no job asks for would read all of it): the GIN
    // index finds the term's few matches, and only they are sorted.
    return sql`(select ${score} from ${jobs} where ${term} and ${eligible(candidateId)}
          order by jobs.created_at + interval '0 seconds' desc, jobs.job_id limit ${perTerm})`;
  });
  const pooled = await db.execute<Pooled>(sql.join(branches, sql` union all `));
  return pooled.rows;
}
