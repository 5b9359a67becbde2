-- Search at a million jobs. Hand-written: drizzle's index builder has no INCLUDE.
-- Two covering B-tree indexes, one per sort order, carrying every column the search condition
-- (services/search/match-terms.ts, jobMatchCondition) and the open-job rule read. A search walks one
-- of them newest-first (or best-pay-first) and tests each entry without touching the table (an
-- index-only scan), so a broad search finds its first page and its first 1,001 matches (the
-- capped count) in about a millisecond; narrow searches take the GIN indexes instead.
CREATE INDEX IF NOT EXISTS "jobs_newest_search_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST, "job_id")
  INCLUDE ("search_vector", "status", "valid_through", "recruiter_id", "filter_tags", "location_keys", "skill_keys", "top_ctc_usd", "experience_months");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_salary_search_idx" ON "jobs" USING btree ((coalesce("top_ctc_usd", -1)) DESC, "created_at" DESC NULLS LAST, "job_id")
  INCLUDE ("search_vector", "status", "valid_through", "recruiter_id", "filter_tags", "location_keys", "skill_keys", "top_ctc_usd", "experience_months");
