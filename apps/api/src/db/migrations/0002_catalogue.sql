CREATE TABLE "brand_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_name" varchar(80) NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_text" varchar(80) DEFAULT '' NOT NULL,
	"image_url" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_services" (
	"campaign_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "campaign_services_campaign_id_service_id_pk" PRIMARY KEY("campaign_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salon_id" integer NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" varchar(12) NOT NULL,
	"discount_value" bigint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_type_check" CHECK ("campaigns"."discount_type" in ('percentage','fixed')),
	CONSTRAINT "campaigns_dates_check" CHECK ("campaigns"."ends_on" >= "campaigns"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salon_id" integer NOT NULL,
	"salon_staff_id" integer,
	"customer_user_id" integer NOT NULL,
	"appointment_id" integer,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"status" varchar(12) DEFAULT 'published' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "salon_categories" (
	"salon_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "salon_categories_salon_id_category_id_pk" PRIMARY KEY("salon_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "salon_daily_views" (
	"salon_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "salon_daily_views_salon_id_day_pk" PRIMARY KEY("salon_id","day")
);
--> statement-breakpoint
CREATE TABLE "salon_gallery" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salon_gallery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salon_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"caption" varchar(200),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salon_opening_hours" (
	"salon_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" time,
	"closes_at" time,
	CONSTRAINT "salon_opening_hours_salon_id_weekday_pk" PRIMARY KEY("salon_id","weekday"),
	CONSTRAINT "opening_hours_weekday_check" CHECK ("salon_opening_hours"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "salon_staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salon_staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" varchar(100) NOT NULL,
	"title" varchar(80) DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"avatar_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_user_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"salon_type" varchar(40) NOT NULL,
	"gender_focus" varchar(10) NOT NULL,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address" varchar(255) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" varchar(20),
	"email" varchar(254),
	"instagram" varchar(64),
	"logo_url" text,
	"cover_image_url" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salons_status_check" CHECK ("salons"."status" in ('pending','active','suspended')),
	CONSTRAINT "salons_gender_check" CHECK ("salons"."gender_focus" in ('female','male','unisex'))
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salon_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_kurus" bigint NOT NULL,
	"discounted_price_kurus" bigint,
	"is_home_service" boolean DEFAULT false NOT NULL,
	"is_pet_service" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_duration_check" CHECK ("services"."duration_minutes" > 0 and "services"."duration_minutes" % 5 = 0),
	CONSTRAINT "services_price_check" CHECK ("services"."price_kurus" >= 0),
	CONSTRAINT "services_discount_check" CHECK ("services"."discounted_price_kurus" is null or ("services"."discounted_price_kurus" >= 0 and "services"."discounted_price_kurus" < "services"."price_kurus"))
);
--> statement-breakpoint
CREATE TABLE "staff_services" (
	"salon_staff_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "staff_services_salon_staff_id_service_id_pk" PRIMARY KEY("salon_staff_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_services" ADD CONSTRAINT "campaign_services_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_services" ADD CONSTRAINT "campaign_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_salon_staff_id_salon_staff_id_fk" FOREIGN KEY ("salon_staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_user_id_users_id_fk" FOREIGN KEY ("customer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_categories" ADD CONSTRAINT "salon_categories_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_categories" ADD CONSTRAINT "salon_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_daily_views" ADD CONSTRAINT "salon_daily_views_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_gallery" ADD CONSTRAINT "salon_gallery_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_opening_hours" ADD CONSTRAINT "salon_opening_hours_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_staff" ADD CONSTRAINT "salon_staff_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_staff" ADD CONSTRAINT "salon_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_salon_staff_id_salon_staff_id_fk" FOREIGN KEY ("salon_staff_id") REFERENCES "public"."salon_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_services" ADD CONSTRAINT "staff_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_salon_idx" ON "campaigns" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "campaigns_dates_idx" ON "campaigns" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE INDEX "reviews_salon_idx" ON "reviews" USING btree ("salon_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_staff_idx" ON "reviews" USING btree ("salon_staff_id");--> statement-breakpoint
CREATE INDEX "salon_categories_category_idx" ON "salon_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "salon_gallery_salon_idx" ON "salon_gallery" USING btree ("salon_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "salon_staff_salon_user_unique" ON "salon_staff" USING btree ("salon_id","user_id");--> statement-breakpoint
CREATE INDEX "salon_staff_user_idx" ON "salon_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "salons_owner_idx" ON "salons" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "salons_location_idx" ON "salons" USING btree ("province_id","district_id");--> statement-breakpoint
CREATE INDEX "salons_status_idx" ON "salons" USING btree ("status");--> statement-breakpoint
CREATE INDEX "salons_lat_lng_idx" ON "salons" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "services_salon_idx" ON "services" USING btree ("salon_id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "staff_services_service_idx" ON "staff_services" USING btree ("service_id");