-- The customer's own data under KVKK (issue 19 item 5, ADR 0050): the profile photo's encoded variants, commercial
-- message consent per channel as a history (İYS: who, which channel, granted or withdrawn, when, from where), and the
-- account deletion requests with their 30-day grace period; anonymised_at marks an account the deletion job emptied.
ALTER TABLE "users" ADD COLUMN "avatar_variants" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "commercial_consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commercial_consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"channel" varchar(8) NOT NULL,
	"granted" boolean NOT NULL,
	"source" varchar(20) NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(255),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commercial_consents_channel_check" CHECK ("commercial_consents"."channel" in ('sms','email','call')),
	CONSTRAINT "commercial_consents_source_check" CHECK ("commercial_consents"."source" in ('register','settings','account_deletion','migration'))
);--> statement-breakpoint
ALTER TABLE "commercial_consents" ADD CONSTRAINT "commercial_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commercial_consents_user_idx" ON "commercial_consents" USING btree ("user_id","channel","id");--> statement-breakpoint
CREATE TABLE "account_deletion_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_deletion_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"cancel_token_hash" varchar(64) NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_via" varchar(10),
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_deletion_requests_via_check" CHECK ("account_deletion_requests"."cancelled_via" in ('sign_in','link'))
);--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_token_unique" ON "account_deletion_requests" USING btree ("cancel_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_open_unique" ON "account_deletion_requests" USING btree ("user_id") WHERE "account_deletion_requests"."cancelled_at" is null and "account_deletion_requests"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "account_deletion_requests_due_idx" ON "account_deletion_requests" USING btree ("due_at") WHERE "account_deletion_requests"."cancelled_at" is null and "account_deletion_requests"."completed_at" is null;--> statement-breakpoint
-- The single consent of the registration form covered every channel; it becomes the first row of each.
INSERT INTO "commercial_consents" ("user_id", "channel", "granted", "source", "recorded_at")
SELECT u."id", c."channel", true, 'migration', coalesce(u."commercial_consent_at", u."created_at")
FROM "users" u CROSS JOIN (VALUES ('sms'), ('email'), ('call')) AS c("channel")
WHERE u."commercial_consent";
