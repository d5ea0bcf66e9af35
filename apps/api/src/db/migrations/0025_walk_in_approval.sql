-- Walk-in approval (issue 15, ADR 0027/0037): a salon's booking for a customer named by e-mail or phone is held as a
-- pending guest appointment until the customer answers a mailed a/{token} link. The link remembers the account it
-- was mailed to (attached on approval) and that it is mail-only: the salon never sees or renews it as a shareable
-- link, so the salon's answers are the same whether an account exists or not.
ALTER TABLE "guest_appointment_links" ADD COLUMN "customer_user_id" integer;--> statement-breakpoint
ALTER TABLE "guest_appointment_links" ADD COLUMN "mail_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_appointment_links" ADD CONSTRAINT "guest_appointment_links_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
