CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text NOT NULL,
	"one_liner_intro" text NOT NULL,
	"number" text NOT NULL,
	"email" text NOT NULL,
	"gender" text NOT NULL,
	"introduction" text NOT NULL,
	"photo" text NOT NULL,
	"tenth_standard_education" jsonb NOT NULL,
	"twelth_standard_education" jsonb NOT NULL,
	"college_education" jsonb NOT NULL,
	"internship_experience" jsonb NOT NULL,
	"certificate_courses" jsonb NOT NULL,
	"work_experience" jsonb NOT NULL,
	"core_skills" jsonb NOT NULL,
	"current_job" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_username_unique" UNIQUE("username"),
	CONSTRAINT "accounts_role_check" CHECK ("accounts"."role" in ('candidate', 'recruiter'))
);
--> statement-breakpoint
CREATE TABLE "application_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('applied', 'reviewing', 'interview', 'offer', 'hired', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "job_id_reservations" (
	"job_id" text PRIMARY KEY NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"job_id" text PRIMARY KEY NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company_name" text NOT NULL,
	"designation" text NOT NULL,
	"job_location" text[] NOT NULL,
	"work_environment" text NOT NULL,
	"type_of_employment" text NOT NULL,
	"is_fresher_eligible" boolean NOT NULL,
	"is_visa_sponsored" boolean NOT NULL,
	"experience_required_in_months" text NOT NULL,
	"min_ctc" text NOT NULL,
	"max_ctc" text NOT NULL,
	"experience_months" integer,
	"min_ctc_usd" integer,
	"max_ctc_usd" integer,
	"job_description" text NOT NULL,
	"skills_required" text[] NOT NULL,
	"required_languages" text[] NOT NULL,
	"perks_and_benefits" text NOT NULL,
	"degree_required" text[] NOT NULL,
	"bond" text NOT NULL,
	"search_vector" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"candidate_id" uuid NOT NULL,
	"job_id" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_candidate_id_job_id_pk" PRIMARY KEY("candidate_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "usernames" (
	"username" text PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usernames_role_check" CHECK ("usernames"."role" in ('candidate', 'recruiter'))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_username_usernames_username_fk" FOREIGN KEY ("username") REFERENCES "public"."usernames"("username") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_changed_by_accounts_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_accounts_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_id_reservations" ADD CONSTRAINT "job_id_reservations_recruiter_id_accounts_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_recruiter_id_accounts_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_candidate_id_accounts_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_role_email_key" ON "accounts" USING btree ("role",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_role_number_key" ON "accounts" USING btree ("role","number");--> statement-breakpoint
CREATE INDEX "accounts_role_created_idx" ON "accounts" USING btree ("role","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_status_history_app_idx" ON "application_status_history" USING btree ("application_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_candidate_key" ON "applications" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id","applied_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","applied_at");--> statement-breakpoint
CREATE INDEX "job_id_reservations_recruiter_idx" ON "job_id_reservations" USING btree ("recruiter_id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"job_id");--> statement-breakpoint
CREATE INDEX "jobs_recruiter_idx" ON "jobs" USING btree ("recruiter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_account_idx" ON "refresh_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "saved_jobs_candidate_idx" ON "saved_jobs" USING btree ("candidate_id","saved_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "usernames_lower_key" ON "usernames" USING btree (lower("username"));