-- Finding candidates: the search document of every candidate who may be found, and its vocabulary.
-- The triggers that count candidate_words and the backfill follow the generated part.
CREATE TABLE "candidate_search" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"skill_keys" text[] NOT NULL,
	"location_vector" "tsvector" NOT NULL,
	"experience_months" integer,
	"vocabulary_words" text[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_words" (
	"word" text PRIMARY KEY NOT NULL,
	"lexeme" text NOT NULL,
	"candidates" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_search" ADD CONSTRAINT "candidate_search_candidate_id_accounts_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_search_created_idx" ON "candidate_search" USING btree ("created_at" DESC NULLS LAST,"candidate_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "candidate_search_vector_idx" ON "candidate_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidate_search_skills_idx" ON "candidate_search" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "candidate_search_location_idx" ON "candidate_search" USING gin ("location_vector");--> statement-breakpoint
CREATE INDEX "candidate_words_lexeme_idx" ON "candidate_words" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidate_words_trgm_idx" ON "candidate_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The parts of a candidate's search document, as text. The refresh below indexes them and the
-- candidate search's snippets excerpt the same text, so what is highlighted is what matched.
-- Entries keep their order, the named fields of each in the order given, blank ones left out.
CREATE OR REPLACE FUNCTION candidate_entries_text(entries jsonb, keys text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(string_agg(btrim(e.value ->> k.key), ' · ' order by e.n, k.n), '')
  from jsonb_array_elements(case jsonb_typeof(entries) when 'array' then entries else '[]'::jsonb end) with ordinality as e(value, n)
  cross join unnest(keys) with ordinality as k(key, n)
  where jsonb_typeof(e.value) = 'object' and btrim(coalesce(e.value ->> k.key, '')) <> ''
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_skills_text(skills jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select coalesce(string_agg(s.skill, ', ' order by s.n), '')
  from jsonb_array_elements_text(case jsonb_typeof(skills) when 'array' then skills else '[]'::jsonb end) with ordinality as s(skill, n)
  where btrim(s.skill) <> ''
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_title_text(title text, current_job jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select concat_ws(' · ', nullif(btrim(title), ''), nullif(btrim(current_job ->> 'current_role'), ''))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_experience_text(work jsonb, internships jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select concat_ws(' · ',
    nullif(candidate_entries_text(work, array['designation', 'company', 'job_description']), ''),
    nullif(candidate_entries_text(internships, array['company', 'roles_and_responsibilities']), ''))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_certificates_text(certificates jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select candidate_entries_text(certificates, array['title_of_course', 'platform_name', 'learning_description'])
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_education_text(college jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select candidate_entries_text(college, array['programme_name', 'specialization', 'college_name', 'university_name'])
$$;--> statement-breakpoint
-- The CV text that is indexed: the extracted text of a CV whose extraction is done, at most its
-- first 200,000 characters (a tsvector holds at most 1 MB; a CV's words are in its first pages).
CREATE OR REPLACE FUNCTION candidate_cv_text(text_status text, cv text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when text_status = 'done' then left(coalesce(cv, ''), 200000) else '' end
$$;--> statement-breakpoint
-- Stated years of experience in months: a plain number ("4", "2.5"), else null.
CREATE OR REPLACE FUNCTION candidate_experience_months(years text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case when btrim(years) ~ '^[0-9]{1,3}(\.[0-9]+)?$' then round(btrim(years)::numeric * 12)::integer end
$$;--> statement-breakpoint
-- The one definition of a candidate's search row: for each of `ids`, the row is written when the
-- account is a discoverable, unsuspended candidate and deleted otherwise (an unknown id is a no-op).
-- Callers run it in the transaction that changed what the candidate is found by. A row whose
-- fields are unchanged is not rewritten, so the vocabulary triggers see no change.
CREATE OR REPLACE FUNCTION refresh_candidate_search(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  delete from candidate_search as s
  where s.candidate_id = any(ids) and not exists (
    select 1 from accounts as a
    where a.id = s.candidate_id and a.role = 'candidate' and a.discoverable and a.suspended_at is null);
  insert into candidate_search as t
    (candidate_id, search_vector, skill_keys, location_vector, experience_months, vocabulary_words, created_at, updated_at)
  select a.id,
    setweight(to_tsvector('english', p.title), 'A')
      || setweight(to_tsvector('english', p.skills), 'B')
      || setweight(to_tsvector('english', concat_ws(' ', p.experience, p.certificates, p.education)), 'C')
      || setweight(to_tsvector('english', p.cv), 'D'),
    array(select distinct lower(btrim(s)) from jsonb_array_elements_text(
      case jsonb_typeof(a.core_skills) when 'array' then a.core_skills else '[]'::jsonb end) as s
      where btrim(s) <> '' order by 1),
    to_tsvector('simple', coalesce(a.current_job ->> 'current_location', '')),
    candidate_experience_months(a.current_job ->> 'years_of_experience'),
    array(select w from unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', p.title, p.skills)))) as w
      where w ~ '[[:alpha:]]' order by w),
    a.created_at,
    now()
  from accounts as a
  left join resumes as r on r.candidate_id = a.id
  cross join lateral (select
    candidate_title_text(a.title, a.current_job) as title,
    candidate_skills_text(a.core_skills) as skills,
    candidate_experience_text(a.work_experience, a.internship_experience) as experience,
    candidate_certificates_text(a.certificate_courses) as certificates,
    candidate_education_text(a.college_education) as education,
    candidate_cv_text(r.text_status, r.text) as cv) as p
  where a.id = any(ids) and a.role = 'candidate' and a.discoverable and a.suspended_at is null
  order by a.id
  on conflict (candidate_id) do update set
    search_vector = excluded.search_vector, skill_keys = excluded.skill_keys,
    location_vector = excluded.location_vector, experience_months = excluded.experience_months,
    vocabulary_words = excluded.vocabulary_words, updated_at = excluded.updated_at
  where (t.search_vector, t.skill_keys, t.location_vector, t.experience_months, t.vocabulary_words)
    is distinct from (excluded.search_vector, excluded.skill_keys, excluded.location_vector,
      excluded.experience_months, excluded.vocabulary_words);
$$;--> statement-breakpoint
-- `candidate_words` is kept like `search_words` (0013): each statement on candidate_search adds
-- its net change per word, in (word) order; rows that drop to 0 stay unused.
CREATE OR REPLACE FUNCTION candidate_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_words AS t (word, lexeme, candidates)
  SELECT c.word, c.lexeme, c.n
  FROM (SELECT s.word, search_word_stem(s.word) AS lexeme, count(*)::int AS n
        FROM new_rows AS r, unnest(r.vocabulary_words) AS s(word)
        GROUP BY s.word) AS c
  WHERE c.lexeme IS NOT NULL ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET candidates = t.candidates + excluded.candidates;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_words_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_words AS t (word, lexeme, candidates)
  SELECT c.word, c.lexeme, -c.n
  FROM (SELECT s.word, search_word_stem(s.word) AS lexeme, count(*)::int AS n
        FROM old_rows AS r, unnest(r.vocabulary_words) AS s(word)
        GROUP BY s.word) AS c
  WHERE c.lexeme IS NOT NULL ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET candidates = t.candidates + excluded.candidates;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_words AS t (word, lexeme, candidates)
  SELECT c.word, c.lexeme, c.n
  FROM (SELECT d.word, search_word_stem(d.word) AS lexeme, sum(d.n)::int AS n
        FROM (SELECT s.word, 1 AS n FROM new_rows AS r, unnest(r.vocabulary_words) AS s(word)
              UNION ALL
              SELECT s.word, -1 FROM old_rows AS r, unnest(r.vocabulary_words) AS s(word)) AS d
        GROUP BY d.word HAVING sum(d.n) <> 0) AS c
  WHERE c.lexeme IS NOT NULL ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET candidates = t.candidates + excluded.candidates;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidate_search_words_insert" ON "candidate_search";--> statement-breakpoint
CREATE TRIGGER "candidate_search_words_insert" AFTER INSERT ON "candidate_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_words_after_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidate_search_words_delete" ON "candidate_search";--> statement-breakpoint
CREATE TRIGGER "candidate_search_words_delete" AFTER DELETE ON "candidate_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_words_after_delete();--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidate_search_words_update" ON "candidate_search";--> statement-breakpoint
CREATE TRIGGER "candidate_search_words_update" AFTER UPDATE ON "candidate_search" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_words_after_update();--> statement-breakpoint
-- Backfill: every candidate there is (the function keeps only those who may be found).
SELECT refresh_candidate_search(coalesce(array_agg(id), '{}')) FROM accounts WHERE role = 'candidate';
