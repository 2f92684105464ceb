import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { logRedactPaths, redactPhones, redactUrl } from './redact';

export type LoggerSetup = {
  logger: FastifyServerOptions['logger'];
  /** Fastify's request lines: its own two JSON lines in production, one readable line elsewhere */
  logController?: LogController;
};

/**
 * The server's log (docs/operations.md#logs): in production pino's JSON lines, Fastify's request lines included, for a
 * log collector, and in tests, which read them; in development (`npm start`, `npm run dev`) pino-pretty's readable
 * lines and one line per request.
 * Credentials are redacted either way; `destination` is where the lines go (stdout unless a test reads them).
 */
export async function loggerSetup(config: Config, destination?: NodeJS.WritableStream): Promise<LoggerSetup> {
  const base = {
    level: config.logLevel,
    redact: { paths: logRedactPaths, censor: '[REDACTED]' },
    serializers: {
      req: (req: { method: string; url: string; ip: string; id: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip, id: req.id }),
    },
  };
  if (config.env !== 'development') {
    return { logger: destination ? { ...base, stream: destination } : base };
  }
  // loaded only here: production never loads the pretty printer
  const { build } = await import('pino-pretty');
  const stream = build({
    destination: destination ?? 1,
    sync: true,
    colorize: destination === undefined && Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
  });
  return { logger: { ...base, stream }, logController: new OneLinePerRequest() };
}

/** Fastify's request logging, with the incoming line dropped and the completed one in words. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  // without the error itself: the error plugin has logged what may be logged of it (a database error's parameters
  // are personal data)
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime, request.id);
    if (error) reply.log.error(line);
    else reply.log.info(line);
  }
}

/** The request line of development logs: `GET /api/v2/me 200 3.1 ms <request id>`, the path without its query. */
export function requestLine(method: string, url: string, status: number, elapsedMs: number, requestId: string): string {
  const path = redactPhones(url.split('?')[0]);
  return `${method} ${path} ${status} ${elapsedMs.toFixed(1)} ms ${requestId}`;
}
