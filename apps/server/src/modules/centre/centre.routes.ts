import { centreEndpoints as endpoints } from '@kg/contract';
import { route } from '../../lib/route';
import { getCentre, getPublicCentre, listMyCentres, switchCentre, updateCentre } from './centre.service';

/** The session's centre (docs/product/centre.md): paths, schemas, access and scope come from the contract. */
export const centreRoutes = [
  route(endpoints.get, ({ ctx }) => getCentre(ctx)),
  route(endpoints.update, ({ ctx, body }) => updateCentre(ctx, body)),
  route(endpoints.public, ({ ctx }) => getPublicCentre(ctx)),
  route(endpoints.memberships, ({ ctx }) => listMyCentres(ctx)),
  route(endpoints.switch, async ({ ctx, body, request, reply }) => {
    const { authService, authSession } = request.server;
    const row = authSession.rowOf(request);
    const issued = await switchCentre(ctx, authService, body.centreId, {
      rememberMe: row?.rememberMe ?? false,
      client: await authSession.loginClient(request),
    });
    authSession.start(request, reply, issued);
    reply.header('cache-control', 'no-store');
    return issued.data;
  }),
];
