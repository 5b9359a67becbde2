-- CVs and screening questions. CV bytes live in resume_files, private to the API (never under
-- /uploads), so every instance and every backup has them. A candidate's current CV (resumes) and
-- each application sent with it (application_resumes) refer to the same file row; the triggers at
-- the end delete a file once nothing refers to it, whichever way the reference went (replacing or
-- deleting the CV, or a cascade from a deleted account, job or application).
CREATE TABLE "application_resumes" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resume_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumes" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text_status" text DEFAULT 'pending' NOT NULL,
	"text" text,
	CONSTRAINT "resumes_text_status_check" CHECK ("resumes"."text_status" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_letter" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "screening" text DEFAULT 'passed' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "resume_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_resumes" ADD CONSTRAINT "application_resumes_file_id_resume_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."resume_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_candidate_id_accounts_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_file_id_resume_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."resume_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_resumes_file_idx" ON "application_resumes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "resumes_file_idx" ON "resumes" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_actor_check" CHECK ("application_status_history"."actor" is null or "application_status_history"."actor" = 'screening');--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_screening_check" CHECK ("applications"."screening" in ('passed', 'failed'));--> statement-breakpoint
-- PDF and DOCX are compressed already: store the bytes as they are, out of line, without trying again.
ALTER TABLE "resume_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION resume_file_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resume_files f
  WHERE f.id = OLD.file_id
    AND NOT EXISTS (SELECT 1 FROM resumes r WHERE r.file_id = OLD.file_id)
    AND NOT EXISTS (SELECT 1 FROM application_resumes a WHERE a.file_id = OLD.file_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER resumes_release_file AFTER DELETE OR UPDATE OF file_id ON resumes
  FOR EACH ROW EXECUTE FUNCTION resume_file_release();--> statement-breakpoint
CREATE TRIGGER application_resumes_release_file AFTER DELETE ON application_resumes
  FOR EACH ROW EXECUTE FUNCTION resume_file_release();
