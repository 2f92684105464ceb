import fp from 'fastify-plugin';
import { AppError } from '../../lib/errors';

// Scaffolding replaced by the auth module.
export const authPlugin = fp(async (app) => {
  app.decorate('authenticate', async () => {
    throw new AppError('NO_AT');
  });
});
