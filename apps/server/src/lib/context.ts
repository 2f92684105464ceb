import type { Config } from '../config';
import type { Db } from '../db/client';
import type { FileService } from '../modules/file/file.service';
import { AppError } from './errors';
import type { FamilyPrincipal, Principal } from './principal';
import type { RequestScope } from '../policies/scope';
import { todayIn } from '@kg/contract';

/**
 * What a service needs from the world, and nothing of HTTP (docs/decisions/005-endpoint-definitions.md): routes make
 * one per request (`contextOf`), jobs, seeds and tests make one with `systemContext`.
 */
export type ServiceContext = {
  /** Who acts: the signed-in staff member, or null for the system (seeds, jobs, login before a session exists). */
  actor: Principal | null;
  /** The signed-in parent on a parent-app call (`access: 'family'`); never set together with `actor`. */
  family: FamilyPrincipal | null;
  db: Db;
  config: Config;
  files: FileService;
  log: ContextLogger;
  now(): Date;
  /** Today in the centre's zone, yyyy-MM-dd. */
  today(): string;
  /**
   * What the call works on, resolved before the handler (policies/scope.ts): the centre, and the class, record or own
   * child it names. Null outside a request (seeds, jobs) and on calls of no centre (sign-in, public pages).
   */
  scope: RequestScope | null;
  /** For the audit trail: the request id and client address, when there is a request. */
  origin: { requestId: string | null; ip: string | null };
};

export type ContextLogger = {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

export type ContextBase = { db: Db; config: Config; files: FileService; log: ContextLogger };

export function makeContext(
  base: ContextBase,
  actor: Principal | FamilyPrincipal | null,
  origin: ServiceContext['origin'] = { requestId: null, ip: null },
  clock: () => Date = () => new Date(),
  scope: RequestScope | null = null,
): ServiceContext {
  const staff = actor && 'tno' in actor ? actor : null;
  const timeZone = staff?.timeZone ?? base.config.timeZone;
  return {
    actor: staff,
    family: actor && 'pno' in actor ? actor : null,
    db: base.db,
    config: base.config,
    files: base.files,
    log: base.log,
    now: clock,
    today: () => todayIn(timeZone, clock()),
    scope,
    origin,
  };
}

/** A context for work that no request started (seeds, jobs, scripts, tests), acting as `actor` or as the system. */
export function systemContext(base: ContextBase, actor: Principal | FamilyPrincipal | null = null): ServiceContext {
  return makeContext(base, actor);
}

/** The acting staff member; 401 when there is none (a route that declared access always has one). */
export function requireActor(ctx: ServiceContext): Principal {
  if (!ctx.actor) throw new AppError('UNAUTHORIZED');
  return ctx.actor;
}

/** The acting parent of a parent-app call; 401 when there is none (a route declared `family` always has one). */
export function requireFamily(ctx: ServiceContext): FamilyPrincipal {
  if (!ctx.family) throw new AppError('UNAUTHORIZED');
  return ctx.family;
}

/** The centre the call works in: its resolved scope's, else the acting staff member's; 401 when there is none. */
export function requireCentre(ctx: ServiceContext): number {
  const centreId = ctx.scope?.centreId ?? ctx.actor?.centreId;
  if (centreId === undefined) throw new AppError('UNAUTHORIZED');
  return centreId;
}
