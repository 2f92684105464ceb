import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/** Helmet's headers with a strict CSP, plus the request id people can quote. */
function helmetOptions(config: Config): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (cssinjs) writes <style> tags at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.cookieSecure,
  };
}

/**
 * Security headers on every response. helmet's middleware is built once here: @fastify/helmet rebuilds it (and
 * re-parses the CSP) on every request, which cost ~8% of the CPU of a small API call in the /me benchmark.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const applyHeaders = helmet(helmetOptions(app.config));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    applyHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
