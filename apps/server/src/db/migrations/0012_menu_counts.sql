-- The menu list reads each week's counts from its row (menu.repository menuCounts; every save keeps them) instead of
-- counting the week's dishes per listed row; weeks saved before this get them here.
ALTER TABLE "weekly_menus" ADD COLUMN "day_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD COLUMN "dish_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "weekly_menus" w SET "day_count" = c."day_count", "dish_count" = c."dish_count"
FROM (
  SELECT d."menu_id", count(DISTINCT d."id") AS "day_count", count(DISTINCT x."name") AS "dish_count"
  FROM "weekly_menu_days" d
  JOIN "weekly_menu_meals" m ON m."day_id" = d."id"
  JOIN "weekly_menu_dishes" x ON x."meal_id" = m."id"
  GROUP BY d."menu_id"
) c
WHERE c."menu_id" = w."id";
