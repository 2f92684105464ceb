CREATE TABLE "password_help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"teacher_id" integer,
	"parent_id" integer,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_count" integer DEFAULT 1 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"outcome" varchar(10),
	CONSTRAINT "password_help_one_account_check" CHECK (("teacher_id" is null) <> ("parent_id" is null))
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "original_key" varchar(200);--> statement-breakpoint
ALTER TABLE "password_help_requests" ADD CONSTRAINT "password_help_requests_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_help_requests" ADD CONSTRAINT "password_help_requests_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_help_requests" ADD CONSTRAINT "password_help_requests_closed_by_teachers_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_help_open_teacher_idx" ON "password_help_requests" USING btree ("teacher_id") WHERE "password_help_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "password_help_open_parent_idx" ON "password_help_requests" USING btree ("parent_id") WHERE "password_help_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "files_original_key_idx" ON "files" USING btree ("original_key");