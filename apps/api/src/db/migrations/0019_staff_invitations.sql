-- The owner's team (issue 16 scope 2): e-mail invitations of staff members with a single-use, expiring link
-- (only the SHA-256 of the token is stored), and removal of a staff member from a salon that keeps the history
-- (appointments and reviews keep pointing at the salon_staff row; removed rows are also inactive, so no public
-- list, search document or slot shows them).
CREATE TABLE "staff_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"salon_id" integer NOT NULL REFERENCES "salons"("id") ON DELETE cascade,
	"email" varchar(254) NOT NULL,
	"name" varchar(100) NOT NULL,
	"title" varchar(80) DEFAULT '' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invited_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"accepted_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"accepted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_status_check" CHECK ("status" in ('pending','accepted','cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_unique" ON "staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_pending_email_unique" ON "staff_invitations" USING btree ("salon_id","email") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "staff_invitations_salon_idx" ON "staff_invitations" USING btree ("salon_id","created_at");--> statement-breakpoint
ALTER TABLE "salon_staff" ADD COLUMN "removed_at" timestamp with time zone;
