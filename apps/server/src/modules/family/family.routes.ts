import { familyEndpoints, type FamilyLoginBody } from '@kg/contract';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { route } from '../../lib/route';
import { sessionRoutes } from '../auth/session-routes';
import { changeFamilyPassword } from './family-password.service';

/**
 * The parent app's sign-in, refresh, sign-out, /session and /me (docs/product/parent-app.md): the staff flow of
 * modules/auth run in the family realm, with its own cookies (docs/decisions/007-family-sessions.md).
 */
export function familyRoutes(config: Config) {
  const { changePassword, ...sessionEndpoints } = familyEndpoints;
  return [
    ...sessionRoutes(config, sessionEndpoints, {
      realmOf: (app) => ({ service: app.familyAuthService, session: app.familySession, authenticate: app.authenticateFamily }),
      credentialsOf: (body) => body as FamilyLoginBody,
      meOf: (request, ctx) => {
        const row = request.server.familySession.rowOf(request);
        if (!row) throw new AppError('UNAUTHORIZED');
        return request.server.familyAuthService.dataOf(ctx, row);
      },
    }),
    route(changePassword, async ({ ctx, body }) => changeFamilyPassword(ctx, body)),
  ];
}
