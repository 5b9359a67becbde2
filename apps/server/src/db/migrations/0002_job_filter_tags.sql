ALTER TABLE "jobs" ADD COLUMN "filter_tags" text[] GENERATED ALWAYS AS (array['env:' || work_environment, 'type:' || type_of_employment]
          || case when is_fresher_eligible then array['fresher'] else array[]::text[] end
          || case when is_visa_sponsored then array['visa'] else array[]::text[] end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_filter_tags_idx" ON "jobs" USING gin ("filter_tags");