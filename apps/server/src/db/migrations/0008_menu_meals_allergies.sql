CREATE TABLE "weekly_menu_dishes" (
	"id" serial PRIMARY KEY NOT NULL,
	"meal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"allergens" smallint[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "weekly_menu_dishes_meal_position_key" UNIQUE("meal_id","position")
);
--> statement-breakpoint
CREATE TABLE "weekly_menu_meals" (
	"id" serial PRIMARY KEY NOT NULL,
	"day_id" integer NOT NULL,
	"slot" varchar(10) NOT NULL,
	"served_note" varchar(300) DEFAULT '' NOT NULL,
	CONSTRAINT "weekly_menu_meals_day_slot_key" UNIQUE("day_id","slot"),
	CONSTRAINT "weekly_menu_meals_slot_check" CHECK ("slot" in ('AM_SNACK', 'LUNCH', 'PM_SNACK'))
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allergy_codes" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allergy_note" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_menu_days" ADD COLUMN "kcal" integer;--> statement-breakpoint
ALTER TABLE "weekly_menu_days" ADD COLUMN "protein" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "weekly_menus" ADD COLUMN "origin_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_menu_dishes" ADD CONSTRAINT "weekly_menu_dishes_meal_id_weekly_menu_meals_id_fk" FOREIGN KEY ("meal_id") REFERENCES "public"."weekly_menu_meals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_menu_meals" ADD CONSTRAINT "weekly_menu_meals_day_id_weekly_menu_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."weekly_menu_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_menu_dishes_name_idx" ON "weekly_menu_dishes" USING btree ("name");--> statement-breakpoint
-- Data: each old day's text becomes dishes (split at commas and line breaks), one meal per non-empty slot. The old
-- day-level allergen text cannot be tied to a dish: it is kept as a line of the week's origin note, after the old memo.
UPDATE "weekly_menus" m SET "origin_note" = concat_ws(E'\n', nullif(m."memo", ''), (
  SELECT string_agg('이전 알레르기 표시(' || to_char(d."day", 'YYYY-MM-DD') || '): ' || btrim(d."allergens"), E'\n' ORDER BY d."day")
  FROM "weekly_menu_days" d WHERE d."menu_id" = m."id" AND btrim(d."allergens") <> ''
));--> statement-breakpoint
INSERT INTO "weekly_menu_meals" ("day_id", "slot")
SELECT DISTINCT p."day_id", p."slot" FROM (
  SELECT d."id" AS "day_id", s."slot", regexp_replace(x."part", '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g') AS "part"
  FROM "weekly_menu_days" d
  CROSS JOIN LATERAL (VALUES ('AM_SNACK', d."snack_am"), ('LUNCH', d."meal"), ('PM_SNACK', d."snack_pm")) AS s("slot", "body")
  CROSS JOIN LATERAL regexp_split_to_table(s."body", '[,\n]+') AS x("part")
) p WHERE p."part" <> '';--> statement-breakpoint
INSERT INTO "weekly_menu_dishes" ("meal_id", "position", "name")
SELECT m."id", (row_number() OVER (PARTITION BY m."id" ORDER BY p."ord") - 1)::integer, rtrim(left(p."part", 50))
FROM (
  SELECT d."id" AS "day_id", s."slot", x."ord", regexp_replace(x."part", '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g') AS "part"
  FROM "weekly_menu_days" d
  CROSS JOIN LATERAL (VALUES ('AM_SNACK', d."snack_am"), ('LUNCH', d."meal"), ('PM_SNACK', d."snack_pm")) AS s("slot", "body")
  CROSS JOIN LATERAL regexp_split_to_table(s."body", '[,\n]+') WITH ORDINALITY AS x("part", "ord")
) p
JOIN "weekly_menu_meals" m ON m."day_id" = p."day_id" AND m."slot" = p."slot"
WHERE p."part" <> '';--> statement-breakpoint
-- Data: children's free-text allergies read as parseAllergyText (packages/contract/src/menu/allergens.ts) reads them:
-- split at , ， 、 / · ; or a line break; a part that is exactly a name of ALLERGEN_SYNONYMS (spaces and a trailing
-- 알레르기/알러지 aside) becomes its number; the other parts stay as text, in order, joined by ', '.
-- (migration-allergies.test.ts checks both agree.)
WITH "parts" AS (
  SELECT c."id", x."ord", regexp_replace(x."part", '^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+$', '', 'g') AS "part"
  FROM "children" c
  CROSS JOIN LATERAL regexp_split_to_table(c."allergies", '[,，、/·\n;]+') WITH ORDINALITY AS x("part", "ord")
  WHERE c."allergies" <> ''
), "synonyms" ("name", "code") AS (VALUES
  ('난류', 1),
  ('계란', 1),
  ('달걀', 1),
  ('메추리알', 1),
  ('우유', 2),
  ('유제품', 2),
  ('치즈', 2),
  ('분유', 2),
  ('메밀', 3),
  ('땅콩', 4),
  ('대두', 5),
  ('콩', 5),
  ('두부', 5),
  ('두유', 5),
  ('밀가루', 6),
  ('밀', 6),
  ('고등어', 7),
  ('게', 8),
  ('꽃게', 8),
  ('새우', 9),
  ('돼지고기', 10),
  ('돼지', 10),
  ('복숭아', 11),
  ('토마토', 12),
  ('아황산류', 13),
  ('아황산염', 13),
  ('아황산', 13),
  ('호두', 14),
  ('닭고기', 15),
  ('닭', 15),
  ('쇠고기', 16),
  ('소고기', 16),
  ('오징어', 17),
  ('조개류', 18),
  ('조개', 18),
  ('굴', 18),
  ('전복', 18),
  ('홍합', 18),
  ('잣', 19)
), "parsed" AS (
  SELECT p."id", p."ord", p."part", s."code"
  FROM "parts" p
  LEFT JOIN "synonyms" s ON s."name" = regexp_replace(regexp_replace(p."part", '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*(알레르기|알러지)$', ''), '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+', '', 'g')
  WHERE p."part" <> ''
)
UPDATE "children" c SET
  "allergy_codes" = coalesce((SELECT array_agg(DISTINCT q."code" ORDER BY q."code") FROM "parsed" q WHERE q."id" = c."id" AND q."code" IS NOT NULL), '{}')::smallint[],
  "allergies" = coalesce((SELECT string_agg(q."part", ', ' ORDER BY q."ord") FROM "parsed" q WHERE q."id" = c."id" AND q."code" IS NULL), '')
WHERE c."allergies" <> '';--> statement-breakpoint
ALTER TABLE "weekly_menu_days" DROP COLUMN "meal";--> statement-breakpoint
ALTER TABLE "weekly_menu_days" DROP COLUMN "snack_am";--> statement-breakpoint
ALTER TABLE "weekly_menu_days" DROP COLUMN "snack_pm";--> statement-breakpoint
ALTER TABLE "weekly_menu_days" DROP COLUMN "allergens";--> statement-breakpoint
ALTER TABLE "weekly_menus" DROP COLUMN "memo";