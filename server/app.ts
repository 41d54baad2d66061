import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import type { ConfirmedAppointments } from '~/appointments/confirmed.server';
import type { AppointmentService } from '~/appointments/service.server';
import type { DatabaseHandle } from '~/db/client.server';
import { langFromPath } from '~/i18n/languages';
import type { Logger } from '~/logger.server';
import { allowedMethods, methodGuard } from './allowed-methods';
import { appointmentsApi, appointmentRateLimiter, formActionGuards } from './appointments-http';
import { appointmentManagePages } from './manage-http';
import { canonicalPathRedirect, wwwRedirect } from './redirects';
import { assetHeaders, refuseCrossOriginWrites, securityHeaders } from './security';
import { renderedPageCache } from './rendered-page-cache';
import { staffArea, staffBasePath, type StaffAreaDependencies } from './staff-http';
import { assetFiles, loadPrerenderedPages, staticFiles } from './static-files';

export interface AppDependencies {
  build: ServerBuild;
  clientDir: string;
  db: DatabaseHandle;
  appointments: AppointmentService;
  logger: Logger;
  appointmentRateLimit: number;
  trustProxy: boolean | number | string;
  publicOrigin: string;
  /** The practice inbox at /beheer (server/staff-http.ts). */
  staff?: Pick<StaffAreaDependencies, 'auth' | 'inbox' | 'audit' | 'retentionDays'>;
  /** Confirmed appointments: the staff area's actions and the patient's page (issue 22). */
  confirmedAppointments?: ConfirmedAppointments;
}

/** What the React Router loaders and actions get from the server (see app/types/load-context.ts). */
export type ServerLoadContext = {
  appointments: AppointmentService;
  /** This response's Content-Security-Policy nonce (server/security.ts); none for cached pages. */
  cspNonce?: string;
  clientAddress: string;
  rateLimit?: { retryAfterSeconds: number };
  bodyTooLarge?: boolean;
};

export function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function createApp(deps: AppDependencies) {
  const app = express();
  app.disable('x-powered-by');
  // Decides which forwarded address is the visitor's (rate limits key on it); see docs/operations.md.
  app.set('trust proxy', deps.trustProxy);
  const https = deps.publicOrigin.startsWith('https:');

  // Hashed assets first, with only the headers that apply to files; everything else gets the full set.
  app.use(
    '/assets',
    assetHeaders,
    methodGuard(allowedMethods),
    assetFiles(deps.clientDir),
    (_req, res) => {
      // Hashed assets that do not exist are plain 404s, not a rendered page.
      res.status(404).type('text/plain').send('Not found');
    },
  );
  app.use(securityHeaders({ https }));
  // Before anything that answers: a method a path does not serve gets 405 (OPTIONS: 204), never
  // the router's error page.
  app.use(methodGuard(allowedMethods));
  app.use(wwwRedirect);
  app.use(canonicalPathRedirect);

  app.get('/healthz', (async (_req, res) => {
    const ok = await deps.db.ping();
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json(ok ? { status: 'ok' } : { status: 'unavailable' });
  }) as RequestHandler);

  app.use(staticFiles(deps.clientDir, loadPrerenderedPages(deps.clientDir, https)));

  if (deps.confirmedAppointments) {
    // The patient's page: before the page cache too, and with the site's cross-origin check.
    app.use(
      compression(),
      refuseCrossOriginWrites(deps.publicOrigin),
      appointmentManagePages({
        appointments: deps.confirmedAppointments,
        clientDir: deps.clientDir,
        https,
        logger: deps.logger,
      }),
    );
  }

  if (deps.staff && deps.confirmedAppointments) {
    // Before the page cache, which would take its paths for unknown pages; its writes pass the
    // same cross-origin check as the site's forms.
    app.use(
      staffBasePath,
      compression(),
      refuseCrossOriginWrites(deps.publicOrigin),
      staffArea({
        ...deps.staff,
        appointments: deps.confirmedAppointments,
        db: deps.db.db,
        logger: deps.logger,
        clientDir: deps.clientDir,
        https,
        hashClient: (value) => deps.appointments.hashClient(value),
      }),
    );
  }

  app.use(
    renderedPageCache({
      build: deps.build,
      https,
      logger: deps.logger,
      loadContext: () => ({ appointments: deps.appointments, clientAddress: 'cache' }),
    }),
  );

  // Responses rendered per request (form answers, API answers) are compressed per request.
  app.use(compression());
  app.use(refuseCrossOriginWrites(deps.publicOrigin));

  const limiter = appointmentRateLimiter(deps.db.db, deps.appointments, deps.appointmentRateLimit);
  app.use('/api/appointments', appointmentsApi(deps.appointments, limiter.api));
  app.use(formActionGuards(limiter.form));

  app.use(
    createRequestHandler({
      build: deps.build,
      mode: 'production',
      getLoadContext: (req, res): ServerLoadContext => ({
        appointments: deps.appointments,
        cspNonce: res.locals.cspNonce as string,
        clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        rateLimit: res.locals.rateLimit as ServerLoadContext['rateLimit'],
        bodyTooLarge: res.locals.bodyTooLarge === true,
      }),
    }),
  );

  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    deps.logger.error({ err: error, path: req.path }, 'unhandled request error');
    if (res.headersSent) return res.end();
    const lang = langFromPath(req.path);
    res
      .status(500)
      .type('text/plain')
      .send(
        lang === 'nl'
          ? 'Er ging iets mis.'
          : lang === 'tr'
            ? 'Bir sorun oluştu.'
            : 'Something went wrong.',
      );
  };
  app.use(onError);
  return app;
}
