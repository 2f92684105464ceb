import type { DatabaseHandle } from '../../db/client';
import type { SessionRowBase } from './auth.realm';

const CHANNEL = 'kg_auth_changed';
/** A safety net only: entries are dropped at once by the change notifications below. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

type PgliteClient = {
  /** Resolves to the function that stops this callback (PGlite and the thread client alike). */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
};

/**
 * Session rows kept in memory, for the embedded database only.
 *
 * PGlite runs inside this process and no other process can open its files, so every write passes through this
 * client: the triggers' NOTIFY reaches the listener (PGlite dispatches it before the writing statement's promise
 * resolves) and the whole cache is dropped before the writer carries on. A deactivated teacher, a revoked session or
 * a changed role therefore still applies to the very next request. On PostgreSQL (several instances, writes from
 * elsewhere) there is no cache: every request asks the database.
 *
 * Why: on PGlite even `select 1` costs about as much CPU as a whole bare Fastify request, so one query per request
 * would cap /me far below the throughput target.
 */
export class SessionRowCache<Row extends SessionRowBase> {
  private generation = 0;
  private readonly entries = new Map<string, { row: Row; generation: number; at: number }>();
  private ready: Promise<boolean> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;

  private constructor(private readonly client: PgliteClient) {}

  static forDatabase<Row extends SessionRowBase>(database: DatabaseHandle): SessionRowCache<Row> | null {
    if (database.kind !== 'pglite') return null;
    return new SessionRowCache<Row>((database.db as unknown as { $client: PgliteClient }).$client);
  }

  /** LISTEN is set up on first use; the notifying triggers come with migration 0001_auth_change_notify. */
  private enable(): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return (this.ready ??= (async () => {
      try {
        this.unlisten = await this.client.listen(CHANNEL, () => this.invalidate());
        if (this.closed) await this.close();
        this.invalidate();
        return true;
      } catch {
        this.ready = null; // could not listen: serve uncached and try again on the next request
        return false;
      }
    })());
  }

  /** Stops listening (the app closes; the database may live on, as a test's does). */
  async close() {
    this.closed = true;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** The cached row, or the loader's result (cached only if nothing changed while it ran). */
  async get(sid: string, load: (sid: string) => Promise<Row | undefined>): Promise<Row | undefined> {
    if (!(await this.enable())) return load(sid);
    const entry = this.entries.get(sid);
    if (entry && entry.generation === this.generation && Date.now() - entry.at < TTL_MS) return entry.row;
    const generation = this.generation;
    const row = await load(sid);
    if (row && !row.revokedAt && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(sid, { row, generation, at: Date.now() });
    }
    return row;
  }
}
