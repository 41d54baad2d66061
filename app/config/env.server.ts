import { z } from 'zod';
import { practice } from '~/content/practice';

/** An unset variable and an empty one (`FOO=` in an env file) mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const urlWithProtocol = (protocols: readonly string[], example: string) =>
  z.string().refine((value) => {
    try {
      return protocols.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be a URL like ${example}`);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['production', 'development', 'test'])),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string().min(1)).default('0.0.0.0'),
  DATA_DIR: optional(z.string().min(1)).default('./data'),
  DATABASE_URL: optional(
    urlWithProtocol(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/database'),
  ),
  SMTP_URL: optional(urlWithProtocol(['smtp:', 'smtps:'], 'smtp://user:password@host:587')),
  /** Unset: the practice's own address (CLINIC_EMAIL), so even a reply that ignores Reply-To arrives. */
  MAIL_FROM: optional(z.string().min(3)),
  CLINIC_EMAIL: optional(z.email('must be an e-mail address')).default(practice.email),
  /** Who may sign in to the staff area (comma-separated); unset: CLINIC_EMAIL. */
  STAFF_EMAILS: optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine(
        (list) => list.length > 0 && list.every((address) => z.email().safeParse(address).success),
        'must be e-mail addresses separated by commas',
      ),
  ),
  PUBLIC_ORIGIN: optional(
    urlWithProtocol(['http:', 'https:'], 'https://www.example.nl').refine((value) => {
      try {
        return new URL(value).origin === value.replace(/\/$/, '');
      } catch {
        return true; // not a URL at all: already reported above
      }
    }, 'must be an origin only (scheme, host and port), without a path'),
  )
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/$/, '')),
  APPOINTMENT_RATE_LIMIT: optional(z.coerce.number().int().min(1).max(100_000)).default(5),
  TRUST_PROXY: optional(z.string()).default('false'),
  RETENTION_DAYS: optional(z.coerce.number().int().min(1).max(3650)).default(180),
  /**
   * Hours before a confirmed appointment that the patient's reminder goes out (DESIGN.md §2b).
   * Fractions allowed, so tests can bring it within seconds.
   */
  REMINDER_HOURS: optional(
    z.coerce
      .number()
      .positive()
      .max(24 * 14),
  ).default(24),
  /** Delay before the first retry of an unsent mail (doubles after each failure). For tests and operations. */
  OUTBOX_RETRY_BASE_MS: optional(z.coerce.number().int().min(100).max(3_600_000)).default(30_000),
  /** How often the mail outbox looks for due mail. */
  OUTBOX_POLL_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(5_000),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).default('info'),
});

const envWithDefaults = envSchema.transform((env) => ({
  ...env,
  MAIL_FROM: env.MAIL_FROM ?? `${practice.name} <${env.CLINIC_EMAIL}>`,
}));

export type Env = z.infer<typeof envWithDefaults>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses and validates the environment; the error names every bad variable and what it expects. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envWithDefaults.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
  );
  throw new EnvError(`Invalid environment:\n${problems.join('\n')}`);
}

let cached: Env | undefined;

/** The process environment, parsed once. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
