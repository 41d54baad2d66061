/**
 * The production server: one Node process serving the prerendered site, the server-rendered pages
 * and the appointment API, with the database and the mail outbox.
 */
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createConfirmedAppointments } from '~/appointments/confirmed.server';
import { createAppointmentService, loadClientHashKey } from '~/appointments/service.server';
import { env as loadEnv, EnvError, type Env } from '~/config/env.server';
import { openDatabase } from '~/db/client.server';
import { createLogger, type Logger } from '~/logger.server';
import { defaultOutboxOptions, Outbox } from '~/mail/outbox.server';
import { createMailTransport } from '~/mail/transport.server';
import { refuseConnect } from './allowed-methods';
import { createAuditLog } from '~/staff/audit.server';
import { createStaffAuth } from '~/staff/auth.server';
import { createInbox } from '~/staff/inbox.server';
import { createApp, parseTrustProxy } from './app';
import { adoptBuiltOrigin } from './built-origin';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const purgeIntervalMs = 6 * 60 * 60_000;
const shutdownGraceMs = 10_000;

class StartupError extends Error {
  override name = 'StartupError';
}

/** DATA_DIR must be writable before anything depends on it: say so now, not at the first request. */
async function ensureWritable(directory: string, purpose: string): Promise<void> {
  const probe = path.join(directory, `.write-test-${process.pid}`);
  try {
    await mkdir(directory, { recursive: true });
    await writeFile(probe, 'ok');
    await rm(probe);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(
      `DATA_DIR is not writable: ${path.resolve(directory)} (${purpose}). ${reason}. ` +
        'Set DATA_DIR to a directory this process can write, or fix its permissions.',
    );
  }
}

async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(repoRoot, 'build', 'server', 'index.js');
  try {
    await access(file);
  } catch {
    throw new StartupError(
      `No build found at ${file}. Run "npm run build" (or "npm start", which builds).`,
    );
  }
  return (await import(pathToFileURL(file).href)) as ServerBuild;
}

async function start(env: Env, logger: Logger) {
  const usesDataDir = !env.DATABASE_URL || !env.SMTP_URL;
  if (usesDataDir) {
    const purpose = [!env.DATABASE_URL && 'embedded database', !env.SMTP_URL && 'mail files']
      .filter(Boolean)
      .join(' and ');
    await ensureWritable(env.DATA_DIR, purpose);
  }

  const build = await loadBuild();
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: path.join(repoRoot, 'drizzle'),
    onError: (error) => logger.warn({ err: error }, 'database connection error'),
  }).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`Could not open the database: ${reason}`);
  });

  const transport = createMailTransport({
    smtpUrl: env.SMTP_URL,
    mailDir: path.join(env.DATA_DIR, 'mail'),
  });
  const outbox = new Outbox(db.db, transport, logger, {
    ...defaultOutboxOptions,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
  });
  const appointments = createAppointmentService({
    db: db.db,
    outbox,
    mail: { from: env.MAIL_FROM, clinic: env.CLINIC_EMAIL, origin: env.PUBLIC_ORIGIN },
    clientHashKey: await loadClientHashKey(db.db),
    retentionDays: env.RETENTION_DAYS,
    logger,
  });

  const staffAuth = createStaffAuth({
    db: db.db,
    outbox,
    logger,
    staffEmails: env.STAFF_EMAILS ?? [env.CLINIC_EMAIL],
    mailFrom: env.MAIL_FROM,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  const audit = createAuditLog(db.db, env.RETENTION_DAYS);
  const confirmedAppointments = createConfirmedAppointments({
    db: db.db,
    outbox,
    mail: { from: env.MAIL_FROM, clinic: env.CLINIC_EMAIL, origin: env.PUBLIC_ORIGIN },
    reminderHours: env.REMINDER_HOURS,
    logger,
  });

  outbox.start();
  const purge = () =>
    Promise.all([
      appointments.purgeExpired(),
      staffAuth.purgeExpired(),
      audit.purgeExpired(),
    ]).catch((error: unknown) => logger.warn({ err: error }, 'retention purge failed'));
  void purge();
  const purgeTimer = setInterval(() => void purge(), purgeIntervalMs);
  purgeTimer.unref();

  const app = createApp({
    build,
    clientDir: path.join(repoRoot, 'build', 'client'),
    db,
    appointments,
    logger,
    appointmentRateLimit: env.APPOINTMENT_RATE_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: env.PUBLIC_ORIGIN,
    confirmedAppointments,
    staff: {
      auth: staffAuth,
      inbox: createInbox(db.db, outbox),
      audit,
      retentionDays: env.RETENTION_DAYS,
    },
  });

  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (error?: Error) => {
      if (error) reject(error);
      else resolve(listening);
    });
  });
  refuseConnect(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info(
    {
      url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
      database: db.kind,
      mail: transport.description,
      publicOrigin: env.PUBLIC_ORIGIN,
      mode: process.env.NODE_ENV,
    },
    'server listening',
  );

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), shutdownGraceMs);
    force.unref();
    await closed;
    clearInterval(purgeTimer);
    await outbox.stop();
    transport.close();
    await db.close();
    logger.info({}, 'stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

let env: Env;
try {
  adoptBuiltOrigin(process.env, path.join(repoRoot, 'build', 'build-info.json'));
  env = loadEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
const logger = createLogger(env.LOG_LEVEL);
start(env, logger).catch((error: unknown) => {
  if (error instanceof StartupError) logger.fatal({}, error.message);
  else logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
});
