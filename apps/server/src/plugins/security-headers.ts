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
    // agrees with frame-ancestors 'none' (helmet's default SAMEORIGIN would contradict it)
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * JSON API responses get the short set OWASP recommends for REST (nothing in them is rendered, so the page CSP,
 * COOP/COEP and friends are noise); each header written costs time on every call.
 */
function apiHeaders(config: Config): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(config.cookieSecure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Browser features no page of the product uses (photo inputs open the camera without these). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

const isApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every response: helmet's full set (strict CSP) for the SPA, its assets and the docs, the REST
 * set for the API. helmet's middleware is built once here — @fastify/helmet rebuilds it (and re-parses the CSP) on
 * every request, which cost ~8% of the CPU of a small API call in the /me benchmark.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const applyHelmet = helmet(helmetOptions(app.config));
  const api = apiHeaders(app.config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (isApi(request.url)) {
      reply.headers(api);
      return done();
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    applyHelmet(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
});
