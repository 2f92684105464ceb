import {
  allergyWarnings,
  CLASS_NOT_FOUND_MESSAGE,
  MENU_PHOTO_ID_MESSAGE,
  MENU_PHOTO_MESSAGE,
  MENU_WEEK_NOT_FOUND_MESSAGE,
  weekMondayOf,
  type AllergyCheck,
  type AllergyCheckQuery,
  type Dish,
  type MenuWeek,
  type MenuWeekPage,
  type MenuWeekSearchQuery,
  type SaveMenuWeekBody,
  type UploadResult,
} from '@kg/contract';
import type { DbOrTx } from '../../db/client';
import { requireActor, requireCentre, type ServiceContext } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import { presentFile } from '../file/file.presenter';
import { attachOwnUploads, listFilesByRef, ownTempUploads, removeUnnamedFiles } from '../file/file.service';
import type { UploadSource } from '../file/file.upload';
import { writeAudit } from '../../lib/audit';
import { toPage } from '../../lib/paging';
import { menuRepository as repo, type MenuHeadRow, type SaveMenuDay } from './menu.repository';
import { emptyMenuWeek, toMenuWeek, toMenuWeekListItem, toStoredMenuDays } from './menu.presenter';

const SUBJECT = 'weekly_menu';
/**
 * Meal photos (docs/product/menu.md): files uploaded for and attached to a week's menu (ref_type MENU, ref_id the
 * menu's id); each meal row names its photo by photo_file_id.
 */
const MENU = 'MENU';
/** How many dish suggestions the form gets. */
const DISH_SUGGESTIONS = 20;

async function present(db: DbOrTx, head: MenuHeadRow): Promise<MenuWeek> {
  return toMenuWeek(head, await repo.dishRows(db, { menuId: head.id }));
}

async function loadById(db: DbOrTx, id: number): Promise<MenuWeek | undefined> {
  const head = await repo.findById(db, id);
  return head ? present(db, head) : undefined;
}

export async function searchMenus(ctx: ServiceContext, query: MenuWeekSearchQuery): Promise<MenuWeekPage> {
  const { rows, total } = await repo.page(ctx.db, requireCentre(ctx), query);
  return toPage(rows.map(toMenuWeekListItem), query, total);
}

/** The centre's menu of the week holding `date` (default today), or null. */
export async function getMenuByDate(ctx: ServiceContext, date: string | undefined): Promise<MenuWeek | null> {
  const head = await repo.findByWeek(ctx.db, requireCentre(ctx), weekMondayOf(date ?? ctx.today()));
  return head ? present(ctx.db, head) : null;
}

/** The week holding `anyDate` (default today): its menu, or the empty Monday–Friday form. */
export async function getMenuForm(ctx: ServiceContext, anyDate: string | undefined): Promise<MenuWeek> {
  const monday = weekMondayOf(anyDate ?? ctx.today());
  const head = await repo.findByWeek(ctx.db, requireCentre(ctx), monday);
  return head ? present(ctx.db, head) : emptyMenuWeek(monday);
}

/** GET /weeks/{id}: the record scope checked the menu is the centre's. */
export async function getMenu(ctx: ServiceContext, id: number): Promise<MenuWeek> {
  const week = await loadById(ctx.db, id);
  if (!week) throw notFound(MENU_WEEK_NOT_FOUND_MESSAGE);
  return week;
}

/** What is stored of a day sent: meals with a dish, a served note or a photo; days with a meal, kcal or protein. */
function storedDays(body: SaveMenuWeekBody): SaveMenuDay[] {
  return body.days
    .map((d) => ({
      day: d.day,
      kcal: d.kcal,
      protein: d.protein,
      meals: d.meals
        .filter((m) => m.dishes.length > 0 || m.servedNote !== '' || m.photoFileId !== null)
        .map((m) => ({ slot: m.slot, servedNote: m.servedNote, photoFileId: m.photoFileId, dishes: m.dishes })),
    }))
    .filter((d) => d.meals.length > 0 || d.kcal !== null || d.protein !== null);
}

/** POST /api/file/upload/menu?tempKey=: one photo of a meal as served (images only); a tempKey adds to earlier uploads. */
export async function uploadMenuPhoto(ctx: ServiceContext, source: UploadSource, tempKey: string | undefined): Promise<UploadResult> {
  const uploader = requireActor(ctx);
  const { tempKey: key, rows } = await ctx.files.receive(source, {
    uploader,
    purpose: MENU,
    classId: null,
    tempKey,
    kinds: ['image'],
    kindMessage: MENU_PHOTO_MESSAGE,
    maxFiles: 1,
  });
  return { tempKey: key, files: rows.map(presentFile) };
}

/**
 * Each meal's photoFileId must be a photo already on this week's menu or one of the caller's own uploads for meal
 * photos under `tempKey`, and no photo may serve two meals: otherwise 400 on `days.i.meals.j.photoFileId`.
 */
async function checkMealPhotos(tx: DbOrTx, actor: Principal, menuId: number, body: SaveMenuWeekBody, tempKey: string | undefined): Promise<number[]> {
  const onMenu = await listFilesByRef(tx, MENU, [menuId]);
  const uploaded = tempKey ? (await ownTempUploads(tx, tempKey, actor)).filter((f) => f.purpose === MENU) : [];
  const allowed = new Set([...onMenu, ...uploaded].map((f) => f.id));
  const named = new Set<number>();
  const details: Record<string, string> = {};
  body.days.forEach((day, i) =>
    day.meals.forEach((meal, j) => {
      if (meal.photoFileId === null) return;
      if (!allowed.has(meal.photoFileId) || named.has(meal.photoFileId)) details[`days.${i}.meals.${j}.photoFileId`] = MENU_PHOTO_ID_MESSAGE;
      named.add(meal.photoFileId);
    }),
  );
  if (Object.keys(details).length > 0) throw new AppError('VALIDATION', MENU_PHOTO_ID_MESSAGE, details);
  return [...named];
}

/**
 * Creates or replaces the centre's menu of the week (head, days, meals and dishes) in one transaction. The tempKey's meal photos
 * attach to the menu; the menu's photos no meal names any more are removed (their objects once it has committed).
 */
export async function saveMenu(ctx: ServiceContext, body: SaveMenuWeekBody, tempKey?: string): Promise<MenuWeek> {
  const principal = requireActor(ctx);
  const centreId = requireCentre(ctx);
  const { week, removed } = await ctx.db.transaction(async (tx) => {
    const existing = await repo.findByWeek(tx, centreId, body.weekMonday);
    const id = await repo.upsertMenu(tx, { centreId, weekMonday: body.weekMonday, title: body.title, originNote: body.originNote, authorId: principal.tno }, ctx.now());
    const photoIds = await checkMealPhotos(tx, principal, id, body, tempKey);
    if (tempKey) await attachOwnUploads(tx, principal, { tempKey, purposes: [MENU], refType: MENU, refId: id, classId: null });
    const days = storedDays(body);
    await repo.replaceDays(tx, id, days);
    const gone = await removeUnnamedFiles(tx, MENU, id, photoIds);
    await writeAudit(tx, ctx, {
      action: existing ? 'MENU_UPDATED' : 'MENU_CREATED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: {
        weekMonday: body.weekMonday,
        days: days.length,
        dishes: days.reduce((n, d) => n + d.meals.reduce((k, m) => k + m.dishes.length, 0), 0),
        photoFileIds: photoIds,
        removedFileIds: gone.map((f) => f.id),
      },
    });
    return { week: (await loadById(tx, id))!, removed: gone };
  });
  await ctx.files.purge(removed);
  return week;
}

/** DELETE /weeks/{id}: the record scope checked the menu is the centre's. */
export async function deleteMenu(ctx: ServiceContext, id: number): Promise<{ menuId: number }> {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.lockById(tx, id);
    if (!row) throw notFound(MENU_WEEK_NOT_FOUND_MESSAGE);
    const photos = await ctx.files.deleteFilesByRef(tx, MENU, id);
    await repo.delete(tx, id);
    await writeAudit(tx, ctx, {
      action: 'MENU_DELETED',
      subjectType: SUBJECT,
      subjectId: id,
      detail: { weekMonday: row.weekMonday, fileIds: photos.map((f) => f.id) },
    });
    return { menuId: id };
  });
}

/** The form's suggestions: dishes the centre used before, latest use first, with the allergens they had then. */
export async function dishSuggestions(ctx: ServiceContext, keyword: string | undefined): Promise<Dish[]> {
  return repo.dishSuggestions(ctx.db, requireCentre(ctx), keyword, DISH_SUGGESTIONS);
}

/**
 * The class's children at risk between startDate and endDate (docs/product/menu.md#the-check): for each day with a
 * menu of the centre, the children expected in the class that day, run through the contract's allergyWarnings. The
 * class scope checked the class is the centre's and the caller's.
 */
export async function menuAllergyCheck(ctx: ServiceContext, query: AllergyCheckQuery): Promise<AllergyCheck> {
  const className = await repo.className(ctx.db, query.classId);
  if (className === undefined) throw notFound(CLASS_NOT_FOUND_MESSAGE);
  const days = toStoredMenuDays(await repo.dishRows(ctx.db, { centreId: requireCentre(ctx), from: query.startDate, to: query.endDate })).filter((day) =>
    day.meals.some((m) => m.dishes.length > 0),
  );
  if (days.length === 0) return { classId: query.classId, className, warnings: [] };
  const children = await repo.allergicChildren(ctx.db, query.classId, days.map((day) => day.day));
  const warnings = days.flatMap((day) => allergyWarnings([day], children.filter((child) => child.day === day.day)));
  return { classId: query.classId, className, warnings };
}
