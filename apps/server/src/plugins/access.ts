import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { FAMILY_API_BASE, isStaffAdmin, type Access, type ClassScope } from '@kg/contract';
import { AppError } from '../lib/errors';
import { assertClassAccess, type FamilyPrincipal, type Principal } from '../lib/principal';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    classScope?: ClassScope;
    withTemporaryPassword?: true;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The signed-in parent on an `access: 'family'` route (never set together with `principal`). */
    family: FamilyPrincipal | null;
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
export type RouteRecord = { method: string; url: string; access: Access | undefined; classScope: ClassScope | undefined };

export class MissingAccessDeclarationError extends Error {}

/** Routes outside the API (SPA, static assets, docs UI) are public by nature and need no declaration. */
function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHORIZED');
  return request.principal;
}

export const accessPlugin = fp(async (app) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('family', null);
  const routeTable: RouteRecord[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, access, classScope: route.config?.classScope });
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
    if (access === 'public') return;
    // 401 and role 403 come before body validation; the class check needs the validated classId.
    const temporaryPasswordAllowed = route.config?.withTemporaryPassword === true;
    if (access === 'family') {
      // a parent's own children are checked by each call's service (modules/family/family-children.ts)
      const authorizeFamily = async (request: FastifyRequest) => {
        const family = await app.authenticateFamily(request);
        if (family.mustChangePassword && !temporaryPasswordAllowed) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      };
      route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), authorizeFamily];
      if (route.config?.classScope) throw new Error(`Route ${route.method} ${route.url}: a family call has no class scope`);
      return;
    }
    const authorize = async (request: FastifyRequest) => {
      const principal = await app.authenticate(request);
      if (principal.mustChangePassword && !temporaryPasswordAllowed) throw new AppError('PASSWORD_CHANGE_REQUIRED');
      if (access !== 'authenticated' && !access.includes(principal.role)) throw new AppError('FORBIDDEN');
    };
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), authorize];
    const scope = route.config?.classScope;
    if (!scope) return;
    const checkClass = async (request: FastifyRequest) => {
      const source = (request[scope.from] ?? {}) as Record<string, unknown>;
      const classId = Number(source[scope.key ?? 'classId']);
      const principal = requirePrincipal(request);
      // Validation has already run, so a missing classId means the schema made it optional: only admins see all.
      if (Number.isFinite(classId) && classId > 0) assertClassAccess(principal, classId);
      else if (!isStaffAdmin(principal.role)) throw new AppError('FORBIDDEN');
    };
    route.preHandler = [checkClass, ...(route.preHandler ? [route.preHandler].flat() : [])];
  });
});
