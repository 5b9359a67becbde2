ALTER TABLE "jobs" ADD COLUMN "top_ctc_usd" integer GENERATED ALWAYS AS (coalesce(max_ctc_usd, min_ctc_usd)) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skill_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "jobs" SET
	"location_keys" = ARRAY(SELECT lower(entry) FROM unnest("job_location") AS entry),
	"skill_keys" = ARRAY(SELECT lower(entry) FROM unnest("skills_required") AS entry);--> statement-breakpoint
CREATE INDEX "jobs_location_keys_idx" ON "jobs" USING gin ("location_keys");--> statement-breakpoint
CREATE INDEX "jobs_skill_keys_idx" ON "jobs" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "jobs_top_ctc_idx" ON "jobs" USING btree ("top_ctc_usd" DESC NULLS LAST,"created_at" DESC NULLS LAST,"job_id");