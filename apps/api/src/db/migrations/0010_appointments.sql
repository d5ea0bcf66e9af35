CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_id" integer NOT NULL REFERENCES "salons"("id"),
	"customer_user_id" integer REFERENCES "users"("id"),
	"guest_name" varchar(100),
	"guest_phone" varchar(20),
	"guest_email" varchar(254),
	"salon_staff_id" integer NOT NULL REFERENCES "salon_staff"("id"),
	"staff_user_id" integer NOT NULL REFERENCES "users"("id"),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'confirmed' NOT NULL,
	"source" varchar(12) DEFAULT 'online' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"total_price_kurus" bigint NOT NULL,
	"total_duration_minutes" integer NOT NULL,
	"payment_method" varchar(16) DEFAULT 'pay_at_salon' NOT NULL,
	"payment_status" varchar(12) DEFAULT 'unpaid' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" varchar(12),
	"cancellation_reason" text,
	"created_by_user_id" integer REFERENCES "users"("id"),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time_check" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "appointments_status_check" CHECK ("status" in ('pending','confirmed','completed','cancelled','no_show')),
	CONSTRAINT "appointments_source_check" CHECK ("source" in ('online','salon','guest_link')),
	CONSTRAINT "appointments_price_check" CHECK ("total_price_kurus" >= 0),
	-- No two live appointments of one staff member overlap, not even under concurrent inserts.
	CONSTRAINT "appointments_no_staff_overlap" EXCLUDE USING gist (
		"salon_staff_id" WITH =,
		tstzrange("starts_at", "ends_at", '[)') WITH &&
	) WHERE ("status" <> 'cancelled' AND "deleted_at" IS NULL)
);
--> statement-breakpoint
CREATE INDEX "appointments_salon_starts_idx" ON "appointments" USING btree ("salon_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_staff_starts_idx" ON "appointments" USING btree ("salon_staff_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_customer_starts_idx" ON "appointments" USING btree ("customer_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_status_created_idx" ON "appointments" USING btree ("status","created_at");--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE cascade,
	"service_id" integer REFERENCES "services"("id") ON DELETE set null,
	"position" smallint NOT NULL,
	"name" varchar(120) NOT NULL,
	"price_kurus" bigint NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_services_position_unique" ON "appointment_services" USING btree ("appointment_id","position");--> statement-breakpoint
CREATE INDEX "appointment_services_service_idx" ON "appointment_services" USING btree ("service_id");
