ALTER TABLE "teachers" DROP COLUMN "failed_count";--> statement-breakpoint
ALTER TABLE "teachers" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "login_id";