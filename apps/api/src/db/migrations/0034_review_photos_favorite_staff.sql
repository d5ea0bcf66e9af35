-- Issue 19 items 1 and 2 (ADR 0051): photos a customer adds to a review (media_images of the review's salon,
-- purpose 'review'), and a customer's favourite specialists beside the favourite salons.
ALTER TABLE "media_images" DROP CONSTRAINT "media_images_purpose_check";--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_purpose_check" CHECK ("media_images"."purpose" in ('logo','cover','gallery','staff','review'));--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","id");--> statement-breakpoint
CREATE TABLE "favorite_staff" (
	"user_id" integer NOT NULL,
	"salon_staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_staff_user_id_salon_staff_id_pk" PRIMARY KEY("user_id","salon_staff_id")
);--> statement-breakpoint
ALTER TABLE "favorite_staff" ADD CONSTRAINT "favorite_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_staff" ADD CONSTRAINT "favorite_staff_salon_staff_id_salon_staff_id_fk" FOREIGN KEY ("salon_staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_staff_staff_idx" ON "favorite_staff" USING btree ("salon_staff_id");
