-- Coupons (issue 18 item 5, ADR 0047): platform and salon coupons, their uses (redemptions) and the discount a
-- booking carries. A coupon's used_count is the number of its active redemptions, kept under the coupon's row lock and
-- checked against its total limit by the database too.
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"code" varchar(40) NOT NULL,
	"title" varchar(120) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"value" integer NOT NULL,
	"funded_by" varchar(8) NOT NULL,
	"salon_id" integer REFERENCES "salons"("id") ON DELETE restrict,
	"category_id" integer REFERENCES "categories"("id") ON DELETE restrict,
	"min_amount_kurus" bigint DEFAULT 0 NOT NULL,
	"total_limit" integer,
	"per_user_limit" integer,
	"first_booking_only" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("kind" in ('percent','fixed')),
	CONSTRAINT "coupons_value_check" CHECK ("value" > 0 AND ("kind" <> 'percent' OR "value" <= 100)),
	CONSTRAINT "coupons_funded_by_check" CHECK ("funded_by" in ('platform','salon') AND ("funded_by" = 'platform' OR "salon_id" IS NOT NULL)),
	CONSTRAINT "coupons_status_check" CHECK ("status" in ('active','paused')),
	CONSTRAINT "coupons_window_check" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "coupons_limits_check" CHECK (("total_limit" IS NULL OR "total_limit" > 0) AND ("per_user_limit" IS NULL OR "per_user_limit" > 0) AND "min_amount_kurus" >= 0),
	-- Never more uses than the total limit, whatever the code does.
	CONSTRAINT "coupons_used_check" CHECK ("used_count" >= 0 AND ("total_limit" IS NULL OR "used_count" <= "total_limit"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_salon_idx" ON "coupons" USING btree ("salon_id");--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"coupon_id" integer NOT NULL REFERENCES "coupons"("id") ON DELETE restrict,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE restrict,
	"appointment_id" integer NOT NULL REFERENCES "appointments"("id") ON DELETE restrict,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE restrict,
	"discount_kurus" bigint NOT NULL,
	"funded_kurus" bigint DEFAULT 0 NOT NULL,
	"status" varchar(8) DEFAULT 'active' NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_status_check" CHECK ("status" in ('active','released')),
	CONSTRAINT "coupon_redemptions_amount_check" CHECK ("discount_kurus" > 0 AND "funded_kurus" >= 0 AND "funded_kurus" <= "discount_kurus")
);
--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_appointment_unique" ON "coupon_redemptions" USING btree ("appointment_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "discount_kurus" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "coupon_code" varchar(40);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_discount_check" CHECK ("discount_kurus" >= 0 AND "discount_kurus" <= "total_price_kurus");
