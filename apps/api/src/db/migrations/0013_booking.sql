-- Booking foundation (issue 6): staff availability (working hours, breaks, blockings), per-salon booking rules and
-- idempotency keys of appointment requests.
CREATE TABLE "staff_working_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_staff_id" integer NOT NULL REFERENCES "salon_staff"("id") ON DELETE cascade,
	"weekday" smallint NOT NULL,
	"starts_at" time NOT NULL,
	"ends_at" time NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_working_hours_weekday_check" CHECK ("weekday" between 1 and 7),
	CONSTRAINT "staff_working_hours_range_check" CHECK ("ends_at" > "starts_at")
);
--> statement-breakpoint
CREATE INDEX "staff_working_hours_staff_idx" ON "staff_working_hours" USING btree ("salon_staff_id","weekday");--> statement-breakpoint
CREATE TABLE "staff_blockings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"salon_staff_id" integer NOT NULL REFERENCES "salon_staff"("id") ON DELETE cascade,
	"staff_user_id" integer NOT NULL REFERENCES "users"("id"),
	"type" varchar(12) DEFAULT 'unavailable' NOT NULL,
	"date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"reason" varchar(200) NOT NULL,
	"is_full_day" boolean DEFAULT false NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"recurring_pattern" varchar(10) DEFAULT 'weekly' NOT NULL,
	"end_date" date,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_blockings_type_check" CHECK ("type" in ('unavailable','vacation','sick','meeting','personal')),
	CONSTRAINT "staff_blockings_pattern_check" CHECK ("recurring_pattern" in ('daily','weekly','monthly')),
	CONSTRAINT "staff_blockings_status_check" CHECK ("status" in ('active','cancelled')),
	CONSTRAINT "staff_blockings_times_check" CHECK (
		"is_full_day" OR ("start_time" IS NOT NULL AND "end_time" IS NOT NULL AND "end_time" > "start_time")
	),
	CONSTRAINT "staff_blockings_end_date_check" CHECK ("end_date" IS NULL OR "end_date" >= "date")
);
--> statement-breakpoint
CREATE INDEX "staff_blockings_staff_date_idx" ON "staff_blockings" USING btree ("salon_staff_id","date");--> statement-breakpoint
CREATE INDEX "staff_blockings_salon_date_idx" ON "staff_blockings" USING btree ("salon_id","date");--> statement-breakpoint
CREATE TABLE "staff_breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"salon_staff_id" integer NOT NULL REFERENCES "salon_staff"("id") ON DELETE cascade,
	"staff_user_id" integer NOT NULL REFERENCES "users"("id"),
	"name" varchar(100) NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_breaks_status_check" CHECK ("status" in ('active','cancelled')),
	CONSTRAINT "staff_breaks_range_check" CHECK ("end_time" > "start_time"),
	CONSTRAINT "staff_breaks_days_check" CHECK (
		cardinality("days") >= 1
		AND "days" <@ ARRAY['monday','tuesday','wednesday','thursday','friday','saturday','sunday']::text[]
	)
);
--> statement-breakpoint
CREATE INDEX "staff_breaks_staff_idx" ON "staff_breaks" USING btree ("salon_staff_id");--> statement-breakpoint
CREATE INDEX "staff_breaks_salon_idx" ON "staff_breaks" USING btree ("salon_id");--> statement-breakpoint
CREATE TABLE "salon_booking_settings" (
	"salon_id" integer PRIMARY KEY NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"min_notice_minutes" integer DEFAULT 60 NOT NULL,
	"max_advance_days" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"cancellation_cutoff_minutes" integer DEFAULT 120 NOT NULL,
	"requires_manual_confirmation" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_booking_settings_notice_check" CHECK ("min_notice_minutes" between 0 and 10080),
	CONSTRAINT "salon_booking_settings_advance_check" CHECK ("max_advance_days" between 1 and 365),
	CONSTRAINT "salon_booking_settings_buffer_check" CHECK ("buffer_minutes" between 0 and 120 AND "buffer_minutes" % 5 = 0),
	CONSTRAINT "salon_booking_settings_cutoff_check" CHECK ("cancellation_cutoff_minutes" between 0 and 10080)
);
--> statement-breakpoint
CREATE TABLE "appointment_idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"customer_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"appointment_id" integer REFERENCES "appointments"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_idempotency_keys_unique" ON "appointment_idempotency_keys" USING btree ("customer_user_id","key");--> statement-breakpoint
CREATE INDEX "appointments_staff_user_starts_idx" ON "appointments" USING btree ("staff_user_id","starts_at");
