-- The staff area (issue 20, ADR 0045): a staff member's own length of a service where the salon allows it, the
-- public profile's languages and years of experience, and the work photos a staff member uploads, each waiting for
-- an admin's approval before it shows on /uzman/{id} and the salon page.
ALTER TABLE "salon_booking_settings" ADD COLUMN "allow_staff_durations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_services" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_duration_check" CHECK ("staff_services"."duration_minutes" is null or ("staff_services"."duration_minutes" between 5 and 480 and "staff_services"."duration_minutes" % 5 = 0));--> statement-breakpoint
ALTER TABLE "salon_staff" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_staff" ADD COLUMN "experience_years" integer;--> statement-breakpoint
ALTER TABLE "salon_staff" ADD CONSTRAINT "salon_staff_experience_check" CHECK ("salon_staff"."experience_years" is null or "salon_staff"."experience_years" between 0 and 60);--> statement-breakpoint
CREATE TABLE "staff_gallery_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_gallery_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salon_id" integer NOT NULL,
	"salon_staff_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"caption" varchar(200),
	"service_id" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(300),
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_gallery_photos_status_check" CHECK ("staff_gallery_photos"."status" in ('pending','approved','rejected')),
	CONSTRAINT "staff_gallery_photos_reason_check" CHECK ("staff_gallery_photos"."status" <> 'rejected' or "staff_gallery_photos"."rejection_reason" is not null)
);--> statement-breakpoint
ALTER TABLE "staff_gallery_photos" ADD CONSTRAINT "staff_gallery_photos_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_gallery_photos" ADD CONSTRAINT "staff_gallery_photos_salon_staff_id_salon_staff_id_fk" FOREIGN KEY ("salon_staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_gallery_photos" ADD CONSTRAINT "staff_gallery_photos_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_gallery_photos" ADD CONSTRAINT "staff_gallery_photos_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_gallery_photos" ADD CONSTRAINT "staff_gallery_photos_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_gallery_photos_staff_idx" ON "staff_gallery_photos" USING btree ("salon_staff_id","status");--> statement-breakpoint
CREATE INDEX "staff_gallery_photos_salon_idx" ON "staff_gallery_photos" USING btree ("salon_id","status");--> statement-breakpoint
CREATE INDEX "staff_gallery_photos_pending_idx" ON "staff_gallery_photos" USING btree ("created_at") WHERE "staff_gallery_photos"."status" = 'pending';
