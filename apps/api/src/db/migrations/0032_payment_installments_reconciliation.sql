-- Card instalments and the reconciliation of stuck payments (issue 18 item 2, ADR 0049).
-- installment_count: how many instalments the card pays in (1 = a single payment); card_charged_kurus: what the
-- card is charged in all (the card part plus any maturity difference of the bank), null for no card part.
-- challenge_html: a real provider's 3-D Secure page (iyzico's threeDSHtmlContent), served once by the app and
-- cleared when the payment settles. reconcile_lease_until / reconcile_attempts: the reconciliation job's claim, so
-- one process at a time asks the provider about a payment.
ALTER TABLE "payments" ADD COLUMN "installment_count" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_charged_kurus" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "challenge_html" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reconcile_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_installment_check" CHECK ("installment_count" BETWEEN 1 AND 12 AND ("card_charged_kurus" IS NULL OR "card_charged_kurus" >= "card_kurus") AND ("installment_count" = 1 OR "card_charged_kurus" IS NOT NULL));
