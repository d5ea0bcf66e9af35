-- Issue 5 follow-up (docs/decisions/0020-search-performance.md): suggestion clicks are logged as their own rows
-- (suggestions have no search_id); trending counts only searches.
ALTER TABLE "search_log" ADD COLUMN "source" varchar(12) DEFAULT 'search' NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_source_check" CHECK ("source" in ('search','suggestions'));
