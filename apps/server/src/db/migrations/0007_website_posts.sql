CREATE TABLE "facility_photo_files" (
	"file_id" integer PRIMARY KEY NOT NULL,
	"facility_id" integer NOT NULL,
	"position" integer NOT NULL,
	"caption" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_audiences" (
	"ref_type" varchar(20) NOT NULL,
	"ref_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "post_audiences_ref_type_ref_id_class_id_pk" PRIMARY KEY("ref_type","ref_id","class_id")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "education_programs" ADD COLUMN "content_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "content_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "start_time" varchar(5);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "end_time" varchar(5);--> statement-breakpoint
ALTER TABLE "facility_photo_files" ADD CONSTRAINT "facility_photo_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_photo_files" ADD CONSTRAINT "facility_photo_files_facility_id_facility_photos_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facility_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_photo_files_facility_idx" ON "facility_photo_files" USING btree ("facility_id","position");--> statement-breakpoint
CREATE INDEX "post_audiences_class_idx" ON "post_audiences" USING btree ("class_id","ref_type");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_period_check" CHECK ("end_date" is null or "event_date" <= "end_date");