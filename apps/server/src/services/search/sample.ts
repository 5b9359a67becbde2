import { sql, type SQL } from 'drizzle-orm';
import { jobs } from '../../db/schema';
import { after, sampleKeys, type Found, type Order, type Position } from './order';

/** What a search asks of its sample (the newest matches up to the cap) besides their number. */
export interface SampleAsk {
  /**
   * A page of the sample itself, after `from` when given: the page when ranking (relevance ranks the
   * sample), and whenever the sample turns out to hold every match; newest order also when it holds
   * the page (the sample is the newest matches).
   */
  page?: { order: 'relevance' | Order; from?: Position; offset: number; limit: number };
  /**
   * Salary order: the pay of the `end`-th best-paid sample match after `from` (the page's pay
   * floor), and of the `hopeful`-th (a higher floor, see hopefulRank in deep-page.ts).
   */
  floor?: { end: number; hopeful: number; from: Position | undefined };
  /** How many of the sample carry each work-environment and employment-type tag (`env:…`, `type:…`). */
  facets?: boolean;
}
export interface Sample {
  /** Matches in the sample (at most the cap + 1). */
  count: number;
  /** A walk's sample that stopped early: how many jobs it read (see walkedTo). */
  walked: number | undefined;
  floor: number | undefined;
  hopefulFloor: number | undefined;
  page: Found[];
  /** Tag → matches in the sample, when asked. */
  tags: Record<string, number>;
}

/**
 * A walk from the newest job that stopped at `stopsAt` matches: how many jobs it read, counted on the
 * narrow created_at index (jobs as new as its last match), for the match rate. Only then: a walk
 * that read its whole budget read WALK_BUDGET.
 */
const walkedTo = (stopsAt: number | undefined) =>
  stopsAt === undefined
    ? sql`null::int`
    : sql`case when count(*) >= ${stopsAt} then (select count(*)::int from ${jobs} where ${jobs.createdAt} >= (select min(ts) from m)) end`;

/**
 * The sample statement: counts the newest matches (`source`, a walk or the GIN path, limited to the
 * cap + 1) and takes the page or the pay floor from them in the same statement: only the page's
 * rows come back, not the 1,001 candidates (shipping those cost more than finding them, most of all
 * on PGlite).
 */
export function sampleStatement(source: SQL, ask: SampleAsk, stopsAt?: number): SQL {
  const pageOrders = {
    relevance: sql`rank desc, ts desc nulls last, id`,
    newest: sql`ts desc nulls last, id`,
    salary: sql`s desc, ts desc nulls last, id`,
  };
  const floorAt = (rank: number) =>
    ask.floor
      ? sql`(select s from m where ${after('salary', ask.floor.from, sampleKeys) ?? sql`true`} order by s desc, ts desc nulls last, id offset ${rank - 1} limit 1)`
      : sql`null::int`;
  const page = ask.page
    ? sql`left join lateral (select id, t, s, rank from m ${ask.page.order !== 'relevance' && ask.page.from ? sql`where ${after(ask.page.order, ask.page.from, sampleKeys)}` : sql``}
        order by ${pageOrders[ask.page.order]} offset ${ask.page.offset} limit ${ask.page.limit}) as p on true`
    : sql`left join lateral (select null::text as id, null::text as t, null::int as s, null::float8 as rank where false) as p on true`;
  const facets = ask.facets
    ? sql`(select coalesce(json_object_agg(f.tag, f.n), '{}')::text from (select tag, count(*)::int as n from m, unnest(m.tags) as tag
        where tag like 'env:%' or tag like 'type:%' group by tag) as f)`
    : sql`null::text`;
  return sql`with m as materialized (${source})
    select c.n, c.walked, c.floor, c.hopeful, c.facets, p.id, p.t, p.s, p.rank
    from (select count(*)::int as n, ${walkedTo(stopsAt)} as walked, ${floorAt(ask.floor?.end ?? 1)} as floor,
      ${ask.floor && ask.floor.hopeful < ask.floor.end ? floorAt(ask.floor.hopeful) : sql`null::int`} as hopeful, ${facets} as facets from m) as c ${page}`;
}

/** A row of the sample statement: the counts (the same on every row) and one page row, if any. */
export type SampleRow = {
  n: number;
  walked: number | null;
  floor: number | null;
  hopeful: number | null;
  facets: string | null;
  id: string | null;
  t: string;
  s: number;
  rank: number;
};

/** The sample of a search nothing matches. */
export const emptySample: Sample = {
  count: 0,
  walked: undefined,
  floor: undefined,
  hopefulFloor: undefined,
  page: [],
  tags: {},
};

export function sampleOf(rows: SampleRow[]): Sample {
  const first = rows[0];
  const optional = (value: number | null | undefined) =>
    value === null || value === undefined ? undefined : Number(value);
  return {
    count: Number(first?.n ?? 0),
    walked: optional(first?.walked),
    floor: optional(first?.floor),
    hopefulFloor: optional(first?.hopeful),
    page: rows.flatMap((row) =>
      row.id === null ? [] : [{ id: row.id, t: row.t, s: Number(row.s), rank: Number(row.rank) }],
    ),
    tags: first?.facets ? (JSON.parse(first.facets) as Record<string, number>) : {},
  };
}
