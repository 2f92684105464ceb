import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FAMILY_API_BASE, type Access, type Scope } from '@kg/contract';
import { AppError } from '../lib/errors';
import type { FamilyPrincipal, Principal } from '../lib/principal';
import { cachedClassCentres, resolveFamilyScope, resolveStaffScope, type RequestScope } from '../policies/scope';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    scope?: Scope;
    withTemporaryPassword?: true;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The signed-in parent on an `access: 'family'` route (never set together with `principal`). */
    family: FamilyPrincipal | null;
    /** What the call works on, resolved after validation and before the handler (policies/scope.ts). */
    scope: RequestScope | null;
  }
  interface FastifyInstance {
    /** Every route registered after the access plugin, with its declared access (tests and docs walk it). */
    routeTable: RouteRecord[];
    /** Provided by the auth plugin: verifies the session cookie and sets request.principal, or throws a 401 AppError. */
    authenticate(request: FastifyRequest): Promise<Principal>;
    /** Provided by the auth plugin: the same for the parent app's session cookies; sets request.family. */
    authenticateFamily(request: FastifyRequest): Promise<FamilyPrincipal>;
  }
}

/** One entry of app.routeTable. */
export type RouteRecord = { method: string; url: string; access: Access | undefined; scope: Scope | undefined };

export class MissingAccessDeclarationError extends Error {}

/** Routes outside the API (SPA, static assets, docs UI) are public by nature and need no declaration. */
function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

function requireFamily(request: FastifyRequest): FamilyPrincipal {
  if (!request.family) throw new AppError('UNAUTHORIZED');
  return request.family;
}

export const accessPlugin = fp(async (app) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('family', null);
  app.decorateRequest('scope', null);
  const routeTable: RouteRecord[] = [];
  const classCentres = cachedClassCentres();
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, access, scope: route.config?.scope });
    }
    if (access === undefined) {
      if (needsDeclaration(route.url)) {
        throw new MissingAccessDeclarationError(`Route ${route.method} ${route.url} declares no access (config.access)`);
      }
      return;
    }
    // The family cookies are scoped to FAMILY_API_BASE: a family call elsewhere would never see them, and a staff call
    // under it would be one the staff cookies do not reach (docs/decisions/007-family-sessions.md).
    const underFamily = route.url.startsWith(`${FAMILY_API_BASE}/`);
    if ((access === 'family') !== underFamily && !(access === 'public' && underFamily)) {
      throw new MissingAccessDeclarationError(`Route ${route.method} ${route.url}: family calls, and only they, live under ${FAMILY_API_BASE}`);
    }
    if (access === 'public') {
      if (route.config?.scope) throw new Error(`Route ${route.method} ${route.url}: a public call has no scope`);
      return;
    }
    // 401 and role 403 come before body validation; the scope needs the validated ids (a 404 outside the caller's).
    const temporaryPasswordAllowed = route.config?.withTemporaryPassword === true;
    const scope = route.config?.scope;
    if (access === 'family') {
      const authorizeFamily = async (request: FastifyRequest) => {
        const family = await app.authenticateFamily(request);
        if (family.mustChangePassword && !temporaryPasswordAllowed) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      };
      const resolveFamily = async (request: FastifyRequest) => {
        request.scope = await resolveFamilyScope(app.db, requireFamily(request), scope, request);
      };
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), authorizeFamily];
      route.preHandler = [resolveFamily, ...(route.preHandler ? [route.preHandler].flat() : [])];
      if (scope && scope.kind !== 'child') throw new Error(`Route ${route.method} ${route.url}: a family call is scoped to a child or to none`);
      return;
    }
    if (scope?.kind === 'child') throw new Error(`Route ${route.method} ${route.url}: a staff call has no child scope`);
    const authorize = async (request: FastifyRequest) => {
      const principal = await app.authenticate(request);
      if (principal.mustChangePassword && !temporaryPasswordAllowed) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      if (access !== 'authenticated' && !access.includes(principal.role)) throw new AppError('FORBIDDEN');
    };
    const resolveStaff = async (request: FastifyRequest) => {
      request.scope = await resolveStaffScope(app.db, requirePrincipal(request), scope, request, classCentres);
    };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), authorize];
    route.preHandler = [resolveStaff, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });
});
