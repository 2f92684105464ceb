import type { DbOrTx } from '../db/client';
import { writeAudit } from './audit';
import { requireActor, type ServiceContext } from './context';
import { conflict, notFound } from './errors';
import type { Principal } from './principal';

/**
 * The workflow of a class-story record a parent sends and the teacher works through (투약의뢰서, 귀가동의서): every
 * change locks the record in its class (404 otherwise), applies a status rule, writes the audit row in the same
 * transaction and answers with the record as it now is.
 */
export type StoryRecordRow<S extends string> = { id: number; classId: number; status: S };

export type StoryRecordKind<S extends string, Row extends StoryRecordRow<S>, Update, Out> = {
  /** the audit trail's subjectType */
  subject: string;
  notFoundMessage: string;
  lockInClass(tx: DbOrTx, classId: number, id: number): Promise<Row | undefined>;
  update(tx: DbOrTx, id: number, values: Update): Promise<void>;
  /** the record as the API shows it (after the change, inside the same transaction) */
  load(tx: DbOrTx, classId: number, id: number, today: string): Promise<Out>;
  canTransition(from: S, to: S): boolean;
};

/** What a change may use besides the locked row. */
export type ChangeInput = { tx: DbOrTx; actor: Principal; now: Date };

/**
 * One change of a record of `classId`: lock it (404 when it is not there or of another class), change, reload. The
 * route's class scope has already placed `classId` in the caller's centre and classes (policies/scope.ts).
 */
export async function changeStoryRecord<S extends string, Row extends StoryRecordRow<S>, Update, Out>(
  ctx: ServiceContext,
  kind: StoryRecordKind<S, Row, Update, Out>,
  ref: { classId: number; id: number },
  change: (row: Row, input: ChangeInput) => Promise<void>,
): Promise<Out> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await kind.lockInClass(tx, ref.classId, ref.id);
    if (!row) throw notFound(kind.notFoundMessage);
    await change(row, { tx, actor, now: ctx.now() });
    return kind.load(tx, ref.classId, row.id, ctx.today());
  });
}

export type StoryTransition<S extends string, Row extends StoryRecordRow<S>, Update> = {
  to: S;
  /** a record already in `to` stays as it is, without an audit row (checking twice is harmless) */
  idempotent?: boolean;
  /** the 409 message when the status rule refuses the move from `from` */
  refusal: (from: S) => string;
  /** the audit action, e.g. 'REHOME_CHECKED' */
  action: string;
  /**
   * Checks the locked row further (may throw) and says what to write besides status and updatedAt, and what the
   * audit row's detail adds to the classId.
   */
  apply: (row: Row, input: ChangeInput) => Promise<TransitionResult<Update>> | TransitionResult<Update>;
};

export type TransitionResult<Update> = { values: Omit<Update, 'status' | 'updatedAt'>; detail?: Record<string, unknown> };

/** A status change of a record: idempotent check, status rule (409), update and audit row, in one transaction. */
export function transitionStoryRecord<S extends string, Row extends StoryRecordRow<S>, Update, Out>(
  ctx: ServiceContext,
  kind: StoryRecordKind<S, Row, Update, Out>,
  ref: { classId: number; id: number },
  transition: StoryTransition<S, Row, Update>,
): Promise<Out> {
  return changeStoryRecord(ctx, kind, ref, async (row, input) => {
    if (transition.idempotent && row.status === transition.to) return;
    if (!kind.canTransition(row.status, transition.to)) throw conflict(transition.refusal(row.status));
    const { values, detail } = await transition.apply(row, input);
    await kind.update(input.tx, row.id, { ...values, status: transition.to, updatedAt: input.now } as Update);
    await writeAudit(input.tx, ctx, {
      action: transition.action,
      subjectType: kind.subject,
      subjectId: row.id,
      detail: { classId: row.classId, ...detail },
    });
  });
}
