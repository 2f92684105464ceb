const SECRET_QUERY_KEYS = /pass|pw|token|secret|key|phone|mobile|tel/i;
const PHONE_PATTERN = /(?:\+?82[-\s]?|0)1[016789][-\s.]?\d{3,4}[-\s.]?\d{4}/g;

/** Phone numbers in free text become [PHONE]. */
export function redactPhones(text: string): string {
  return text.replace(PHONE_PATTERN, '[PHONE]');
}

/** A URL safe to log: secret-looking query values and phone numbers removed (passwords may travel as query params). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return redactPhones(url);
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '[REDACTED]');
  return redactPhones(`${url.slice(0, q)}?${params.toString()}`);
}

const secretFields = ['passwd', 'password', 'newPassword', 'currentPassword', 'token', 'refreshToken', 'phone', 'mobile'];

/**
 * pino redact paths: credentials never reach the log. Explicit paths, not `*.x` wildcards: pino applies them to every
 * request's child-logger bindings, and wildcards made that walk ~5% of a small API call's CPU.
 */
export const logRedactPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  ...secretFields,
  ...secretFields.map((field) => `body.${field}`),
  ...secretFields.map((field) => `query.${field}`),
];
