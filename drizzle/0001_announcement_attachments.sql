ALTER TABLE "announcements" ADD COLUMN "file1" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "file2" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "file3" integer;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_file1_uploaded_files_id_fk" FOREIGN KEY ("file1") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_file2_uploaded_files_id_fk" FOREIGN KEY ("file2") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_file3_uploaded_files_id_fk" FOREIGN KEY ("file3") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;