/**
 * The SQL one API request issued, as captured from the driver (capture.ts), in a shape both drivers can replay:
 * steps run one after another; the units of a step ran side by side in the server (their times overlapped); a unit
 * is one statement or one transaction's statements on one connection.
 */
export type Statement = {
  text: string;
  params: unknown[];
  /** drizzle asks for rows as arrays for selects with known fields */
  rowMode?: 'array';
  /** type oids drizzle returns unparsed (its own mapping parses them); the replay does the same */
  rawTypeOids?: number[];
  /** a named prepared statement (node-postgres prepares it once per connection) */
  name?: string;
  /** PGlite's simple protocol (`exec`), which the server uses for its prepared session lookup */
  simple?: true;
};

export type Unit = { kind: 'statement'; statement: Statement } | { kind: 'transaction'; statements: Statement[] };

export type Step = Unit[];

export type SqlSequence = Step[];

export function statementCount(sequence: SqlSequence): number {
  return sequence.reduce((n, step) => n + step.reduce((m, unit) => m + (unit.kind === 'statement' ? 1 : unit.statements.length), 0), 0);
}

/** What one executor needs: a statement on any connection, or a transaction on one. */
export type SqlExecutor = {
  run(statement: Statement): Promise<unknown>;
  transaction(statements: Statement[]): Promise<unknown>;
};

export async function replayOnce(executor: SqlExecutor, sequence: SqlSequence): Promise<void> {
  for (const step of sequence) {
    if (step.length === 1) await runUnit(executor, step[0]);
    else await Promise.all(step.map((unit) => runUnit(executor, unit)));
  }
}

function runUnit(executor: SqlExecutor, unit: Unit) {
  return unit.kind === 'statement' ? executor.run(unit.statement) : executor.transaction(unit.statements);
}

/** Timed units in the order they started, grouped into steps by overlapping time (what ran side by side). */
export function toSequence(units: { unit: Unit; start: number; end: number }[]): SqlSequence {
  const sorted = [...units].sort((a, b) => a.start - b.start);
  const steps: SqlSequence = [];
  let stepEnd = -Infinity;
  for (const { unit, start, end } of sorted) {
    if (steps.length && start < stepEnd) {
      steps[steps.length - 1].push(unit);
      stepEnd = Math.max(stepEnd, end);
    } else {
      steps.push([unit]);
      stepEnd = end;
    }
  }
  return steps;
}
