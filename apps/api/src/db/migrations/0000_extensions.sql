-- Extensions every later migration may rely on (both PGlite and PostgreSQL 15 ship them).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
