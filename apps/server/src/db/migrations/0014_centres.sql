-- Many centres on one deployment (issue 32, docs/decisions/017-centres-and-policies.md): organisation → centre → class.
-- An existing database becomes organisation 1 with centre 1 holding every row; a new one starts with the same pair,
-- which the demo seed or `create-admin` names. Staff logins move to staff_accounts (one per person); a teachers row
-- is that person's membership of one centre (role, class), so a login may work in several centres.
CREATE TABLE "centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisation_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"kind" varchar(20) DEFAULT 'daycare' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"representative" varchar(50) DEFAULT '' NOT NULL,
	"basic_start" varchar(5) DEFAULT '09:00' NOT NULL,
	"basic_end" varchar(5) DEFAULT '16:00' NOT NULL,
	"extended_end" varchar(5) DEFAULT '19:30' NOT NULL,
	"school_days" smallint[] DEFAULT '{1,2,3,4,5}' NOT NULL,
	"time_zone" varchar(50) DEFAULT 'Asia/Seoul' NOT NULL,
	"retention_years" smallint DEFAULT 5 NOT NULL,
	"modules" varchar(20)[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centres_kind_check" CHECK ("kind" in ('daycare', 'kindergarten')),
	CONSTRAINT "centres_basic_start_check" CHECK ("basic_start" is null or "basic_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "centres_basic_end_check" CHECK ("basic_end" is null or "basic_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "centres_extended_end_check" CHECK ("extended_end" is null or "extended_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "centres_retention_check" CHECK ("retention_years" between 1 and 30),
	CONSTRAINT "centres_modules_check" CHECK ("modules" <@ array['bus', 'extended']::varchar[])
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(50) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
INSERT INTO "organisations" ("id", "name") VALUES (1, '우리 어린이집');--> statement-breakpoint
INSERT INTO "centres" ("id", "organisation_id", "name") VALUES (1, 1, '우리 어린이집');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('organisations', 'id'), 1);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('centres', 'id'), 1);--> statement-breakpoint
-- every staff member keeps their login: account n is teacher n's
INSERT INTO "staff_accounts" ("id", "login_id", "password_hash", "must_change_password", "last_login_at", "password_changed_at", "created_at")
  SELECT "id", "login_id", "password_hash", "must_change_password", "last_login_at", "password_changed_at", "created_at" FROM "teachers";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('staff_accounts', 'id'), greatest((SELECT max("id") FROM "staff_accounts"), 1));--> statement-breakpoint
DROP TRIGGER IF EXISTS kg_auth_changed_teachers ON "teachers";--> statement-breakpoint
ALTER TABLE "teachers" DROP CONSTRAINT "teachers_login_id_unique";--> statement-breakpoint
ALTER TABLE "weekly_menus" DROP CONSTRAINT "weekly_menus_week_monday_unique";--> statement-breakpoint
DROP INDEX "classes_name_key";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "classes" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "teachers" SET "account_id" = "id";--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "teachers" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "teachers" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "centre_id" integer;--> statement-breakpoint
UPDATE "audit_log" SET "centre_id" = 1;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "parents" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "children" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "facility_photos" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "notices" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "education_programs" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "education_programs" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD COLUMN "centre_id" integer NOT NULL DEFAULT 1;--> statement-breakpoint
ALTER TABLE "weekly_menus" ALTER COLUMN "centre_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "centres" ADD CONSTRAINT "centres_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "centres_organisation_idx" ON "centres" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD CONSTRAINT "facility_photos_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_programs" ADD CONSTRAINT "education_programs_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD CONSTRAINT "weekly_menus_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_centre_name_key" ON "classes" USING btree ("centre_id","name");--> statement-breakpoint
CREATE INDEX "classes_centre_idx" ON "classes" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "teachers_centre_idx" ON "teachers" USING btree ("centre_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teachers_account_centre_key" ON "teachers" USING btree ("account_id","centre_id");--> statement-breakpoint
CREATE INDEX "files_centre_idx" ON "files" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "audit_log_centre_idx" ON "audit_log" USING btree ("centre_id","created_at");--> statement-breakpoint
CREATE INDEX "parents_centre_idx" ON "parents" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "children_centre_idx" ON "children" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "reservations_centre_idx" ON "reservations" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "facility_photos_centre_idx" ON "facility_photos" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "notices_centre_idx" ON "notices" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "education_programs_centre_idx" ON "education_programs" USING btree ("centre_id");--> statement-breakpoint
CREATE INDEX "events_centre_idx" ON "events" USING btree ("centre_id");--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "login_id";--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "password_hash";--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "must_change_password";--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "last_login_at";--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "password_changed_at";--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD CONSTRAINT "weekly_menus_centre_week_key" UNIQUE("centre_id","week_monday");--> statement-breakpoint
-- a signed-in session is built from these too (modules/auth/session-cache.ts, migration 0001)
create or replace trigger kg_auth_changed_teachers
  after update of id, account_id, centre_id, name, role, class_id, active, profile_file_id or delete or truncate
  on teachers for each statement execute function kg_auth_changed();--> statement-breakpoint
create or replace trigger kg_auth_changed_staff_accounts
  after update of id, login_id, must_change_password or delete or truncate
  on staff_accounts for each statement execute function kg_auth_changed();--> statement-breakpoint
create or replace trigger kg_auth_changed_centres
  after update of id, name, time_zone, organisation_id, active or delete or truncate
  on centres for each statement execute function kg_auth_changed();
