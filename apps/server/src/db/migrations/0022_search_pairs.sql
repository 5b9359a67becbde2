-- Searches that match nothing, answered without intersecting posting lists. At a million jobs about
-- a third of the searches people type match nothing ("postgresql pandas", "intern" with full-time),
-- and GIN proves that only by intersecting the terms' posting lists: two lists of 100,000 jobs take
-- tens of milliseconds. `search_pairs` holds every two terms some job's search key has held together,
-- over a bounded set of terms: the stems of title, skill and company words (the words people search;
-- `search_pair_stems`) and the filter lexemes of work environment, employment type, location, skill,
-- fresher and visa. A search needing two terms that never met matches nothing
-- (services/search/never-together.ts). Pairs are only ever added: a job that closes, changes or goes
-- leaves its pairs, which then only fail to prove a search empty (the GIN path answers it as before).
--
-- A stem must have all its pairs from its first tracked moment, including with jobs that held it in
-- their description before any title or skill did. So a stem seen for the first time is tracked only
-- when at most 2,000 jobs hold it then, and those jobs' pairs with it are written at once; a more
-- common one (a description word that enters as part of a company name) stays untracked, unused for
-- proofs. Job writes take one transaction-level advisory lock for this, so a stem one transaction
-- starts tracking is seen by the next job write's pairs (without it, a concurrent insert of a job
-- holding the stem in its description could commit without its pairs).
CREATE TABLE "search_pair_stems" (
	"stem" text PRIMARY KEY NOT NULL,
	"tracked" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_pairs" (
	"a" text NOT NULL,
	"b" text NOT NULL,
	CONSTRAINT "search_pairs_a_b_pk" PRIMARY KEY("a","b")
);
--> statement-breakpoint
-- One term as a tsquery, quoted as search-key.ts quotes it (any text).
CREATE OR REPLACE FUNCTION search_term_query(term text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select ('''' || replace(replace(term, '\', '\\'), '''', '''''') || '''')::tsquery
$$;--> statement-breakpoint
-- The terms of a job's search key that pairs are kept for: its tracked stems and its work
-- environment, employment type, fresher, visa, location and skill lexemes (job_filter_key's, from
-- the same columns; pay and experience lexemes are left out).
CREATE OR REPLACE FUNCTION search_pair_terms(search_vector tsvector, filter_tags text[], location_keys text[], skill_keys text[])
RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select array(
    select s.stem from unnest(tsvector_to_array(search_vector)) as t join search_pair_stems s on s.stem = t and s.tracked
    union
    select t from unnest(filter_tags) as t where t ~ '^(env|type):' or t in ('fresher', 'visa')
    union
    select 'loc:' || k from unnest(location_keys) as k where k <> ''
    union
    select 'skill:' || k from unnest(skill_keys) as k where k <> '')
$$;--> statement-breakpoint
-- Stems of title, skill and company words not seen before: tracked when few jobs hold them, and then
-- every job holding one gets its pairs with it (the jobs of the writing statement included).
-- Its statements read jobs through the GIN indexes only (the settings hold for the function alone):
-- with a LIMIT, or on a table the planner thinks small, it may walk another index or the table and
-- test every job's text instead.
CREATE OR REPLACE FUNCTION search_pairs_track(stems text[]) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off SET enable_indexscan = off SET enable_indexonlyscan = off AS $$
DECLARE
  fresh text[];
BEGIN
  WITH added AS (
    INSERT INTO search_pair_stems (stem, tracked)
    SELECT s, (SELECT count(*) FROM (SELECT 1 FROM jobs WHERE search_vector @@ search_term_query(s) LIMIT 2001) AS c) <= 2000
    FROM (SELECT DISTINCT s FROM unnest(stems) AS s WHERE s IS NOT NULL ORDER BY s) AS d
    WHERE NOT EXISTS (SELECT 1 FROM search_pair_stems AS p WHERE p.stem = d.s)
    ON CONFLICT (stem) DO NOTHING
    RETURNING stem, tracked)
  SELECT array_agg(stem) INTO fresh FROM added WHERE tracked;
  IF fresh IS NULL THEN RETURN; END IF;
  WITH sets AS MATERIALIZED (
    SELECT DISTINCT search_pair_terms(j.search_vector, j.filter_tags, j.location_keys, j.skill_keys) AS ts
    FROM jobs AS j
    WHERE j.search_vector @@ (SELECT string_agg(search_term_query(s)::text, ' | ')::tsquery FROM unnest(fresh) AS s))
  INSERT INTO search_pairs (a, b)
  SELECT DISTINCT x, y FROM sets, unnest(sets.ts) AS x, unnest(sets.ts) AS y
  WHERE x < y AND (x = ANY (fresh) OR y = ANY (fresh))
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
END $$;--> statement-breakpoint
-- Taken before a job-writing statement locks any row, and held to commit: one job writer at a time
-- (see above), and never a writer holding a job row while it waits for the lock.
CREATE OR REPLACE FUNCTION search_pairs_lock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4163727301);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_pairs_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_pairs_track(ARRAY(
    SELECT DISTINCT search_word_stem(s.word)
    FROM (SELECT DISTINCT s.word FROM new_jobs AS j, job_search_words(j.designation, j.skills_required, j.company_name) AS s(word)) AS s));
  WITH sets AS MATERIALIZED (
    SELECT DISTINCT search_pair_terms(j.search_vector, j.filter_tags, j.location_keys, j.skill_keys) AS ts FROM new_jobs AS j)
  INSERT INTO search_pairs (a, b)
  SELECT DISTINCT x, y FROM sets, unnest(sets.ts) AS x, unnest(sets.ts) AS y
  WHERE x < y
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An edit that changes a job's key adds the pairs of its new key (row-level: a trigger with a column
-- list cannot have transition tables; edits come one job at a time).
CREATE OR REPLACE FUNCTION search_pairs_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_pairs_track(ARRAY(
    SELECT DISTINCT search_word_stem(s.word)
    FROM job_search_words(NEW.designation, NEW.skills_required, NEW.company_name) AS s(word)));
  WITH sets AS MATERIALIZED (
    SELECT search_pair_terms(NEW.search_vector, NEW.filter_tags, NEW.location_keys, NEW.skill_keys) AS ts)
  INSERT INTO search_pairs (a, b)
  SELECT DISTINCT x, y FROM sets, unnest(sets.ts) AS x, unnest(sets.ts) AS y
  WHERE x < y
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_word_pairs_lock_insert" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pairs_lock_insert" BEFORE INSERT ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION search_pairs_lock();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_word_pairs_lock_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pairs_lock_update" BEFORE UPDATE OF search_vector, filter_tags, location_keys, skill_keys, designation, skills_required, company_name ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION search_pairs_lock();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_word_pairs_insert" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pairs_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_pairs_after_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_word_pairs_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pairs_update" AFTER UPDATE OF search_vector, filter_tags, location_keys, skill_keys, designation, skills_required, company_name ON "jobs"
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.filter_tags IS DISTINCT FROM NEW.filter_tags
    OR OLD.location_keys IS DISTINCT FROM NEW.location_keys OR OLD.skill_keys IS DISTINCT FROM NEW.skill_keys
    OR OLD.designation IS DISTINCT FROM NEW.designation OR OLD.skills_required IS DISTINCT FROM NEW.skills_required
    OR OLD.company_name IS DISTINCT FROM NEW.company_name)
  EXECUTE FUNCTION search_pairs_after_update();--> statement-breakpoint
-- The jobs already there: every vocabulary stem tracked, every job's pairs.
INSERT INTO search_pair_stems (stem, tracked) SELECT DISTINCT lexeme, true FROM search_words ON CONFLICT DO NOTHING;--> statement-breakpoint
WITH sets AS MATERIALIZED (
  SELECT DISTINCT search_pair_terms(j.search_vector, j.filter_tags, j.location_keys, j.skill_keys) AS ts FROM jobs AS j)
INSERT INTO search_pairs (a, b)
SELECT DISTINCT x, y FROM sets, unnest(sets.ts) AS x, unnest(sets.ts) AS y
WHERE x < y
ON CONFLICT DO NOTHING;
