import fp from 'fastify-plugin';

export const filePlugin = fp(async () => {});
