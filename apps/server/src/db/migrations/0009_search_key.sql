-- Narrow searches: one GIN index answers the text AND every filter together. The key
-- of a job is its search vector plus one lexeme per filter value ('env:Remote', 'type:Full-time',
-- 'fresher', 'visa', 'loc:berlin', 'skill:python', pay floors 'ctc>=90000', experience ceilings
-- 'exp<=3'); services/search/search-key.ts writes the matching tsquery. GIN intersects the posting
-- lists inside the index (skipping through the long ones), so "intern" AND full-time, which
-- never meet, cost a read of the short list instead of a heap visit per intern job.
-- An expression index: nothing is stored in the table, and the key follows every write.
CREATE OR REPLACE FUNCTION job_filter_key(filter_tags text[], location_keys text[], skill_keys text[], top_ctc_usd integer, experience_months integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array_to_tsvector(
    filter_tags
    || array(select 'loc:' || k from unnest(location_keys) as k where k <> '')
    || array(select 'skill:' || k from unnest(skill_keys) as k where k <> '')
    || array(select 'ctc>=' || n from generate_series(10000, least(coalesce(top_ctc_usd, 0), 300000), 10000) as n)
    || array(select 'exp<=' || y from unnest(array[0, 1, 2, 3, 5, 7, 10, 15, 20]) as y
             where experience_months is null or experience_months <= y * 12)
  )
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_search_key_idx" ON "jobs" USING gin (("search_vector" || job_filter_key("filter_tags", "location_keys", "skill_keys", "top_ctc_usd", "experience_months")));
