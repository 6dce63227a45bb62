CREATE TABLE "record_presence" (
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "record_presence_kind_record_id_staff_id_pk" PRIMARY KEY("kind","record_id","staff_id")
);
--> statement-breakpoint
ALTER TABLE "record_presence" ADD CONSTRAINT "record_presence_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_presence_seen_idx" ON "record_presence" USING btree ("seen_at");