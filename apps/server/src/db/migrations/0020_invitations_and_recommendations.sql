-- Invitations to apply, and the weekly "Jobs for you" email (its notification kind and when it last went out).
CREATE TABLE "job_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" text NOT NULL,
	"candidate_id" uuid NOT NULL,
	"invited_by" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "recommendations_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_job_id_jobs_job_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_candidate_id_accounts_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_invitations" ADD CONSTRAINT "job_invitations_invited_by_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_invitations_job_candidate_key" ON "job_invitations" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "job_invitations_candidate_idx" ON "job_invitations" USING btree ("candidate_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_invitations_invited_by_idx" ON "job_invitations" USING btree ("invited_by","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_type_check" CHECK ("email_opt_outs"."type" in ('application', 'status', 'withdrawal', 'job_alert', 'message', 'interview', 'recommendation'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('application', 'status', 'withdrawal', 'job_alert', 'message', 'interview', 'recommendation'));