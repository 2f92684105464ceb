import { allergyWarnings, weekMondayOf, type FamilyMenuWeek } from '@kg/contract';
import type { ServiceContext } from '../../lib/context';
import { writeAudit } from '../../lib/audit';
import { ownChild } from '../family/family-children';
import { menuRepository as repo } from './menu.repository';
import { toFamilyMenuWeek, toMenuWeek } from './menu.presenter';

/**
 * 식단표 in the parent app (docs/product/menu.md#parent-app): the child's centre's menu of the week holding `date` (default
 * today), each dish marked when it meets one of the child's allergies — the staff check (allergyWarnings) run for this
 * one child. Null when the week has no menu.
 */
export async function getFamilyMenuWeek(ctx: ServiceContext, date: string | undefined): Promise<FamilyMenuWeek | null> {
  const child = ownChild(ctx);
  const monday = weekMondayOf(date ?? ctx.today());
  const head = await repo.findByWeek(ctx.db, child.centreId, monday);
  await writeAudit(ctx.db, ctx, { action: 'MENU_VIEWED', subjectType: 'child', subjectId: child.childCode, detail: { weekMonday: monday } });
  if (!head) return null;
  const week = toMenuWeek(head, await repo.dishRows(ctx.db, { menuId: head.id }));
  const warnings = allergyWarnings(week.days, [
    { childCode: child.childCode, name: child.name, allergyCodes: child.allergyCodes, allergies: child.allergies, allergyNote: '' },
  ]);
  return toFamilyMenuWeek(week, child, warnings);
}
