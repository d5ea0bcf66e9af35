-- Money, part 2 (issue 18 items 4, 6 and 7; ADR 0048): the salon's refund policy, refunds of paid appointments
-- (automatic inside the policy, a request an administrator decides outside it; to the card or the wallet), card
-- refunds paid back by the provider (journal kind card_refund), and the wallet settings (top-up limits, bonus rules).
ALTER TABLE "salon_booking_settings" ADD COLUMN "free_cancellation_minutes" integer DEFAULT 1440 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "late_refund" varchar(8) DEFAULT 'partial' NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "late_refund_percent" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD CONSTRAINT "salon_booking_settings_refund_policy_check" CHECK ("free_cancellation_minutes" BETWEEN 0 AND 10080 AND "late_refund" in ('none','partial') AND "late_refund_percent" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "ledger_journals" DROP CONSTRAINT "ledger_journals_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_journals" ADD CONSTRAINT "ledger_journals_kind_check" CHECK ("kind" in ('wallet_top_up','booking_payment','payment_hold','payment_hold_release','revenue_recognition','manual_adjustment','refund','card_refund','coupon_funding','wallet_bonus','opening_balance'));--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE restrict,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE restrict,
	"customer_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE restrict,
	"status" varchar(16) NOT NULL,
	"destination" varchar(8) NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"cancelled_by" varchar(16) NOT NULL,
	"paid_kurus" bigint NOT NULL,
	"proposed_kurus" bigint NOT NULL,
	"amount_kurus" bigint,
	"card_kurus" bigint DEFAULT 0 NOT NULL,
	"wallet_kurus" bigint DEFAULT 0 NOT NULL,
	"provider_refund_ref" varchar(100),
	"decision_reason" text,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"decided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_check" CHECK ("status" in ('requested','processing','refunded','rejected')),
	CONSTRAINT "refunds_destination_check" CHECK ("destination" in ('wallet','card')),
	CONSTRAINT "refunds_amount_check" CHECK ("paid_kurus" > 0 AND "proposed_kurus" BETWEEN 0 AND "paid_kurus" AND ("amount_kurus" IS NULL OR "amount_kurus" BETWEEN 0 AND "paid_kurus") AND "card_kurus" >= 0 AND "wallet_kurus" >= 0 AND "card_kurus" + "wallet_kurus" = coalesce("amount_kurus", 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_unique" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_customer_idx" ON "refunds" USING btree ("customer_user_id");--> statement-breakpoint
CREATE INDEX "refunds_appointment_idx" ON "refunds" USING btree ("appointment_id");--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"top_up_min_kurus" bigint DEFAULT 5000 NOT NULL,
	"top_up_max_kurus" bigint DEFAULT 1000000 NOT NULL,
	"updated_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_settings_single_check" CHECK ("id" = 1),
	CONSTRAINT "wallet_settings_limits_check" CHECK ("top_up_min_kurus" > 0 AND "top_up_max_kurus" >= "top_up_min_kurus")
);
--> statement-breakpoint
INSERT INTO "wallet_settings" ("id") VALUES (1);--> statement-breakpoint
CREATE TABLE "wallet_bonus_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"min_top_up_kurus" bigint NOT NULL,
	"bonus_kurus" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_bonus_rules_amount_check" CHECK ("min_top_up_kurus" > 0 AND "bonus_kurus" > 0)
);
