-- Owner settings and several salons (issue 16, scope 4 and 5). The salon rules gain what an owner switches on and
-- off at /salon/ayarlar: whether the salon takes online bookings now, and which mails the owner gets for it. The
-- salon an owner last switched to (POST /salon-owner/switch-salon) is kept per owner, so a new device starts there.
ALTER TABLE "salon_booking_settings" ADD COLUMN "accepts_online_bookings" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "notify_new_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "notify_cancellation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "notify_daily_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE "owner_salon_selections" (
	"owner_user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"selected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "owner_salon_selections_salon_idx" ON "owner_salon_selections" USING btree ("salon_id");
