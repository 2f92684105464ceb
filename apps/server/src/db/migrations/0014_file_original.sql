ALTER TABLE "files" ADD COLUMN "original_key" varchar(200);--> statement-breakpoint
CREATE INDEX "files_original_key_idx" ON "files" USING btree ("original_key");