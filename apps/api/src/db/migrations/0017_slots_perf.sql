-- Slot engine performance (issue 6, ADR 0021): the loader reads the live appointments of a salon's staff over a day
-- or a month. A partial covering index answers that read with an index-only scan (start, end, no heap pages) and
-- leaves cancelled and deleted rows out of it.
CREATE INDEX "appointments_live_staff_starts_idx" ON "appointments" USING btree ("salon_staff_id","starts_at") INCLUDE ("ends_at") WHERE "status" <> 'cancelled' AND "deleted_at" IS NULL;
