-- Finer pay floors in the search key. The key's pay lexemes were floors in steps of
-- 10,000 ('ctc>=20000': pays at least 20,000), so a salary page whose pay floor fell inside a step
-- read every match of that step from the table: all 57,000 internships of a 1M-job table pay
-- 20,000-28,000, and `q=intern&type_of_employment=Internship&sort=salary` read them all (0.3-0.5 s)
-- to keep the 800 above its floor of 27,800. A job now also carries the floors of its own step in
-- steps of 1,000 ('ctc1k>=27000': at least 27,000, below the next 10,000) and of its own 1,000 in
-- steps of 100 ('ctc100>=27800': at least 27,800, below the next 1,000), at most 18 lexemes more;
-- search-key.ts (payAtLeast) asks for any pay at least F as the union of the three, within 100 of F.
-- Pay from 300,000 has the 10,000 steps only (the top one, 300,000, stands for any pay above). The key's expression index is built
-- from this function, so it is rebuilt.
CREATE OR REPLACE FUNCTION job_filter_key(filter_tags text[], location_keys text[], skill_keys text[], top_ctc_usd integer, experience_months integer)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array_to_tsvector(
    filter_tags
    || array(select 'loc:' || k from unnest(location_keys) as k where k <> '')
    || array(select 'skill:' || k from unnest(skill_keys) as k where k <> '')
    || array(select 'ctc>=' || n from generate_series(10000, least(coalesce(top_ctc_usd, 0), 300000), 10000) as n)
    || array(select 'ctc1k>=' || n from generate_series(top_ctc_usd / 10000 * 10000 + 1000, top_ctc_usd / 1000 * 1000, 1000) as n
             where top_ctc_usd >= 10000 and top_ctc_usd < 300000)
    || array(select 'ctc100>=' || n from generate_series(top_ctc_usd / 1000 * 1000 + 100, top_ctc_usd / 100 * 100, 100) as n
             where top_ctc_usd >= 10000 and top_ctc_usd < 300000)
    || array(select 'exp<=' || y from unnest(array[0, 1, 2, 3, 5, 7, 10, 15, 20]) as y
             where experience_months is null or experience_months <= y * 12)
  )
$$;--> statement-breakpoint
REINDEX INDEX "jobs_search_key_idx";
