import fs from 'node:fs';
import path from 'node:path';
import { apiDiff } from 'api-smart-diff';

/**
 * Breaking changes of the API between two OpenAPI documents (docs/api/README.md), classified by api-smart-diff: a
 * removed operation or response field, a request field that became required, a narrowed type or enum, …
 */

/** Breaking changes someone decided to make, each with why (docs/api/README.md#approving-a-breaking-change). */
export const APPROVED_CHANGES_FILE = path.resolve(import.meta.dirname, '../../../../docs/api/approved-changes.json');

export type BreakingChange = { change: string; description: string };
export type ApprovedChange = { change: string; reason: string };

/** A change's stable name: the action and where it happened, e.g. `remove paths › /api/v2/login › post`. */
function changeName(action: string, where: readonly (string | number)[]): string {
  return `${action} ${where.join(' › ')}`;
}

export function breakingChanges(before: unknown, after: unknown): BreakingChange[] {
  // copies: the comparison writes into the documents it is given
  return apiDiff(structuredClone(before), structuredClone(after))
    // a component is only API through the operations that use it, and those report its changes where they use it
    .filter((diff) => diff.type === 'breaking' && diff.path[0] !== 'components')
    .map((diff) => ({ change: changeName(diff.action, diff.path), description: diff.description ?? '' }))
    .sort((a, b) => a.change.localeCompare(b.change));
}

export function readApprovedChanges(file = APPROVED_CHANGES_FILE): ApprovedChange[] {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { approved?: ApprovedChange[] };
  for (const entry of parsed.approved ?? []) {
    if (typeof entry.change !== 'string' || typeof entry.reason !== 'string' || !entry.reason.trim()) {
      throw new Error(`${path.basename(file)}: every entry needs a "change" and a "reason" (${JSON.stringify(entry)})`);
    }
  }
  return parsed.approved ?? [];
}

/** The breaking changes not approved, and the approvals that no longer match a change (harmless, worth pruning). */
export function unapprovedChanges(changes: BreakingChange[], approved: ApprovedChange[]) {
  const names = new Set(approved.map((entry) => entry.change));
  const found = new Set(changes.map((entry) => entry.change));
  return {
    unapproved: changes.filter((entry) => !names.has(entry.change)),
    unused: approved.filter((entry) => !found.has(entry.change)),
  };
}
