import { sql, type SQL } from 'drizzle-orm';
import type { CandidateSearchHit, SnippetSource } from '@jobhunter/shared';
import type { Database } from '../../db/client';
import { START_MARK, STOP_MARK, toSnippet } from './snippet';

/** About how long a snippet is: ts_headline's MaxWords (and MinWords). */
const SNIPPET_WORDS = 30;
const HEADLINE_OPTIONS = `StartSel=${START_MARK}, StopSel=${STOP_MARK}, MaxWords=${SNIPPET_WORDS}, MinWords=${SNIPPET_WORDS / 2}, ShortWord=2`;

type HitRow = Omit<CandidateSearchHit, 'snippet' | 'experienceYears'> & {
  experienceMonths: number | null;
  source: SnippetSource | null;
  headline: string | null;
};

/**
 * Any word of a tsquery: its lexemes (prefixes kept) joined by OR, so a part of the profile that
 * holds one of the searched words can be excerpted though the whole query matches only the whole
 * document ("react berlin": skills hold one, experience the other).
 */
const anyWordOf = (query: SQL) =>
  sql`(select coalesce(string_agg(m[1], ' | '), '') from regexp_matches((${query})::text, '''(?:[^'']|'''')*''(?::\\*)?', 'g') as m)::tsquery`;

/**
 * The hits of a page, in the order of `ids`: who they are and, with a text query, a snippet: an
 * excerpt of the first part of the profile (title, skills, experience, certificates, education,
 * then the CV text) that holds a searched word. The parts are the ones the search row indexes
 * (the candidate_*_text functions of migration 0019). Only the page's rows are read.
 */
export async function pageCandidates(
  db: Database,
  ids: string[],
  text: SQL | undefined,
): Promise<CandidateSearchHit[]> {
  if (ids.length === 0) return [];
  const words = text ? anyWordOf(text) : sql`null::tsquery`;
  const marks = `${START_MARK}${STOP_MARK}`;
  const { rows } = await db.execute<HitRow>(sql`
    select a.username, a.first_name as "firstName", a.last_name as "lastName", a.photo, a.title,
      coalesce(a.current_job ->> 'current_location', '') as location,
      case jsonb_typeof(a.core_skills) when 'array' then a.core_skills else '[]'::jsonb end as skills,
      cs.experience_months as "experienceMonths", s.source,
      case s.source
        when 'title' then ts_headline('english', t.title, w.q, ${HEADLINE_OPTIONS})
        when 'skills' then ts_headline('english', t.skills, w.q, ${HEADLINE_OPTIONS})
        when 'experience' then ts_headline('english', t.experience, w.q, ${HEADLINE_OPTIONS})
        when 'certificates' then ts_headline('english', t.certificates, w.q, ${HEADLINE_OPTIONS})
        when 'education' then ts_headline('english', t.education, w.q, ${HEADLINE_OPTIONS})
        when 'cv' then ts_headline('english', t.cv, w.q, ${HEADLINE_OPTIONS})
      end as headline
    from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality as p(id, n)
    join accounts as a on a.id = p.id::uuid
    join candidate_search as cs on cs.candidate_id = a.id
    left join resumes as r on r.candidate_id = a.id
    cross join (select ${words} as q) as w
    cross join lateral (select
      translate(candidate_title_text(a.title, a.current_job), ${marks}, '') as title,
      translate(candidate_skills_text(a.core_skills), ${marks}, '') as skills,
      translate(candidate_experience_text(a.work_experience, a.internship_experience), ${marks}, '') as experience,
      translate(candidate_certificates_text(a.certificate_courses), ${marks}, '') as certificates,
      translate(candidate_education_text(a.college_education), ${marks}, '') as education,
      translate(candidate_cv_text(r.text_status, r.text), ${marks}, '') as cv) as t
    cross join lateral (select case
      when w.q is null then null
      when to_tsvector('english', t.title) @@ w.q then 'title'
      when to_tsvector('english', t.skills) @@ w.q then 'skills'
      when to_tsvector('english', t.experience) @@ w.q then 'experience'
      when to_tsvector('english', t.certificates) @@ w.q then 'certificates'
      when to_tsvector('english', t.education) @@ w.q then 'education'
      when to_tsvector('english', t.cv) @@ w.q then 'cv'
    end as source) as s
    order by p.n`);
  return rows.map(({ experienceMonths, source, headline, ...hit }) => ({
    ...hit,
    experienceYears:
      experienceMonths === null ? null : Math.round((experienceMonths / 12) * 10) / 10,
    snippet: source && headline !== null ? toSnippet(source, headline) : null,
  }));
}
