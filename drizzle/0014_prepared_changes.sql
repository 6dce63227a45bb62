CREATE TABLE "prepared_changes" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"publish_at" timestamp with time zone,
	"scheduled_by" integer,
	CONSTRAINT "prepared_changes_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "prepared_changes" ADD CONSTRAINT "prepared_changes_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepared_changes" ADD CONSTRAINT "prepared_changes_scheduled_by_staff_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prepared_changes_due_idx" ON "prepared_changes" USING btree ("publish_at");