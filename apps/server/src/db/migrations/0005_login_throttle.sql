-- attempts are a day of counters keyed by the old column: start them afresh
DELETE FROM "login_attempts";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "account_key" varchar(64) NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "device_id" varchar(32);--> statement-breakpoint
CREATE INDEX "login_attempts_account_time_idx" ON "login_attempts" USING btree ("account_key","created_at");