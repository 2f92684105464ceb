import type { DatabaseHandle } from '../../db/client';
import type { AuthRow } from './auth.repository';

const CHANNEL = 'kg_auth_changed';
/** A safety net only: entries are dropped at once by the change notifications below. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 10_000;

/**
 * Statement-level triggers on the columns a session row is built from. Any change (a teacher deactivated, a role or
 * class changed, a session revoked, a class renamed) notifies; last_seen_at updates do not.
 */
const TRIGGERS_SQL = `
create or replace function kg_auth_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('${CHANNEL}', '');
  return null;
end $$;
create or replace trigger kg_auth_changed_teachers
  after update of id, login_id, name, role, class_id, active, must_change_password, profile_file_id or delete or truncate
  on teachers for each statement execute function kg_auth_changed();
create or replace trigger kg_auth_changed_classes
  after update of id, name, color or delete or truncate
  on classes for each statement execute function kg_auth_changed();
create or replace trigger kg_auth_changed_sessions
  after update of id, teacher_id, remember_me, revoked_at, previous_login_at or delete or truncate
  on auth_sessions for each statement execute function kg_auth_changed();
`;

type PgliteClient = {
  exec(sql: string): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
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
export class SessionRowCache {
  private generation = 0;
  private readonly entries = new Map<string, { row: AuthRow; generation: number; at: number }>();
  private ready: Promise<boolean> | null = null;

  private constructor(private readonly client: PgliteClient) {}

  static forDatabase(database: DatabaseHandle): SessionRowCache | null {
    if (database.kind !== 'pglite') return null;
    return new SessionRowCache((database.db as unknown as { $client: PgliteClient }).$client);
  }

  /** Triggers and LISTEN are set up on first use (after migrations have created the tables). */
  private enable(): Promise<boolean> {
    return (this.ready ??= (async () => {
      try {
        await this.client.listen(CHANNEL, () => this.invalidate());
        await this.client.exec(TRIGGERS_SQL);
        this.invalidate();
        return true;
      } catch {
        this.ready = null; // tables not there yet: try again on the next request, serve uncached meanwhile
        return false;
      }
    })());
  }

  invalidate() {
    this.generation++;
    this.entries.clear();
  }

  /** The cached row, or the loader's result (cached only if nothing changed while it ran). */
  async get(sid: string, load: (sid: string) => Promise<AuthRow | undefined>): Promise<AuthRow | undefined> {
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
