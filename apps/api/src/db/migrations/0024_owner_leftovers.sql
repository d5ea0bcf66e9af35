-- Issue 16 leftovers. A staff member's photo goes through the salon picture pipeline: media_images gains the
-- 'staff' purpose and salon_staff points at its picture (avatar_url keeps the largest WebP for old readers).
-- owner_daily_digests records each salon's daily summary once per Istanbul day (mailed, or skipped when the day
-- has nothing to tell); its primary key makes a second sender (another process, a retry) find the day taken.
ALTER TABLE "media_images" DROP CONSTRAINT "media_images_purpose_check";--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_purpose_check" CHECK ("media_images"."purpose" in ('logo','cover','gallery','staff'));--> statement-breakpoint
ALTER TABLE "salon_staff" ADD COLUMN "avatar_image_id" integer REFERENCES "media_images"("id") ON DELETE set null;--> statement-breakpoint
CREATE TABLE "owner_daily_digests" (
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"digest_date" date NOT NULL,
	"mailed" boolean NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_daily_digests_salon_id_digest_date_pk" PRIMARY KEY("salon_id","digest_date")
);
