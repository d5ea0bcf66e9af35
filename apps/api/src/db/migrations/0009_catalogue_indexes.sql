-- Home rails and city listings read one page in index order instead of sorting every salon of a city.
CREATE INDEX IF NOT EXISTS "salons_active_province_rating_idx" ON "salons" ("province_id", "rating_average" DESC, "id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "salons_active_province_created_idx" ON "salons" ("province_id", "created_at" DESC) WHERE "status" = 'active';
