-- Search suggestions: the distinct job titles and skills, each with how many jobs carry
-- it, so `GET /api/job/suggest?q=` answers a typed prefix from a small table instead of the jobs.
-- `key` is the term lower-cased and trimmed (one row per spelling regardless of case), `label` how
-- it is shown (the first spelling met, by byte order). Statement-level triggers keep the counts:
-- each INSERT, UPDATE or DELETE on jobs adds its net change per term in one statement, so bulk
-- inserts cost one upsert per distinct term, and an update that keeps title and skills (close,
-- reopen, a pay edit) writes nothing here. Rows that drop to 0 stay and are not suggested.
CREATE TABLE IF NOT EXISTS "search_terms" (
  "kind" text NOT NULL,
  "key" text NOT NULL,
  "label" text NOT NULL,
  "jobs" integer NOT NULL,
  CONSTRAINT "search_terms_pkey" PRIMARY KEY ("kind", "key"),
  CONSTRAINT "search_terms_kind_check" CHECK ("kind" IN ('title', 'skill'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_terms_prefix_idx" ON "search_terms" ("key" text_pattern_ops);--> statement-breakpoint
-- The terms of one job: its title and each distinct skill (a skill listed twice counts once).
CREATE OR REPLACE FUNCTION job_search_terms(designation text, skills text[])
RETURNS TABLE (kind text, key text, label text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select distinct on (t.kind, lower(btrim(t.value))) t.kind, lower(btrim(t.value)), btrim(t.value)
  from (select 'title' as kind, designation as value
        union all
        select 'skill', s from unnest(coalesce(skills, '{}'::text[])) as s) as t
  where btrim(coalesce(t.value, '')) <> ''
  order by t.kind, lower(btrim(t.value)), btrim(t.value)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS t (kind, key, label, jobs)
  SELECT s.kind, s.key, min(s.label), count(*)::int
  FROM new_jobs AS j, job_search_terms(j.designation, j.skills_required) AS s
  GROUP BY s.kind, s.key ORDER BY s.kind, s.key
  ON CONFLICT (kind, key) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every trigger writes its terms in (kind, key) order, so two statements touching the same terms lock
-- them in the same order and cannot deadlock each other (an UPDATE … FROM would lock in join order).
CREATE OR REPLACE FUNCTION search_terms_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS t (kind, key, label, jobs)
  SELECT s.kind, s.key, min(s.label), -count(*)::int
  FROM old_jobs AS j, job_search_terms(j.designation, j.skills_required) AS s
  GROUP BY s.kind, s.key ORDER BY s.kind, s.key
  ON CONFLICT (kind, key) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_terms_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms AS t (kind, key, label, jobs)
  SELECT d.kind, d.key, min(d.label), sum(d.n)::int
  FROM (SELECT s.kind, s.key, s.label, 1 AS n FROM new_jobs AS j, job_search_terms(j.designation, j.skills_required) AS s
        UNION ALL
        SELECT s.kind, s.key, s.label, -1 FROM old_jobs AS j, job_search_terms(j.designation, j.skills_required) AS s) AS d
  GROUP BY d.kind, d.key HAVING sum(d.n) <> 0 ORDER BY d.kind, d.key
  ON CONFLICT (kind, key) DO UPDATE SET jobs = t.jobs + excluded.jobs;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_terms_insert" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_terms_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_terms_delete" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_terms_delete" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_delete();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_search_terms_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_terms_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_jobs NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_after_update();--> statement-breakpoint
-- The jobs already stored (a 1M-job table takes seconds).
INSERT INTO search_terms AS t (kind, key, label, jobs)
SELECT s.kind, s.key, min(s.label), count(*)::int
FROM jobs AS j, job_search_terms(j.designation, j.skills_required) AS s
GROUP BY s.kind, s.key
ON CONFLICT (kind, key) DO UPDATE SET jobs = excluded.jobs;
