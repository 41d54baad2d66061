import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import {
  ipKeyGenerator,
  rateLimit,
  type AugmentedRequest,
  type RateLimitRequestHandler,
} from 'express-rate-limit';
import { localizeErrors } from '~/appointments/schema';
import type { AppointmentService } from '~/appointments/service.server';
import { practice } from '~/content/practice';
import type { Database } from '~/db/client.server';
import { formatPlural } from '~/i18n/format';
import { isLang, languageInfo, languages, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { pathFor } from '~/i18n/pages';
import { apiMessages } from './api-messages';
import { DatabaseRateLimitStore } from './rate-limit-store';

/** Larger bodies are refused with 413 (the form's longest honest request is about 2.5 kB). */
export const maxBodyBytes = 16 * 1024;
const rateLimitWindowMs = 60 * 60_000;

/** The paths the appointment form posts to: each home page, with and without JavaScript. */
export const formActionPaths: ReadonlySet<string> = new Set(
  languages.flatMap((lang) => {
    const home = pathFor('home', lang);
    // React Router's client posts to '<path>.data' ('/_root.data' for '/').
    return [home, home === '/' ? '/_root.data' : `${home}.data`];
  }),
);

/** The language for a message when the body could not be read: Accept-Language, else Dutch. */
function negotiatedLang(req: Request): Lang {
  const accepted = req.acceptsLanguages(...languages);
  return isLang(accepted) ? accepted : 'nl';
}

function secondsUntil(date: Date | undefined): number {
  if (!date) return Math.ceil(rateLimitWindowMs / 1000);
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

export function rateLimitedMessage(lang: Lang, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return formatPlural(
    catalogues[lang].appointmentStatus.rateLimitedMessage,
    minutes,
    languageInfo[lang].formatLocale,
    { minutes, phone: practice.phone.display },
  );
}

/**
 * APPOINTMENT_RATE_LIMIT submissions per hour per client address, counted in the database (shared
 * by every instance) under a keyed hash of the address. The API answers 429 itself; the form
 * action is told, and answers in the page's language. If the database cannot count, requests pass:
 * the appointment service then reports the outage itself.
 */
export function appointmentRateLimiter(
  db: Database,
  service: AppointmentService,
  limit: number,
): { api: RateLimitRequestHandler; form: RateLimitRequestHandler } {
  const common = {
    windowMs: rateLimitWindowMs,
    limit,
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    passOnStoreError: true,
    keyGenerator: (req: Request) => service.hashClient(ipKeyGenerator(req.ip ?? 'unknown')),
  };
  return {
    api: rateLimit({
      ...common,
      store: new DatabaseRateLimitStore(db, 'appointments:'),
      handler: (req, res) => {
        const retryAfterSeconds = secondsUntil((req as AugmentedRequest).rateLimit?.resetTime);
        res.setHeader('Retry-After', String(retryAfterSeconds));
        res.status(429).json({
          error: 'rate_limited',
          message: rateLimitedMessage(negotiatedLang(req), retryAfterSeconds),
          retryAfterSeconds,
        });
      },
    }),
    form: rateLimit({
      ...common,
      store: new DatabaseRateLimitStore(db, 'appointments:'),
      handler: (req, res, next) => {
        res.locals.rateLimit = {
          retryAfterSeconds: secondsUntil((req as AugmentedRequest).rateLimit?.resetTime),
        };
        next();
      },
    }),
  };
}

/** Before the form action: the body-size limit and the rate limit, then React Router answers. */
export function formActionGuards(limiter: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !formActionPaths.has(req.path)) return next();
    const length = Number(req.headers['content-length']);
    // Browsers always send a length with a form; a body without one is not read.
    if (!Number.isFinite(length) || length > maxBodyBytes) res.locals.bodyTooLarge = true;
    limiter(req, res, next);
  };
}

/** POST /api/appointments: the JSON API of DESIGN.md §2, on the same service as the form. */
export function appointmentsApi(service: AppointmentService, limiter: RequestHandler): Router {
  const router = express.Router();

  const unsupportedMediaType = (req: Request, res: Response) =>
    res.status(415).json({
      error: 'unsupported_media_type',
      message: apiMessages[negotiatedLang(req)].unsupportedMediaType,
    });
  const requireJson: RequestHandler = (req, res, next) => {
    if (req.is('application/json')) return next();
    unsupportedMediaType(req, res);
  };

  router.post(
    '/',
    limiter,
    requireJson,
    express.json({ limit: maxBodyBytes, strict: true }),
    (async (req, res) => {
      const body: unknown = req.body;
      const requested = (body as { language?: unknown } | null)?.language;
      const lang = isLang(requested) ? requested : negotiatedLang(req);
      const messages = catalogues[lang];
      const result = await service.submit(body, { clientAddress: req.ip ?? 'unknown' });
      switch (result.kind) {
        case 'created':
          res.status(201).json({ id: result.id, emailSent: result.emailSent });
          return;
        case 'invalid':
          res.status(400).json({ errors: localizeErrors(result.errors, messages) });
          return;
        case 'spam':
          res.status(400).json({ errors: { website: [messages.fieldErrors.honeypot] } });
          return;
        case 'unavailable':
          res.setHeader('Retry-After', '60');
          res
            .status(503)
            .json({ error: 'unavailable', message: messages.appointmentStatus.errorMessage });
          return;
      }
    }) as RequestHandler,
  );

  // Other methods never get here: server/allowed-methods.ts answers them (405, OPTIONS 204).

  const bodyErrors: ErrorRequestHandler = (
    error: { type?: string; status?: number },
    req,
    res,
    next,
  ) => {
    const lang = negotiatedLang(req);
    if (error.type === 'entity.too.large') {
      res
        .status(413)
        .json({ error: 'too_large', message: catalogues[lang].appointmentStatus.tooLargeMessage });
      return;
    }
    // A charset or content encoding the parser cannot read (body-parser says 415).
    if (error.type === 'charset.unsupported' || error.type === 'encoding.unsupported') {
      unsupportedMediaType(req, res);
      return;
    }
    // Anything else the parser refused (broken JSON, a body that is not UTF-8, a length that
    // does not match) is the client's mistake.
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      res.status(400).json({
        error: 'invalid_json',
        message: apiMessages[lang].invalidJson,
      });
      return;
    }
    next(error);
  };
  router.use(bodyErrors);
  return router;
}
