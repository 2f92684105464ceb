import { passwordHelpEndpoints as endpoints } from '@kg/contract';
import type { Config } from '../../config';
import { route } from '../../lib/route';
import { dismissPasswordHelp, listPasswordHelp, requestPasswordHelp } from './password-help.service';

/** 비밀번호를 잊으셨나요? (docs/product/auth.md#forgotten-passwords). */
export function passwordHelpRoutes(config: Config) {
  // per address, on top of the answer telling nothing: a script cannot try names and ids at speed
  const rateLimit = { max: config.auth.passwordHelpPer15Min, timeWindow: '15 minutes' };
  return [
    route(endpoints.requestStaff, ({ ctx, body }) => requestPasswordHelp(ctx, 'staff', body), { config: { rateLimit } }),
    route(endpoints.requestFamily, ({ ctx, body }) => requestPasswordHelp(ctx, 'family', body), { config: { rateLimit } }),
    route(endpoints.list, ({ ctx, query }) => listPasswordHelp(ctx, query.realm)),
    route(endpoints.dismiss, ({ ctx, params }) => dismissPasswordHelp(ctx, params.id)),
  ];
}
