ALTER TABLE "job_postings" ADD COLUMN "experience" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;