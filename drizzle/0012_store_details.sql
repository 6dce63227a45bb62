CREATE TABLE "store_details" (
	"store_slug" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"tel" text NOT NULL,
	"week" jsonb NOT NULL,
	"food" boolean DEFAULT false NOT NULL,
	"food_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_list_eng" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"snack" boolean DEFAULT false NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
