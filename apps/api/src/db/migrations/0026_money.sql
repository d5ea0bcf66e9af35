-- Money, part 1 (issue 18, ADR 0041 and 0042): a double-entry ledger in kuruş, card payments through a provider
-- with 3-D Secure, wallet balances, and the answers of money-moving requests kept for their Idempotency-Key.
CREATE TABLE "ledger_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"key" varchar(60) NOT NULL,
	"kind" varchar(24) NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE restrict,
	"salon_id" integer REFERENCES "salons"("id") ON DELETE restrict,
	"balance_kurus" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('customer_wallet','salon_receivable','salon_earnings','platform_commission','provider_clearing','promotion_funding','refunds_payable','payment_holds','platform_adjustments')),
	-- The cached balance of a wallet (and of every liability) can never be below zero, whatever the code does.
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("may_go_negative" OR "balance_kurus" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_key_unique" ON "ledger_accounts" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"customer_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"purpose" varchar(16) NOT NULL,
	"appointment_id" integer REFERENCES "appointments"("id") ON DELETE restrict,
	"salon_id" integer REFERENCES "salons"("id") ON DELETE restrict,
	"provider" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"amount_kurus" bigint NOT NULL,
	"card_kurus" bigint NOT NULL,
	"wallet_kurus" bigint NOT NULL,
	"provider_ref" varchar(100),
	"card_last4" varchar(4),
	"three_ds" varchar(16) DEFAULT 'none' NOT NULL,
	"challenge_token_hash" varchar(64),
	"failure_code" varchar(24),
	"failure_message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_purpose_check" CHECK ("purpose" in ('booking','wallet_top_up')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('pending','requires_action','captured','failed','expired')),
	CONSTRAINT "payments_three_ds_check" CHECK ("three_ds" in ('none','challenged','authenticated','rejected')),
	CONSTRAINT "payments_amount_check" CHECK ("amount_kurus" > 0 AND "card_kurus" >= 0 AND "wallet_kurus" >= 0 AND "amount_kurus" = "card_kurus" + "wallet_kurus"),
	CONSTRAINT "payments_booking_check" CHECK (("purpose" = 'booking') = ("appointment_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_appointment_idx" ON "payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_challenge_unique" ON "payments" USING btree ("challenge_token_hash");--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"kind" varchar(24) NOT NULL,
	"payment_id" integer REFERENCES "payments"("id") ON DELETE restrict,
	"appointment_id" integer REFERENCES "appointments"("id") ON DELETE restrict,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_journals_kind_check" CHECK ("kind" in ('wallet_top_up','booking_payment','payment_hold','payment_hold_release','revenue_recognition','manual_adjustment','refund','coupon_funding','wallet_bonus','opening_balance'))
);
--> statement-breakpoint
CREATE INDEX "ledger_journals_payment_idx" ON "ledger_journals" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_journals_appointment_idx" ON "ledger_journals" USING btree ("appointment_id");--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"journal_id" integer NOT NULL REFERENCES "ledger_journals"("id") ON DELETE restrict,
	"account_id" integer NOT NULL REFERENCES "ledger_accounts"("id") ON DELETE restrict,
	"amount_kurus" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("amount_kurus" <> 0)
);
--> statement-breakpoint
CREATE INDEX "ledger_postings_journal_idx" ON "ledger_postings" USING btree ("journal_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
-- A journal's postings sum to zero: checked when the transaction commits (all postings are written by then).
CREATE FUNCTION "ledger_journal_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	total bigint;
	n integer;
BEGIN
	SELECT coalesce(sum(amount_kurus), 0), count(*) INTO total, n FROM ledger_postings WHERE journal_id = NEW.journal_id;
	IF total <> 0 OR n < 2 THEN
		RAISE EXCEPTION 'ledger journal % is unbalanced (sum %, % postings)', NEW.journal_id, total, n
			USING ERRCODE = '23514';
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_journal_balanced"();--> statement-breakpoint
-- Postings are facts: a mistake is corrected by another journal, never by changing or deleting one.
CREATE FUNCTION "ledger_postings_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger postings cannot be changed or deleted' USING ERRCODE = '23514';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_change" BEFORE UPDATE OR DELETE ON "ledger_postings"
	FOR EACH ROW EXECUTE FUNCTION "ledger_postings_immutable"();--> statement-breakpoint
CREATE TABLE "money_idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"scope" varchar(40) NOT NULL,
	"key" varchar(100) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "money_idempotency_keys_unique" ON "money_idempotency_keys" USING btree ("user_id","scope","key");--> statement-breakpoint
INSERT INTO "ledger_accounts" ("key", "kind", "may_go_negative") VALUES
	('platform_commission', 'platform_commission', false),
	('provider_clearing', 'provider_clearing', true),
	('promotion_funding', 'promotion_funding', true),
	('refunds_payable', 'refunds_payable', false),
	('payment_holds', 'payment_holds', false),
	('platform_adjustments', 'platform_adjustments', true);
