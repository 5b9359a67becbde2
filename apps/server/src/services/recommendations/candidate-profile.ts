import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts } from '../../db/schema';

/** What recommendations match a candidate by, read from their profile. */
export interface MatchProfile {
  /** Core skills, lower-cased as jobs.skill_keys are, in the profile's order, without repeats. */
  skillKeys: string[];
  /** The title and the current role as written (the reasons name whichever matched). */
  titles: string[];
  /** Each title word with its English lexemes (a stop word has none). */
  titleWords: { word: string; lexemes: string[] }[];
  /** The current location and its comma-separated parts, lower-cased as jobs.location_keys are. */
  locationKeys: string[];
  /** Stated years of experience, and in months; null when not a number. */
  experienceYears: number | null;
  experienceMonths: number | null;
}

const words = (text: string) => text.split(/[^\p{L}\p{N}+#.]+/u).filter((word) => word.length > 0);

/** A stated number of years ("4", "2.5") or null: the field is free text. */
export function yearsOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const years = Number(trimmed);
  return Number.isFinite(years) && years <= 80 ? years : null;
}

/** The candidate's profile as matching needs it; undefined when there is no such candidate. */
export async function matchProfile(
  db: Executor,
  candidateId: string,
): Promise<MatchProfile | undefined> {
  const [row] = await db
    .select({
      title: accounts.title,
      coreSkills: accounts.coreSkills,
      currentJob: accounts.currentJob,
    })
    .from(accounts)
    .where(eq(accounts.id, candidateId));
  if (!row) return undefined;
  const role = row.currentJob.current_role ?? '';
  const titles = [row.title.trim(), role.trim()].filter(
    (title, index, all) =>
      title.length > 0 && all.findIndex((t) => t.toLowerCase() === title.toLowerCase()) === index,
  );
  const titleWords = await lexemesOf(db, [
    ...new Set(titles.flatMap((title) => words(title.toLowerCase()))),
  ]);
  const location = (row.currentJob.current_location ?? '').trim().toLowerCase();
  const locationKeys = location
    ? [
        ...new Set([
          location,
          ...location
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ]),
      ]
    : [];
  const experienceYears = yearsOf(row.currentJob.years_of_experience);
  return {
    skillKeys: [
      ...new Set(row.coreSkills.map((skill) => skill.trim().toLowerCase()).filter(Boolean)),
    ],
    titles,
    titleWords,
    locationKeys,
    experienceYears,
    experienceMonths: experienceYears === null ? null : Math.round(experienceYears * 12),
  };
}

/** Each word's lexemes as the jobs' search vectors hold them (English stemming, stop words dropped). */
async function lexemesOf(db: Executor, list: string[]) {
  if (list.length === 0) return [];
  const { rows } = await db.execute<{ word: string; lexemes: string[] }>(
    sql`select w as word, tsvector_to_array(to_tsvector('english', w)) as lexemes
        from unnest(${sql`array[${sql.join(
          list.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]`}) with ordinality as t(w, n) order by n`,
  );
  return rows.map((row) => ({ word: row.word, lexemes: [...row.lexemes] }));
}
