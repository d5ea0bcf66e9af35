-- Issue 19 item 1: a review rates the visit overall and, optionally, per aspect the visit offered
-- (packages/domain/src/reviews/aspects.ts); each given aspect is 1-5.
ALTER TABLE "reviews" ADD COLUMN "aspect_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL;
