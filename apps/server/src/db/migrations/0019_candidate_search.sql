-- Finding candidates: the search document of every candidate who may be found, and its vocabulary.
-- The triggers that count candidate_words and the backfill follow the generated part.
CREATE TABLE "candidate_search" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"skill_keys" text[] NOT NULL,
	"location_vector" "tsvector" NOT NULL,
	"experience_months" integer,
	"vocabulary_words" text[] NOT NULL,
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
CREATE INDEX "candidate_search_vector_idx" ON "candidate_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidate_search_skills_idx" ON "candidate_search" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "candidate_search_location_idx" ON "candidate_search" USING gin ("location_vector");--> statement-breakpoint
CREATE INDEX "candidate_words_lexeme_idx" ON "candidate_words" USING btree ("lexeme" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidate_words_trgm_idx" ON "candidate_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
