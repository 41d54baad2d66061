ALTER TABLE "appointment_requests" ADD COLUMN "appointment_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "calendar_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "manage_token_hash" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointment_requests_start_idx" ON "appointment_requests" USING btree ("appointment_start");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_requests_manage_token_idx" ON "appointment_requests" USING btree ("manage_token_hash");