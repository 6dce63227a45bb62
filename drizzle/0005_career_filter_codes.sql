-- Career filter codes (docs/decisions/001-career-filter-codes.md): job types 1 and 3 swap
-- (1 Warehouse, 3 Store Operation), Jessup's distribution center is city 19 and 18 the headquarters.
-- A fresh database has no rows yet: every statement then changes nothing and the seed writes the new codes.
UPDATE "job_postings" SET "job_type" = 4 - "job_type" WHERE "job_type" IN (1, 3);
--> statement-breakpoint
UPDATE "job_postings" SET "cities" = array_replace("cities", 18, 19) WHERE "job_type" = 1;
--> statement-breakpoint
UPDATE "common_codes" SET "label_ko" = '물류센터', "label_en" = 'Warehouse', "sort_order" = 3 WHERE "kind" = 'jobtype' AND "value" = 1;
--> statement-breakpoint
UPDATE "common_codes" SET "label_ko" = '매장 운영(리테일)', "label_en" = 'Store Operation (Retail)', "sort_order" = 1 WHERE "kind" = 'jobtype' AND "value" = 3;
--> statement-breakpoint
UPDATE "common_codes" SET "label_ko" = '본사(제섭)', "label_en" = 'Headquarters (Jessup)' WHERE "kind" = 'city' AND "value" = 18;
--> statement-breakpoint
INSERT INTO "common_codes" ("kind", "value", "label_ko", "label_en", "sort_order")
SELECT 'city', 19, '제섭(물류센터)', 'Jessup (Distribution Center)', 19
WHERE EXISTS (SELECT 1 FROM "common_codes" WHERE "kind" = 'city')
  AND NOT EXISTS (SELECT 1 FROM "common_codes" WHERE "kind" = 'city' AND "value" = 19);
