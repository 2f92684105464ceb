-- The medicines of a request live in medicine_request_items (0010 copied every request's one medicine there); the
-- single-medicine columns of medicine_requests are no longer read or written.
ALTER TABLE "medicine_requests" DROP CONSTRAINT "medicine_requests_storage_check";--> statement-breakpoint
ALTER TABLE "medicine_requests" DROP COLUMN "medicine_name";--> statement-breakpoint
ALTER TABLE "medicine_requests" DROP COLUMN "dosage";--> statement-breakpoint
ALTER TABLE "medicine_requests" DROP COLUMN "times";--> statement-breakpoint
ALTER TABLE "medicine_requests" DROP COLUMN "storage";