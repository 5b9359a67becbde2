-- The stems of the findable candidates' documents, counted, so typo correction knows a CV-only word
-- by one B-tree probe. Kept like candidate_words by statement triggers on candidate_search.
CREATE TABLE "candidate_lexemes" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"candidates" integer NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_lexemes_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_lexemes AS t (lexeme, candidates)
  SELECT l.lexeme, count(*)::int
  FROM new_rows AS r, unnest(tsvector_to_array(r.search_vector)) AS l(lexeme)
  GROUP BY l.lexeme ORDER BY l.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET candidates = t.candidates + excluded.candidates;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_lexemes_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_lexemes AS t (lexeme, candidates)
  SELECT l.lexeme, -count(*)::int
  FROM old_rows AS r, unnest(tsvector_to_array(r.search_vector)) AS l(lexeme)
  GROUP BY l.lexeme ORDER BY l.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET candidates = t.candidates + excluded.candidates;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION candidate_lexemes_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_lexemes AS t (lexeme, candidates)
  SELECT d.lexeme, sum(d.n)::int
  FROM (SELECT l.lexeme, 1 AS n FROM new_rows AS r, unnest(tsvector_to_array(r.search_vector)) AS l(lexeme)
        UNION ALL
        SELECT l.lexeme, -1 FROM old_rows AS r, unnest(tsvector_to_array(r.search_vector)) AS l(lexeme)) AS d
  GROUP BY d.lexeme HAVING sum(d.n) <> 0 ORDER BY d.lexeme
  ON CONFLICT (lexeme) DO UPDATE SET candidates = t.candidates + excluded.candidates;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidate_search_lexemes_insert" ON "candidate_search";--> statement-breakpoint
CREATE TRIGGER "candidate_search_lexemes_insert" AFTER INSERT ON "candidate_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_lexemes_after_insert();--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidate_search_lexemes_delete" ON "candidate_search";--> statement-breakpoint
CREATE TRIGGER "candidate_search_lexemes_delete" AFTER DELETE ON "candidate_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_lexemes_after_delete();--> statement-breakpoint
DROP TRIGGER IF EXISTS "candidate_search_lexemes_update" ON "candidate_search";--> statement-breakpoint
CREATE TRIGGER "candidate_search_lexemes_update" AFTER UPDATE ON "candidate_search" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION candidate_lexemes_after_update();--> statement-breakpoint
INSERT INTO candidate_lexemes (lexeme, candidates)
SELECT l.lexeme, count(*)::int
FROM candidate_search AS r, unnest(tsvector_to_array(r.search_vector)) AS l(lexeme)
GROUP BY l.lexeme
ON CONFLICT (lexeme) DO UPDATE SET candidates = excluded.candidates;
