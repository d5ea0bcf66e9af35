-- Admin panel core (issue 8): payout requests, support threads, admin notifications, the audit log, and what
-- impersonation, user deactivation, salon suspension and contact replies need on existing tables.
CREATE TABLE "withdrawal_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"requested_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"amount_kurus" bigint NOT NULL,
	"iban" varchar(34) NOT NULL,
	"account_holder" varchar(100) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reviewed_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_requests_amount_check" CHECK ("amount_kurus" > 0),
	CONSTRAINT "withdrawal_requests_status_check" CHECK ("status" in ('pending','approved','rejected','paid'))
);
--> statement-breakpoint
CREATE INDEX "withdrawal_requests_status_idx" ON "withdrawal_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_requests_salon_idx" ON "withdrawal_requests" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE TABLE "support_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"salon_id" integer REFERENCES "salons"("id") ON DELETE set null,
	"appointment_id" integer REFERENCES "appointments"("id") ON DELETE set null,
	"subject" varchar(160) NOT NULL,
	"category" varchar(16) DEFAULT 'general' NOT NULL,
	"status" varchar(16) DEFAULT 'waiting_admin' NOT NULL,
	"priority" varchar(8) DEFAULT 'medium' NOT NULL,
	"assigned_admin_id" integer REFERENCES "users"("id") ON DELETE set null,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_threads_category_check" CHECK ("category" in ('general','appointment','payment','refund','account','salon','technical')),
	CONSTRAINT "support_threads_status_check" CHECK ("status" in ('waiting_admin','waiting_user','closed')),
	CONSTRAINT "support_threads_priority_check" CHECK ("priority" in ('high','medium','low'))
);
--> statement-breakpoint
CREATE INDEX "support_threads_status_idx" ON "support_threads" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_threads_user_idx" ON "support_threads" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"thread_id" integer NOT NULL REFERENCES "support_threads"("id") ON DELETE cascade,
	"sender_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"sender_role" varchar(8) NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_role_check" CHECK ("sender_role" in ('user','admin'))
);
--> statement-breakpoint
CREATE INDEX "support_messages_thread_idx" ON "support_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE TABLE "admin_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"type" varchar(32) NOT NULL,
	"title" varchar(160) NOT NULL,
	"message" text NOT NULL,
	"link" varchar(120),
	"entity_type" varchar(32),
	"entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notifications_type_check" CHECK ("type" in ('salon_application','review_reported','support_thread','withdrawal_request','contact_message','system'))
);
--> statement-breakpoint
CREATE INDEX "admin_notifications_created_idx" ON "admin_notifications" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_notifications_entity_unique" ON "admin_notifications" USING btree ("type","entity_type","entity_id");--> statement-breakpoint
CREATE TABLE "admin_notification_reads" (
	"notification_id" integer NOT NULL REFERENCES "admin_notifications"("id") ON DELETE cascade,
	"admin_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_notification_reads_pk" PRIMARY KEY ("notification_id","admin_user_id")
);
--> statement-breakpoint
CREATE INDEX "admin_notification_reads_admin_idx" ON "admin_notification_reads" USING btree ("admin_user_id");--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"admin_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"impersonated_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"salon_id" integer REFERENCES "salons"("id") ON DELETE set null,
	"action" varchar(80) NOT NULL,
	"method" varchar(8) NOT NULL,
	"path" varchar(500) NOT NULL,
	"status_code" integer NOT NULL,
	"entity_type" varchar(40),
	"entity_id" integer,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_idx" ON "admin_audit_log" USING btree ("admin_user_id","created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_salon_idx" ON "admin_audit_log" USING btree ("salon_id","created_at");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "impersonated_salon_id" integer REFERENCES "salons"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "status_reason" text;--> statement-breakpoint
CREATE INDEX "salons_created_idx" ON "salons" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "replied_by_user_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status","created_at");
