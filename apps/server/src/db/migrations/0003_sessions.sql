-- Sessions that end at once. Every existing login (refresh-token family) becomes a session with the
-- same id, which its access tokens already carry as `sid`, so nobody signed in is signed out by the
-- upgrade; a family that could no longer be refreshed becomes an ended session.
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
INSERT INTO "sessions" ("id", "account_id", "created_at", "last_used_at", "revoked_at")
SELECT
	"family_id",
	"account_id",
	min("created_at"),
	max("created_at"),
	CASE
		WHEN bool_or("revoked_at" IS NULL AND "used_at" IS NULL AND "expires_at" > now()) THEN NULL
		ELSE coalesce(max("revoked_at"), now())
	END
FROM "refresh_tokens"
GROUP BY "family_id", "account_id"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
ALTER TABLE "refresh_tokens" RENAME COLUMN "family_id" TO "session_id";--> statement-breakpoint
ALTER INDEX "refresh_tokens_family_idx" RENAME TO "refresh_tokens_session_idx";--> statement-breakpoint
-- Whether a refresh token still counts is now the session's business.
ALTER TABLE "refresh_tokens" DROP COLUMN "revoked_at";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
