CREATE TABLE "salon_stats" (
	"salon_id" integer PRIMARY KEY NOT NULL,
	"min_price_kurus" bigint,
	"max_price_kurus" bigint,
	"service_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"discount_percent" integer,
	"has_discount" boolean DEFAULT false NOT NULL,
	"has_home_service" boolean DEFAULT false NOT NULL,
	"has_pet_service" boolean DEFAULT false NOT NULL,
	"has_salon_service" boolean DEFAULT false NOT NULL,
	"is_night" boolean DEFAULT false NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salon_stats" ADD CONSTRAINT "salon_stats_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salon_stats_trending_idx" ON "salon_stats" USING btree ("trending_score");--> statement-breakpoint
CREATE INDEX "salon_stats_min_price_idx" ON "salon_stats" USING btree ("min_price_kurus");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salons_active_created_idx" ON "salons" ("created_at" DESC) WHERE "status" = 'active';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salons_active_province_idx" ON "salons" ("province_id") WHERE "status" = 'active';
