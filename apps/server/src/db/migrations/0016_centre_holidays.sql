-- A centre's own days off and open days beside the national holidays (docs/product/holiday.md).
CREATE TABLE "centre_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"centre_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" varchar(50) NOT NULL,
	"kind" varchar(10) DEFAULT 'CLOSED' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centre_holidays_kind_check" CHECK ("kind" in ('CLOSED', 'OPEN'))
);
--> statement-breakpoint
ALTER TABLE "centre_holidays" ADD CONSTRAINT "centre_holidays_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "centre_holidays" ADD CONSTRAINT "centre_holidays_created_by_teachers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "centre_holidays_centre_date_uq" ON "centre_holidays" USING btree ("centre_id","date");