import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle, Db } from './db/client';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { securityHeadersPlugin } from './plugins/security-headers';
import { accessPlugin } from './plugins/access';
import { docsPlugin } from './plugins/docs';
import { metricsPlugin } from './plugins/metrics';
import { spaPlugin } from './plugins/spa';
import { loggerSetup } from './lib/logger';
import { connectRedis } from './lib/redis';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerRoutes } from './lib/route';
import { authPlugin } from './modules/auth/auth.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { familyRoutes } from './modules/family/family.routes';
import { passwordHelpRoutes } from './modules/password-help/password-help.routes';
import { filePlugin } from './modules/file/file.plugin';
import { fileRoutes } from './modules/file/file.routes';
import { backupPlugin } from './modules/backup/backup.plugin';
import { backupRoutes } from './modules/backup/backup.routes';
import { healthRoutes } from './modules/health/health.routes';
import { medicineRoutes } from './modules/medicine/medicine.routes';
import { rehomeRoutes } from './modules/rehome/rehome.routes';
import { classRoutes } from './modules/class/class.routes';
import { teacherRoutes } from './modules/teacher/teacher.routes';
import { childRoutes } from './modules/child/child.routes';
import { parentRoutes } from './modules/parent/parent.routes';
import { reserveRoutes } from './modules/reserve/reserve.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { guideRoutes } from './modules/guide/guide.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { classWeekRoutes } from './modules/class-week/class-week.routes';
import { classNoteRoutes } from './modules/class-note/class-note.routes';
import { alimNoteRoutes } from './modules/alim-note/alim-note.routes';
import { photoRoutes } from './modules/photo/photo.routes';
import { noticeRoutes } from './modules/notice/notice.routes';
import { eduRoutes } from './modules/edu/edu.routes';
import { eventRoutes } from './modules/event/event.routes';
import { facilityRoutes } from './modules/facility/facility.routes';
import { menuRoutes } from './modules/menu/menu.routes';
import { centreRoutes } from './modules/centre/centre.routes';
import { holidayRoutes } from './modules/holiday/holiday.routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: DatabaseHandle;
  }
}

export type BuildOptions = {
  /** Fastify logger on/off (tests turn it off). */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logDestination?: NodeJS.WritableStream;
  /** Extra plugins registered after the modules (tests use this to add probe routes). */
  extraPlugins?: ((app: FastifyInstance) => Promise<void>)[];
};

/** Builds the whole app on an open database; main.ts and the tests both call this. */
export async function buildApp(config: Config, database: DatabaseHandle, options: BuildOptions = {}) {
  const log = options.logger === false ? undefined : await loggerSetup(config, options.logDestination);
  const app = Fastify({
    logger: log?.logger ?? false,
    logController: log?.logController,
    // a hop count is valid at run time (proxy-addr) though the types only list strings
    trustProxy: config.trustProxy as boolean | string,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.validateResponses));
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);

  // external plugins
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  // counters in Redis when several instances share the limits (docs/operations.md#several-instances), else in memory
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    redis,
    nameSpace: 'rate-limit:',
    // fail open: with Redis down requests go on unlimited rather than fail with a 5xx on every instance; password
    // guessing stays bounded by the login throttle kept in the database (docs/decisions/006-login-throttling.md)
    skipOnError: true,
    timeWindow: '1 minute',
    // the API is limited; the SPA's page and hashed assets (dozens per page load) are not
    allowList: (request) => !request.url.startsWith('/api/'),
    // Retry-After on a 429 is enough; three x-ratelimit-* headers on every response are not worth their cost
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    // the error plugin turns this into the RATE_LIMITED envelope
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  });

  // app plugins
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(accessPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(filePlugin);
  await app.register(backupPlugin);

  // routes
  await app.register(healthRoutes);
  // every module's routes, each at its contract endpoint's full path (docs/decisions/005)
  registerRoutes(app, [
    ...authRoutes(config),
    ...centreRoutes,
    ...holidayRoutes,
    ...familyRoutes(config),
    ...passwordHelpRoutes(config),
    ...fileRoutes,
    ...backupRoutes,
    ...medicineRoutes,
    ...rehomeRoutes,
    ...classRoutes,
    ...teacherRoutes,
    ...childRoutes,
    ...parentRoutes,
    ...reserveRoutes,
    ...dashboardRoutes,
    ...guideRoutes,
    ...attendanceRoutes,
    ...classWeekRoutes,
    ...classNoteRoutes,
    ...alimNoteRoutes,
    ...photoRoutes,
    ...noticeRoutes,
    ...eduRoutes,
    ...eventRoutes,
    ...facilityRoutes,
    ...menuRoutes,
  ]);
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);

  await app.register(spaPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
