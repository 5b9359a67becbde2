-- Search quality: the vocabulary typo tolerance corrects against, and the word starts
-- suggestions match inside titles and skills.
--
-- `search_words`: every distinct word of job titles, skills and company names (lower-cased, as the
-- 'simple' parser splits them), its English stem (`lexeme`, what the search vector holds) and how
-- many jobs carry it, kept like `search_terms` (0010) by statement-level triggers that add each
-- statement's net change per word in (word) order; an update that keeps those fields writes nothing.
-- A word of `q` whose stem is no known stem is replaced by the nearest known word (the GiST trigram
-- index answers "nearest by trigram distance" in one index read, which a GIN index cannot order by;
-- services/search/correction.ts decides by edit distance). Rows that drop to 0 stay unused.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_words" (
  "word" text PRIMARY KEY NOT NULL,
  "lexeme" text NOT NULL,
  "jobs" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_lexeme_idx" ON "search_words" ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words of one job, each once (a tsvector holds each word once); bare numbers are left out.
CREATE OR REPLACE FUNCTION job_search_words(designation text, skills text[], company text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select w from unnest(tsvector_to_array(to_tsvector('simple',
    concat_ws(' ', designation, company, array_to_string(coalesce(skills, '{}'::text[]), ' '))))) as w
  where w ~ '[[:alpha:]]'
$$;--> statement-breakpoint
-- A word's English stem, as the search vector holds it; null for a stop word (never searched, not kept).
-- The triggers stem each distinct word once per statement, not once per job.
CREATE OR REPLACE FUNCTION search_word_stem(word text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select min(e.lexeme) from unnest(to_tsvector('english', word)) as e
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS t (word, lexeme, jobs)
  SELECT c.word, c.lexeme, c.n
  FROM (SELECT s.word, search_word_stem(s.word) AS lexeme, count(*)::int AS n
        FROM new_jobs AS j, job_search_words(j.designation, j.skills_required, j.company_name) AS s(word)
        GROUP BY s.word) AS c
  WHERE c.lexeme IS NOT NULL ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS t (word, lexeme, jobs)
  SELECT c.word, c.lexeme, -c.n
  FROM (SELECT s.word, search_word_stem(s.word) AS lexeme, count(*)::int AS n
        FROM old_jobs AS j, job_search_words(j.designation, j.skills_required, j.company_name) AS s(word)
        GROUP BY s.word) AS c
  WHERE c.lexeme IS NOT NULL ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS t (word, lexeme, jobs)
  SELECT c.word, c.lexeme, c.n
  FROM (SELECT d.word, search_word_stem(d.word) AS lexeme, sum(d.n)::int AS n
        FROM (SELECT s.word, 1 AS n FROM new_jobs AS j, job_search_words(j.designation, j.skills_required, j.company_name) AS s(word)
              UNION ALL
              SELECT s.word, -1 FROM old_jobs AS j, job_search_words(j.designation, j.skills_required, j.company_name) AS s(word)) AS d
        GROUP BY d.word HAVING sum(d.n) <> 0) AS c
  WHERE c.lexeme IS NOT NULL ORDER BY c.word
  ON CONFLICT (word) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_words_insert" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_words_delete" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_delete();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_words_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_update();--> statement-breakpoint
INSERT INTO search_words AS t (word, lexeme, jobs)
SELECT c.word, c.lexeme, c.n
FROM (SELECT s.word, search_word_stem(s.word) AS lexeme, count(*)::int AS n
      FROM jobs AS j, job_search_words(j.designation, j.skills_required, j.company_name) AS s(word)
      GROUP BY s.word) AS c
WHERE c.lexeme IS NOT NULL
ON CONFLICT (word) DO UPDATE SET jobs = excluded.jobs;--> statement-breakpoint
-- `search_term_tails`: each later word start of a suggestion term ("senior software engineer" →
-- "software engineer", "engineer"), so `GET /api/job/suggest?q=eng` finds "Senior Software Engineer"
-- with a second range read of a small B-tree. Terms are never deleted (their count drops to 0), so
-- tails are written once, when a term first appears; the foreign key cleans up should one go.
CREATE TABLE IF NOT EXISTS "search_term_tails" (
  "tail" text NOT NULL,
  "kind" text NOT NULL,
  "key" text NOT NULL,
  CONSTRAINT "search_term_tails_pkey" PRIMARY KEY ("kind", "key", "tail"),
  CONSTRAINT "search_term_tails_term_fk" FOREIGN KEY ("kind", "key") REFERENCES "search_terms" ("kind", "key") ON DELETE CASCADE
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_term_tails_prefix_idx" ON "search_term_tails" ("tail" text_pattern_ops);--> statement-breakpoint
-- The text from each letter or digit that follows a character that is neither ("100% remote tester" →
-- "remote tester", "tester").
CREATE OR REPLACE FUNCTION search_term_tails_of(key text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select substr(key, i) from generate_series(2, length(key)) as i
  where substr(key, i - 1, 1) !~ '[[:alnum:]]' and substr(key, i, 1) ~ '[[:alnum:]]'
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_tails_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_term_tails (tail, kind, key)
  SELECT DISTINCT tail, t.kind, t.key FROM new_terms AS t, search_term_tails_of(t.key) AS tail
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "search_terms_tails_insert" ON "search_terms";--> statement-breakpoint
CREATE TRIGGER "search_terms_tails_insert" AFTER INSERT ON "search_terms" REFERENCING NEW TABLE AS new_terms
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_tails_after_insert();--> statement-breakpoint
INSERT INTO search_term_tails (tail, kind, key)
SELECT DISTINCT tail, t.kind, t.key FROM search_terms AS t, search_term_tails_of(t.key) AS tail
ON CONFLICT DO NOTHING;
