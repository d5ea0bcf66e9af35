-- Unified search (issue 5, docs/decisions/0007-search-matching.md).
-- search_fold() mirrors fold() of packages/domain/src/search/fold.ts: Turkish letters and common accents are
-- translated one for one (upper and lower case, since lower() of a C-collated database knows only ASCII), then
-- lower-cased, every run of other characters turned into one space. Immutable, so it may back an index.
CREATE OR REPLACE FUNCTION search_fold(t text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(t,
    'İIÇĞÖŞÜÂÎÛçğıöşüâîûÁÀÄÃÅÉÈËÊÍÌÏÓÒÕÚÙÑáàäãåéèëêíìïóòõúùñ',
    'iicgosuaiucgiosuaiuaaaaaeeeeiiiooouunaaaaaeeeeiiiooouun')), '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- What a query is matched against. Rows with a salon_id (salon names, staff names) belong to one salon and are
-- rebuilt with it; rows without one are the vocabulary (service names, categories, cities, districts).
CREATE TABLE "search_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"ref_id" integer NOT NULL,
	"salon_id" integer REFERENCES "salons"("id") ON DELETE CASCADE,
	"province_id" integer,
	"district_id" integer,
	"title" varchar(200) NOT NULL,
	"folded" text NOT NULL,
	"weight" real DEFAULT 1 NOT NULL,
	CONSTRAINT "search_documents_kind_check" CHECK ("kind" in ('salon','staff','service','category','district','city'))
);
--> statement-breakpoint
CREATE INDEX "search_documents_salon_trgm_idx" ON "search_documents" USING gin ("folded" gin_trgm_ops) WHERE "salon_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "search_documents_term_trgm_idx" ON "search_documents" USING gin ("folded" gin_trgm_ops) WHERE "salon_id" IS NULL;
--> statement-breakpoint
-- Nearest-first (KNN, <<->) lookups for suggestions: the few best names without ranking every match.
CREATE INDEX "search_documents_salon_knn_idx" ON "search_documents" USING gist ("folded" gist_trgm_ops) WHERE "kind" = 'salon';
--> statement-breakpoint
CREATE INDEX "search_documents_staff_knn_idx" ON "search_documents" USING gist ("folded" gist_trgm_ops) WHERE "kind" = 'staff';
--> statement-breakpoint
CREATE INDEX "search_documents_term_knn_idx" ON "search_documents" USING gist ("folded" gist_trgm_ops) WHERE "salon_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "search_documents_salon_idx" ON "search_documents" ("salon_id");
--> statement-breakpoint
CREATE INDEX "search_documents_kind_ref_idx" ON "search_documents" ("kind", "ref_id");
--> statement-breakpoint
-- Word postings: every distinct folded word of a salon's name, staff names, service names and categories, with the
-- salon and the best weight of where it occurs. A query word is matched against the words (small trigram index),
-- then its salons are read by word id, with no trigram work per salon.
CREATE TABLE "search_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"token" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_tokens_token_unique" ON "search_tokens" ("token");
--> statement-breakpoint
CREATE INDEX "search_tokens_trgm_idx" ON "search_tokens" USING gin ("token" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"token_id" integer NOT NULL REFERENCES "search_tokens"("id") ON DELETE CASCADE,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE CASCADE,
	"province_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"weight" real NOT NULL,
	PRIMARY KEY ("token_id", "salon_id")
);
--> statement-breakpoint
CREATE INDEX "search_postings_salon_idx" ON "search_postings" ("salon_id");
--> statement-breakpoint
-- Salons offering a service of a matched name.
CREATE INDEX IF NOT EXISTS "services_active_name_idx" ON "services" ("name", "salon_id") WHERE "is_active";
--> statement-breakpoint
-- Every unified search, anonymous (no user, no address) and bounded (retention in search.repository.ts).
CREATE TABLE "search_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"search_id" uuid NOT NULL,
	"query" varchar(100) NOT NULL,
	"normalized_query" varchar(200) NOT NULL,
	"context" varchar(10) NOT NULL,
	"province_id" integer,
	"district_id" integer,
	"result_count" integer NOT NULL,
	"clicked_result_type" varchar(24),
	"clicked_result_id" integer,
	"clicked_position" integer,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_log_search_id_unique" ON "search_log" ("search_id");
--> statement-breakpoint
CREATE INDEX "search_log_created_idx" ON "search_log" ("created_at");
--> statement-breakpoint
CREATE INDEX "search_log_province_created_idx" ON "search_log" ("province_id", "created_at");
