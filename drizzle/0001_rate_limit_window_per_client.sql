-- Counters are short-lived; clearing them avoids duplicate keys from the old per-hour windows.
DELETE FROM "rate_limit_hits";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_key_window_start_pk";--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD PRIMARY KEY ("key");
