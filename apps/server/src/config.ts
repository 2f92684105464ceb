import path from 'node:path';
import { z } from 'zod';

/** A yes/no variable; undefined when unset, so the default can depend on NODE_ENV. */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SEED_DEMO: flag,
  TZ: z.string().default('Asia/Seoul'),
  CENTRE_TIME_ZONE: z.string().default('Asia/Seoul'),
  JWT_SECRET: z.string().min(32).optional(),
  CSRF_SECRET: z.string().min(32).optional(),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_MINUTES: z.coerce.number().int().min(1).max(15).default(15),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(24).default(12),
  REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  REMEMBER_ME_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(90),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(30),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_ACCOUNT_MAX_PER_15MIN: z.coerce.number().int().min(1).default(20),
  LOGIN_IP_MAX_PER_15MIN: z.coerce.number().int().min(1).default(50),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PASSWORD_HELP_PER_15MIN: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  UPLOAD_IMAGE_MAX_MB: z.coerce.number().positive().default(20),
  UPLOAD_VIDEO_MAX_MB: z.coerce.number().positive().default(300),
  UPLOAD_DOCUMENT_MAX_MB: z.coerce.number().positive().default(20),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(100),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(100_000_000),
  TEMP_FILE_TTL_HOURS: z.coerce.number().positive().default(24),
  RETENTION_YEARS: z.coerce.number().int().min(1).default(5),
  WEB_DIST: z.string().optional(),
  VALIDATE_RESPONSES: flag,
  // several instances (docs/operations.md#several-instances): shared file storage and shared rate-limit counters
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  REDIS_URL: z.string().url().optional(),
  // backups (docs/product/backup.md): nightly at BACKUP_HOUR (centre time), into BACKUP_DIR or BACKUP_S3_BUCKET
  BACKUP_HOUR: z
    .string()
    .regex(/^(off|\d{1,2})$/, 'an hour 0-23, or off')
    .refine((v) => v === 'off' || Number(v) <= 23, 'an hour 0-23, or off')
    .default('2'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_DIR: z.string().default('./backups'),
  BACKUP_S3_BUCKET: z.string().optional(),
  BACKUP_S3_PREFIX: z.string().regex(/^([\w.-]+\/)*$/, 'empty, or folder names each ending in /').default('backups/'),
  // operations (docs/operations.md): GET /metrics for a Prometheus scraper holding this bearer token; off when unset
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

/** Every variable the server reads; the README's configuration table lists each (config.test.ts). */
export const configVariables = Object.keys(envSchema.shape);

export type Config = ReturnType<typeof loadConfig>;

/** Every environment variable in one place, validated; tests build a config with overrides. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.REMEMBER_ME_MAX_DAYS < e.REMEMBER_ME_DAYS) {
    throw new Error('Invalid configuration:\n  REMEMBER_ME_MAX_DAYS: must not be shorter than REMEMBER_ME_DAYS');
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) throw new Error('Invalid configuration:\n  S3_BUCKET: required when STORAGE=s3');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const production = e.NODE_ENV === 'production';
  /** The S3 server and keys of both buckets, uploads (STORAGE=s3) and backups (BACKUP_S3_BUCKET). */
  const s3Connection = {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY as string } : undefined,
    // MinIO and most self-hosted S3 servers want path-style URLs; AWS itself does not
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
  const config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    // npm runs workspace scripts (dev, seed:large) in apps/server: a relative DATA_DIR means where the command was
    // typed (INIT_CWD), so every command uses the same ./data as `npm start` at the repository root
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    // demo accounts have published passwords: never in production unless asked for (docs/product/auth.md › First admin)
    seedDemo: e.SEED_DEMO ?? !production,
    timeZone: e.CENTRE_TIME_ZONE,
    jwtSecret: e.JWT_SECRET as string | undefined,
    csrfSecret: e.CSRF_SECRET as string | undefined,
    cookieSecure: e.COOKIE_SECURE === 'auto' ? production : e.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    auth: {
      accessTokenMinutes: e.ACCESS_TOKEN_MINUTES,
      sessionMaxHours: e.SESSION_MAX_HOURS,
      rememberMeDays: e.REMEMBER_ME_DAYS,
      /** a remember-me session ends this long after its sign-in, however often it is refreshed */
      rememberMeMaxDays: e.REMEMBER_ME_MAX_DAYS,
      /** a just-rotated refresh token presented again within this window yields the same successor */
      refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
      // login throttling: docs/decisions/006-login-throttling.md
      maxFailures: e.LOGIN_MAX_FAILURES,
      lockMinutes: e.LOGIN_LOCK_MINUTES,
      accountMaxPer15Min: e.LOGIN_ACCOUNT_MAX_PER_15MIN,
      ipMaxPer15Min: e.LOGIN_IP_MAX_PER_15MIN,
      loginRatePerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
      /** 비밀번호를 잊으셨나요? requests per address (docs/product/auth.md#forgotten-passwords) */
      passwordHelpPer15Min: e.PASSWORD_HELP_PER_15MIN,
    },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    uploads: {
      imageMaxBytes: Math.round(e.UPLOAD_IMAGE_MAX_MB * 1024 * 1024),
      videoMaxBytes: Math.round(e.UPLOAD_VIDEO_MAX_MB * 1024 * 1024),
      documentMaxBytes: Math.round(e.UPLOAD_DOCUMENT_MAX_MB * 1024 * 1024),
      maxFiles: e.UPLOAD_MAX_FILES,
      maxPixels: e.UPLOAD_MAX_PIXELS,
      tempTtlHours: e.TEMP_FILE_TTL_HOURS,
    },
    retentionYears: e.RETENTION_YEARS,
    /** parse every response with its zod schema before sending (default: everywhere but production) */
    validateResponses: e.VALIDATE_RESPONSES ?? !production,
    /** where uploaded bytes live: DATA_DIR/files, or an S3-compatible bucket shared by several instances */
    storage:
      e.STORAGE === 's3'
        ? { kind: 's3' as const, bucket: e.S3_BUCKET as string, ...s3Connection }
        : { kind: 'local' as const },
    backup: {
      /** the centre-time hour of the nightly backup; null: off */
      hour: e.BACKUP_HOUR === 'off' ? null : Number(e.BACKUP_HOUR),
      keep: e.BACKUP_KEEP,
      destination: e.BACKUP_S3_BUCKET
        ? // the same S3 endpoint and keys as STORAGE=s3
          { kind: 's3' as const, bucket: e.BACKUP_S3_BUCKET, prefix: e.BACKUP_S3_PREFIX, ...s3Connection }
        : { kind: 'folder' as const, dir: path.resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR) },
    },
    /** shared rate-limit counters for several instances; in-process counters when unset */
    redisUrl: e.REDIS_URL,
    /** the bearer token of GET /metrics; unset: the path answers 404 and nothing is measured */
    metricsToken: e.METRICS_TOKEN || undefined,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
  return config;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'false' || value === '0' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // comma-separated addresses or CIDRs
}
