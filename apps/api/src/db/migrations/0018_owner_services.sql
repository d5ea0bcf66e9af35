-- Owner services (issue 16): a service's gender focus and archive date (a service that appointments name is archived
-- instead of deleted: it leaves the public page and the wizard, the history keeps it), and the salon's home-service
-- rules next to its service radius: the travel buffer blocked after a home appointment and the extra fee. The slot
-- loader finds a staff member's live home visits through a small partial index (the covering index of 0017 stays
-- index-only).
ALTER TABLE "services" ADD COLUMN "gender_focus" varchar(10) DEFAULT 'unisex' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_gender_check" CHECK ("gender_focus" in ('female','male','unisex'));--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_archived_inactive_check" CHECK ("archived_at" is null or not "is_active");--> statement-breakpoint
CREATE INDEX "services_salon_order_idx" ON "services" USING btree ("salon_id","sort_order","id");--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "home_travel_buffer_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD CONSTRAINT "salon_booking_settings_travel_buffer_check" CHECK ("home_travel_buffer_minutes" between 0 and 240);--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD COLUMN "home_service_fee_kurus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salon_booking_settings" ADD CONSTRAINT "salon_booking_settings_home_fee_check" CHECK ("home_service_fee_kurus" between 0 and 10000000);--> statement-breakpoint
CREATE INDEX "appointments_live_home_staff_idx" ON "appointments" USING btree ("salon_staff_id","starts_at") WHERE "address" IS NOT NULL AND "status" <> 'cancelled' AND "deleted_at" IS NULL;
