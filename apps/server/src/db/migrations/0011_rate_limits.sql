-- Shared rate-limit counters: when several API instances run on one PostgreSQL (and no
-- REDIS_URL is set), each limited route's counter per client lives here, so the limit holds across
-- instances. One row per route and client: `hits` in the window that ends at `resets_at`. Rows
-- whose window has ended are deleted by the instances now and then (plugins/rate-limit.ts).
CREATE TABLE IF NOT EXISTS "rate_limits" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "resets_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_resets_at_idx" ON "rate_limits" ("resets_at");
