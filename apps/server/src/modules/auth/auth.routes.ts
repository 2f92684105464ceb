import { authEndpoints, type LoginBody } from '@kg/contract';
import type { Config } from '../../config';
import { currentUser } from './auth.service';
import { sessionRoutes } from './session-routes';

/** Sign-in, refresh, sign-out and /me (docs/product/auth.md); session cookies are the auth plugin's business. */
export function authRoutes(config: Config) {
  return sessionRoutes(config, authEndpoints, {
    realmOf: (app) => ({ service: app.authService, session: app.authSession, authenticate: app.authenticate }),
    credentialsOf: (body) => {
      const { teacherId, passwd, rememberMe, centreId } = body as LoginBody;
      return { loginId: teacherId, passwd, rememberMe, centreId };
    },
    meOf: (request) => currentUser(request.server.authSession.rowOf(request), config.auth.accessTokenMinutes),
  });
}
