ALTER TABLE "job_postings" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "pay_unit" text;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "benefits" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "benefits_eng" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_pay_check" CHECK (("job_postings"."pay_min" is null and "job_postings"."pay_max" is null and "job_postings"."pay_unit" is null) or ("job_postings"."pay_min" >= 0 and "job_postings"."pay_max" >= "job_postings"."pay_min" and "job_postings"."pay_unit" in ('hour', 'week', 'month', 'year')));