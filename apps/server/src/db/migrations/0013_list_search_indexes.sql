-- Lists whose cost grew with the centre's history (issue 15, docs/decisions/014):
-- - "name contains" searches of children (`name ilike '%…%'`: 원아 검색, 학부모 by child, the class story by child) read
--   a trigram index instead of every child ever enrolled. pg_trgm is a trusted extension of PostgreSQL's contrib (any
--   owner of the database may create it); the embedded database loads it (db/pglite-extensions.ts).
-- - one child's notes in a class, newest first: the class's 알림장 searched by child name reads a page of them and
--   counts them from the index alone;
-- - the dates of albums by id: the parent app's album list orders a child's tagged albums without reading their rows.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "children_name_trgm_idx" ON "children" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "alim_notes_child_class_date_idx" ON "alim_notes" USING btree ("child_id","class_id","note_date");--> statement-breakpoint
CREATE INDEX "photo_albums_id_date_idx" ON "photo_albums" USING btree ("id","photo_date");
