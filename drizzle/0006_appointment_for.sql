ALTER TABLE "appointment_requests" ADD COLUMN "appointment_for" text DEFAULT 'self' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "patient_name" text;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "new_patient" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD COLUMN "call_first" boolean DEFAULT false NOT NULL;