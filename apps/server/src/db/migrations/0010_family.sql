CREATE TABLE "alim_note_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"parent_id" integer,
	"teacher_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_request_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"position" integer NOT NULL,
	"medicine_name" varchar(200) NOT NULL,
	"dosage" varchar(100) NOT NULL,
	"times" varchar(100) NOT NULL,
	"storage" varchar(10) DEFAULT 'room' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_request_items_storage_check" CHECK ("storage" in ('room', 'fridge'))
);
--> statement-breakpoint
ALTER TABLE "medicine_requests" DROP CONSTRAINT "medicine_requests_status_check";--> statement-breakpoint
ALTER TABLE "auth_sessions" ALTER COLUMN "teacher_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "alim_notes" ADD COLUMN "read_by_parent_id" integer;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD COLUMN "emergency_phone" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD COLUMN "stopped_by_parent_id" integer;--> statement-breakpoint
ALTER TABLE "alim_note_replies" ADD CONSTRAINT "alim_note_replies_note_id_alim_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."alim_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_note_replies" ADD CONSTRAINT "alim_note_replies_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_note_replies" ADD CONSTRAINT "alim_note_replies_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_request_items" ADD CONSTRAINT "medicine_request_items_request_id_medicine_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."medicine_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alim_note_replies_note_idx" ON "alim_note_replies" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_request_items_request_position_idx" ON "medicine_request_items" USING btree ("request_id","position");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_notes" ADD CONSTRAINT "alim_notes_read_by_parent_id_parents_id_fk" FOREIGN KEY ("read_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_stopped_by_parent_id_parents_id_fk" FOREIGN KEY ("stopped_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_parent_idx" ON "auth_sessions" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_one_principal_check" CHECK (("teacher_id" is null) <> ("parent_id" is null));--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_status_check" CHECK ("status" in ('REQUESTED', 'CHECKED', 'COMPLETED', 'CANCELLED'));--> statement-breakpoint
INSERT INTO "medicine_request_items" ("request_id", "position", "medicine_name", "dosage", "times", "storage", "created_at") SELECT "id", 0, "medicine_name", "dosage", "times", "storage", "created_at" FROM "medicine_requests";
--> statement-breakpoint
-- Parent-app sessions are cached like staff ones on the embedded database (modules/auth/session-cache.ts): a parent
-- stopped, blocked, renamed or given a one-time password must reach the very next request.
create or replace trigger kg_auth_changed_parents
  after update of id, login_id, name, status, must_change_password, sessions_revoked_at or delete or truncate
  on parents for each statement execute function kg_auth_changed();
