CREATE TABLE "class_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"hex" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_colors_hex_unique" UNIQUE("hex")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"color" varchar(7) DEFAULT '#e2e8f0' NOT NULL,
	"age_band" integer,
	"capacity" integer,
	"introduction" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(50) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"name" varchar(50) NOT NULL,
	"role" varchar(20) NOT NULL,
	"class_id" integer,
	"phone" varchar(20),
	"email" varchar(100),
	"profile_file_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachers_login_id_unique" UNIQUE("login_id")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" integer NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_login_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(40)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" varchar(64) NOT NULL,
	"login_id" varchar(50),
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200),
	"original_name" varchar(255) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"ref_type" varchar(20),
	"ref_id" integer,
	"purpose" varchar(20),
	"class_id" integer,
	"temp_key" varchar(64),
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_login_id" varchar(50),
	"actor_role" varchar(20),
	"ip" varchar(64),
	"action" varchar(60) NOT NULL,
	"subject_type" varchar(30) NOT NULL,
	"subject_id" varchar(60),
	"detail" jsonb,
	"request_id" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"label" varchar(30) DEFAULT '' NOT NULL,
	"value" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_mobiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"label" varchar(30) DEFAULT '' NOT NULL,
	"value" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"label" varchar(30) DEFAULT '' NOT NULL,
	"value" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(50) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leave_date" date,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parents_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "parents_status_check" CHECK ("status" in ('active', 'stopped', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "child_emergency_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"relation" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_parents" (
	"child_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"relation" varchar(20) NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_parents_child_id_parent_id_pk" PRIMARY KEY("child_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "child_pickup_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"relation" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"authorised" boolean DEFAULT true NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"birth_date" date NOT NULL,
	"gender" varchar(1) NOT NULL,
	"class_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admission_date" date,
	"leave_date" date,
	"allergies" text DEFAULT '' NOT NULL,
	"health_notes" text DEFAULT '' NOT NULL,
	"photo_consent" boolean DEFAULT true NOT NULL,
	"profile_file_id" integer,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_status_check" CHECK ("status" in ('active', 'pause', 'stop', 'graduate')),
	CONSTRAINT "children_gender_check" CHECK ("gender" in ('M', 'F'))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_name" varchar(50) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"child_name" varchar(50) DEFAULT '' NOT NULL,
	"child_birth_date" date,
	"kind" varchar(10) NOT NULL,
	"wished_date" date NOT NULL,
	"wished_time" varchar(5),
	"memo" text DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"staff_note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_kind_check" CHECK ("kind" in ('consult', 'visit')),
	CONSTRAINT "reservations_status_check" CHECK ("status" in ('REQUESTED', 'CONFIRMED', 'DONE', 'CANCELLED')),
	CONSTRAINT "reservations_wished_time_check" CHECK ("wished_time" is null or "wished_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "facility_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"age_band" integer,
	"start_date" date,
	"end_date" date,
	"author_id" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_programs_age_band_check" CHECK ("age_band" is null or "age_band" between 0 and 7),
	CONSTRAINT "education_programs_period_check" CHECK ("start_date" is null or "end_date" is null or "start_date" <= "end_date")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"event_date" date NOT NULL,
	"place" varchar(200) DEFAULT '' NOT NULL,
	"author_id" integer,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_menu_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"day" date NOT NULL,
	"meal" text DEFAULT '' NOT NULL,
	"snack_am" text DEFAULT '' NOT NULL,
	"snack_pm" text DEFAULT '' NOT NULL,
	"allergens" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "weekly_menu_days_menu_day_key" UNIQUE("menu_id","day")
);
--> statement-breakpoint
CREATE TABLE "weekly_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"week_monday" date NOT NULL,
	"title" varchar(100) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weekly_menus_week_monday_unique" UNIQUE("week_monday"),
	CONSTRAINT "weekly_menus_monday_check" CHECK (extract(isodow from "week_monday") = 1)
);
--> statement-breakpoint
CREATE TABLE "class_week_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_week_id" integer NOT NULL,
	"day" date NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	CONSTRAINT "class_week_days_week_day_key" UNIQUE("class_week_id","day")
);
--> statement-breakpoint
CREATE TABLE "class_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"theme" varchar(200) DEFAULT '' NOT NULL,
	"goals" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_weeks_class_week_key" UNIQUE("class_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "class_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"note_date" date NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alim_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"note_date" date NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"mood" varchar(10),
	"meal" varchar(10),
	"nap" varchar(10),
	"health" varchar(10),
	"temperature" numeric(3, 1),
	"bowel" varchar(10),
	"author_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alim_notes_child_date_key" UNIQUE("child_id","note_date"),
	CONSTRAINT "alim_notes_mood_check" CHECK ("mood" is null or "mood" in ('good', 'normal', 'bad')),
	CONSTRAINT "alim_notes_health_check" CHECK ("health" is null or "health" in ('good', 'normal', 'bad')),
	CONSTRAINT "alim_notes_meal_check" CHECK ("meal" is null or "meal" in ('good', 'normal', 'little', 'none')),
	CONSTRAINT "alim_notes_nap_check" CHECK ("nap" is null or "nap" in ('good', 'normal', 'short', 'none')),
	CONSTRAINT "alim_notes_bowel_check" CHECK ("bowel" is null or "bowel" in ('normal', 'loose', 'hard', 'none')),
	CONSTRAINT "alim_notes_temperature_check" CHECK ("temperature" is null or "temperature" between 34 and 43)
);
--> statement-breakpoint
CREATE TABLE "photo_album_children" (
	"album_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	CONSTRAINT "photo_album_children_album_id_child_id_pk" PRIMARY KEY("album_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "photo_albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"photo_date" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"given_by" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"request_date" date NOT NULL,
	"symptom" varchar(200) NOT NULL,
	"medicine_name" varchar(200) NOT NULL,
	"dosage" varchar(100) NOT NULL,
	"times" varchar(100) NOT NULL,
	"storage" varchar(10) DEFAULT 'room' NOT NULL,
	"parent_note" text DEFAULT '' NOT NULL,
	"requested_by_parent_id" integer,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"completed_by" integer,
	"completed_at" date,
	"teacher_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_requests_status_check" CHECK ("status" in ('REQUESTED', 'CHECKED', 'COMPLETED')),
	CONSTRAINT "medicine_requests_storage_check" CHECK ("storage" in ('room', 'fridge'))
);
--> statement-breakpoint
CREATE TABLE "rehome_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"rehome_date" date NOT NULL,
	"rehome_time" varchar(5) NOT NULL,
	"pickup_name" varchar(50) NOT NULL,
	"relation" varchar(20) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"method" varchar(10) DEFAULT 'walk' NOT NULL,
	"parent_note" text DEFAULT '' NOT NULL,
	"requested_by_parent_id" integer,
	"status" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"checked_by" integer,
	"checked_at" timestamp with time zone,
	"ended_by" integer,
	"ended_at" timestamp with time zone,
	"handed_over_at" timestamp with time zone,
	"stopped_by" integer,
	"stopped_at" timestamp with time zone,
	"override_reason" varchar(200) DEFAULT '' NOT NULL,
	"teacher_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rehome_records_status_check" CHECK ("status" in ('REQUESTED', 'CHECKED', 'ENDED', 'STOPPED')),
	CONSTRAINT "rehome_records_method_check" CHECK ("method" in ('walk', 'car', 'bus', 'other')),
	CONSTRAINT "rehome_records_time_check" CHECK ("rehome_time" is null or "rehome_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"att_date" date NOT NULL,
	"status" varchar(12) NOT NULL,
	"arrived_at" varchar(5),
	"left_at" varchar(5),
	"excused" boolean DEFAULT false NOT NULL,
	"excuse_reason" varchar(200) DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_child_date_key" UNIQUE("child_id","att_date"),
	CONSTRAINT "attendance_status_check" CHECK ("status" in ('present', 'absent', 'late', 'early_leave')),
	CONSTRAINT "attendance_arrived_check" CHECK ("arrived_at" is null or "arrived_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "attendance_left_check" CHECK ("left_at" is null or "left_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_auth_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_teachers_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_emails" ADD CONSTRAINT "parent_emails_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_mobiles" ADD CONSTRAINT "parent_mobiles_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_phones" ADD CONSTRAINT "parent_phones_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_emergency_contacts" ADD CONSTRAINT "child_emergency_contacts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_parents" ADD CONSTRAINT "child_parents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_parents" ADD CONSTRAINT "child_parents_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_pickup_persons" ADD CONSTRAINT "child_pickup_persons_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_profile_file_id_files_id_fk" FOREIGN KEY ("profile_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_handled_by_teachers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD CONSTRAINT "facility_photos_created_by_teachers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_programs" ADD CONSTRAINT "education_programs_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menu_days" ADD CONSTRAINT "weekly_menu_days_menu_id_weekly_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."weekly_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD CONSTRAINT "weekly_menus_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_week_days" ADD CONSTRAINT "class_week_days_class_week_id_class_weeks_id_fk" FOREIGN KEY ("class_week_id") REFERENCES "public"."class_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_weeks" ADD CONSTRAINT "class_weeks_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_weeks" ADD CONSTRAINT "class_weeks_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_notes" ADD CONSTRAINT "class_notes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_notes" ADD CONSTRAINT "class_notes_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_notes" ADD CONSTRAINT "alim_notes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_notes" ADD CONSTRAINT "alim_notes_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alim_notes" ADD CONSTRAINT "alim_notes_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_album_children" ADD CONSTRAINT "photo_album_children_album_id_photo_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."photo_albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_album_children" ADD CONSTRAINT "photo_album_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_albums" ADD CONSTRAINT "photo_albums_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_albums" ADD CONSTRAINT "photo_albums_author_id_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_doses" ADD CONSTRAINT "medicine_doses_request_id_medicine_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."medicine_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_doses" ADD CONSTRAINT "medicine_doses_given_by_teachers_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_requested_by_parent_id_parents_id_fk" FOREIGN KEY ("requested_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_checked_by_teachers_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_completed_by_teachers_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_requested_by_parent_id_parents_id_fk" FOREIGN KEY ("requested_by_parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_checked_by_teachers_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_ended_by_teachers_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rehome_records" ADD CONSTRAINT "rehome_records_stopped_by_teachers_id_fk" FOREIGN KEY ("stopped_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_teachers_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."teachers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_name_key" ON "classes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "teachers_class_idx" ON "teachers" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "teachers_name_idx" ON "teachers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "auth_sessions_teacher_idx" ON "auth_sessions" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_time_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "files_ref_idx" ON "files" USING btree ("ref_type","ref_id");--> statement-breakpoint
CREATE INDEX "files_temp_idx" ON "files" USING btree ("temp_key");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "files_thumbnail_key_idx" ON "files" USING btree ("thumbnail_key");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parent_emails_parent_idx" ON "parent_emails" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parent_mobiles_parent_idx" ON "parent_mobiles" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parent_phones_parent_idx" ON "parent_phones" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parents_name_idx" ON "parents" USING btree ("name");--> statement-breakpoint
CREATE INDEX "parents_phone_idx" ON "parents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "parents_status_idx" ON "parents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "parents_leave_date_idx" ON "parents" USING btree ("leave_date");--> statement-breakpoint
CREATE INDEX "child_emergency_contacts_child_idx" ON "child_emergency_contacts" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "child_parents_parent_idx" ON "child_parents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "child_pickup_persons_child_idx" ON "child_pickup_persons" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "children_class_status_idx" ON "children" USING btree ("class_id","status","name");--> statement-breakpoint
CREATE INDEX "children_status_idx" ON "children" USING btree ("status");--> statement-breakpoint
CREATE INDEX "children_name_idx" ON "children" USING btree ("name");--> statement-breakpoint
CREATE INDEX "children_birth_date_idx" ON "children" USING btree ("birth_date");--> statement-breakpoint
CREATE INDEX "children_leave_date_idx" ON "children" USING btree ("leave_date");--> statement-breakpoint
CREATE INDEX "reservations_wished_idx" ON "reservations" USING btree ("wished_date","wished_time");--> statement-breakpoint
CREATE INDEX "reservations_status_idx" ON "reservations" USING btree ("status","wished_date");--> statement-breakpoint
CREATE INDEX "reservations_family_name_idx" ON "reservations" USING btree ("family_name");--> statement-breakpoint
CREATE INDEX "reservations_created_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "facility_photos_sort_idx" ON "facility_photos" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "facility_photos_title_idx" ON "facility_photos" USING btree ("title");--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("pinned","published_at");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "notices_title_idx" ON "notices" USING btree ("title");--> statement-breakpoint
CREATE INDEX "notices_author_idx" ON "notices" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "education_programs_start_idx" ON "education_programs" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "education_programs_title_idx" ON "education_programs" USING btree ("title");--> statement-breakpoint
CREATE INDEX "education_programs_created_idx" ON "education_programs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("event_date");--> statement-breakpoint
CREATE INDEX "events_title_idx" ON "events" USING btree ("title");--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "weekly_menu_days_day_idx" ON "weekly_menu_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "weekly_menus_title_idx" ON "weekly_menus" USING btree ("title");--> statement-breakpoint
CREATE INDEX "class_weeks_week_idx" ON "class_weeks" USING btree ("week_start");--> statement-breakpoint
CREATE INDEX "class_notes_class_date_idx" ON "class_notes" USING btree ("class_id","note_date");--> statement-breakpoint
CREATE INDEX "class_notes_title_idx" ON "class_notes" USING btree ("title");--> statement-breakpoint
CREATE INDEX "alim_notes_class_date_idx" ON "alim_notes" USING btree ("class_id","note_date");--> statement-breakpoint
CREATE INDEX "photo_album_children_child_idx" ON "photo_album_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "photo_albums_class_date_idx" ON "photo_albums" USING btree ("class_id","photo_date");--> statement-breakpoint
CREATE INDEX "photo_albums_title_idx" ON "photo_albums" USING btree ("title");--> statement-breakpoint
CREATE INDEX "medicine_doses_request_idx" ON "medicine_doses" USING btree ("request_id","given_at");--> statement-breakpoint
CREATE INDEX "medicine_requests_class_date_idx" ON "medicine_requests" USING btree ("class_id","request_date");--> statement-breakpoint
CREATE INDEX "medicine_requests_status_idx" ON "medicine_requests" USING btree ("status","request_date");--> statement-breakpoint
CREATE INDEX "medicine_requests_child_date_idx" ON "medicine_requests" USING btree ("child_id","request_date");--> statement-breakpoint
CREATE INDEX "rehome_records_class_date_idx" ON "rehome_records" USING btree ("class_id","rehome_date");--> statement-breakpoint
CREATE INDEX "rehome_records_status_idx" ON "rehome_records" USING btree ("status","rehome_date");--> statement-breakpoint
CREATE INDEX "rehome_records_child_date_idx" ON "rehome_records" USING btree ("child_id","rehome_date");--> statement-breakpoint
CREATE INDEX "attendance_class_date_idx" ON "attendance" USING btree ("class_id","att_date","status");--> statement-breakpoint
CREATE INDEX "attendance_date_status_idx" ON "attendance" USING btree ("att_date","status");