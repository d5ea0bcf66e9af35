-- Salon media (issue 16, scope 3): every uploaded picture once, with its WebP/AVIF variants and size; the salon's
-- logo and cover and each gallery photo point at one. logo_url / cover_image_url / image_url keep the largest WebP,
-- so lists that read them need no join.
CREATE TABLE "media_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"purpose" varchar(12) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_images_purpose_check" CHECK ("purpose" in ('logo','cover','gallery')),
	CONSTRAINT "media_images_size_check" CHECK ("width" > 0 and "height" > 0)
);
--> statement-breakpoint
CREATE INDEX "media_images_salon_idx" ON "media_images" USING btree ("salon_id");--> statement-breakpoint
ALTER TABLE "salon_gallery" ADD COLUMN "image_id" integer REFERENCES "media_images"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "logo_image_id" integer REFERENCES "media_images"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "cover_image_id" integer REFERENCES "media_images"("id") ON DELETE set null;
