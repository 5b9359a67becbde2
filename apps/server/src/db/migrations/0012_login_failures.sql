-- Failed logins shared by every instance on one PostgreSQL: the growing delays after failures
-- (services/accounts/login-throttle.ts) per (username, client) pair and per client hold across
-- instances. One row per key; rows past the window are deleted by the instances now and then.
-- The embedded PGlite keeps them in memory instead (one process), but gets the table too.
CREATE TABLE IF NOT EXISTS "login_failures" (
  "key" text PRIMARY KEY NOT NULL,
  "failures" integer NOT NULL,
  "last_failure_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "login_failures_last_failure_at_idx" ON "login_failures" ("last_failure_at");
