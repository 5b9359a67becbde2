-- Salary order without intersecting posting lists. A salary-ordered page of a broad search walks the
-- salary index from the best-paid job down; when the search's jobs pay less than the first few
-- thousand of the table (a search for a junior role), the walk finds nothing and the GIN path
-- intersects posting lists (tens of milliseconds at a million jobs). `search_term_pay` keeps, for
-- each term `search_pairs` keeps (migration 0022), the highest pay key any job holding it has had:
-- no match pays more than its terms' lowest top pay, so the walk starts there
-- (services/search/pay-bound.ts). Pay only rises here: a job that closes or pays less leaves a bound
-- that is merely higher than needed.
CREATE TABLE "search_term_pay" (
	"term" text PRIMARY KEY NOT NULL,
	"top_pay" integer NOT NULL
);
--> statement-breakpoint
-- The top pay of a job's terms. A term with no row yet (a stem tracked by this statement, which jobs
-- may have held before, or a filter value never seen) first gets the top pay of every job holding it.
-- Jobs through the key's GIN index only (see search_pairs_track): the planner would otherwise take
-- max(pay) from the salary index, testing every job's key from the best-paid down.
CREATE OR REPLACE FUNCTION search_term_pay_add(terms text[], pays integer[]) RETURNS void LANGUAGE plpgsql
SET enable_seqscan = off SET enable_indexscan = off SET enable_indexonlyscan = off AS $$
BEGIN
  INSERT INTO search_term_pay (term, top_pay)
  SELECT t, coalesce((SELECT max(coalesce(j.top_ctc_usd, -1)) FROM jobs AS j
    WHERE (j.search_vector || job_filter_key(j.filter_tags, j.location_keys, j.skill_keys, j.top_ctc_usd, j.experience_months)) @@ search_term_query(t)), -1)
  FROM (SELECT DISTINCT t FROM unnest(terms) AS t ORDER BY t) AS d
  WHERE NOT EXISTS (SELECT 1 FROM search_term_pay AS p WHERE p.term = d.t)
  ON CONFLICT DO NOTHING;
  INSERT INTO search_term_pay AS p (term, top_pay)
  SELECT t, max(pay) FROM unnest(terms, pays) AS u(t, pay) GROUP BY t ORDER BY t
  ON CONFLICT (term) DO UPDATE SET top_pay = greatest(p.top_pay, excluded.top_pay);
END $$;--> statement-breakpoint
-- Named to fire after jobs_word_pairs_insert, which tracks new stems first.
CREATE OR REPLACE FUNCTION search_term_pay_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_term_pay_add(array_agg(t), array_agg(pay))
  FROM (SELECT t, coalesce(j.top_ctc_usd, -1) AS pay
        FROM new_jobs AS j, unnest(search_pair_terms(j.search_vector, j.filter_tags, j.location_keys, j.skill_keys)) AS t) AS x;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_pay_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_term_pay_add(array_agg(t), array_agg(coalesce(NEW.top_ctc_usd, -1)))
  FROM unnest(search_pair_terms(NEW.search_vector, NEW.filter_tags, NEW.location_keys, NEW.skill_keys)) AS t;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_word_pay_insert" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pay_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION search_term_pay_after_insert();--> statement-breakpoint
-- A pay raise takes the job writers' lock too: a stem another writer starts tracking meanwhile must
-- see the raise, or its bound would be too low.
DROP TRIGGER IF EXISTS "jobs_word_pay_lock_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pay_lock_update" BEFORE UPDATE OF top_ctc_usd ON "jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION search_pairs_lock();--> statement-breakpoint
DROP TRIGGER IF EXISTS "jobs_word_pay_update" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_word_pay_update" AFTER UPDATE OF search_vector, filter_tags, location_keys, skill_keys, designation, skills_required, company_name, top_ctc_usd ON "jobs"
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector OR OLD.filter_tags IS DISTINCT FROM NEW.filter_tags
    OR OLD.location_keys IS DISTINCT FROM NEW.location_keys OR OLD.skill_keys IS DISTINCT FROM NEW.skill_keys
    OR OLD.designation IS DISTINCT FROM NEW.designation OR OLD.skills_required IS DISTINCT FROM NEW.skills_required
    OR OLD.company_name IS DISTINCT FROM NEW.company_name OR OLD.top_ctc_usd IS DISTINCT FROM NEW.top_ctc_usd)
  EXECUTE FUNCTION search_term_pay_after_update();--> statement-breakpoint
-- The jobs already there.
INSERT INTO search_term_pay AS p (term, top_pay)
SELECT t, max(coalesce(j.top_ctc_usd, -1))
FROM jobs AS j, unnest(search_pair_terms(j.search_vector, j.filter_tags, j.location_keys, j.skill_keys)) AS t
GROUP BY t
ON CONFLICT (term) DO UPDATE SET top_pay = greatest(p.top_pay, excluded.top_pay);
