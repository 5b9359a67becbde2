/** A WAL position (`pg_lsn` as text, e.g. `16/B374D848`) as a number that compares and subtracts. */
export function walPosition(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  if (high === undefined || low === undefined) throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

const PAGE = 8192n;
const SEGMENT = 16n * 1024n * 1024n;
const SHORT_PAGE_HEADER = 24n;
const LONG_PAGE_HEADER = 40n;

/**
 * Where a replica has to replay to for everything inserted before `pg_current_wal_insert_lsn()`
 * returned `insert`. At a page boundary that function points past the next page's header (where the
 * next record would go), while `pg_last_wal_replay_lsn()` stops at the end of the last record: an
 * idle primary would otherwise look ahead of a caught-up replica for ever. Default page (8 kB) and
 * segment (16 MB) sizes; with others the replica only looks behind until the next write.
 */
export function replayTarget(insert: bigint): bigint {
  if (insert % SEGMENT === LONG_PAGE_HEADER) return insert - LONG_PAGE_HEADER;
  if (insert % PAGE === SHORT_PAGE_HEADER) return insert - SHORT_PAGE_HEADER;
  return insert;
}
