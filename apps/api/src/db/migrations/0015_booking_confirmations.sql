-- Confirmations (issue 6): the home-service address and the pet of an appointment, saved customer addresses, the
-- salon's service radius, single-use guest approval links, planned reminders and mail attachments (.ics).
ALTER TABLE "appointments" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "pet" jsonb;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "service_radius_km" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD CONSTRAINT "salon_booking_settings_radius_check" CHECK ("service_radius_km" between 1 and 500);--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"title" varchar(40) DEFAULT '' NOT NULL,
	"address" varchar(255) NOT NULL,
	"district" varchar(64) NOT NULL,
	"city" varchar(64) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_addresses_user_idx" ON "customer_addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE TABLE "guest_appointment_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE cascade,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" varchar(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_appointment_links_answer_check" CHECK ("answer" in ('approved','declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "guest_appointment_links_hash_unique" ON "guest_appointment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_appointment_links_appointment_unique" ON "guest_appointment_links" USING btree ("appointment_id");--> statement-breakpoint
CREATE TABLE "appointment_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE cascade,
	"kind" varchar(16) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reminders_kind_check" CHECK ("kind" in ('reminder_24h','reminder_2h'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reminders_appointment_kind_unique" ON "appointment_reminders" USING btree ("appointment_id","kind");--> statement-breakpoint
CREATE INDEX "appointment_reminders_due_idx" ON "appointment_reminders" USING btree ("due_at") WHERE "sent_at" IS NULL AND "cancelled_at" IS NULL;
