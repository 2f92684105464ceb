CREATE TABLE "photo_album_photos" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"album_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_album_photos" ADD CONSTRAINT "photo_album_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_album_photos" ADD CONSTRAINT "photo_album_photos_album_id_photo_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."photo_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_album_photos_album_position_idx" ON "photo_album_photos" USING btree ("album_id","position");--> statement-breakpoint
-- existing albums keep the order they were shown in (upload order: the files' ids), the first photo as the cover
INSERT INTO "photo_album_photos" ("file_id", "album_id", "position")
SELECT "files"."id", "files"."ref_id", (row_number() OVER (PARTITION BY "files"."ref_id" ORDER BY "files"."id") - 1)::integer
FROM "files" INNER JOIN "photo_albums" ON "photo_albums"."id" = "files"."ref_id"
WHERE "files"."ref_type" = 'PHOTO';
