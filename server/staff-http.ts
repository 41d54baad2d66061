/**
 * The staff area at /beheer: passwordless sign-in, the inbox, a request's page, the privacy tools
 * and the audit log. Server-rendered HTML only; every action is a form POST answered with a
 * redirect (303), so it all works without JavaScript (decision 0040).
 *
 * - Never cached (no-store), never indexed (noindex), no Referer sent to another site.
 * - Without a valid session every page redirects to the sign-in page and the JSON export answers
 *   401; nothing about a request is shown or changed.
 * - No request data in URLs: the search term is kept in the session (decision 0041); URLs carry
 *   only ids, a status filter, a page number and a notice code.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { ipKeyGenerator, rateLimit, type AugmentedRequest } from 'express-rate-limit';
import { z } from 'zod';
import type { ConfirmedAppointments } from '~/appointments/confirmed.server';
import type { Database } from '~/db/client.server';
import { requestStatuses, type RequestStatus } from '~/db/schema';
import { formatPlural } from '~/i18n/format';
import { defaultLang, isLang, languageInfo, type Lang } from '~/i18n/languages';
import type { Logger } from '~/logger.server';
import type { AuditLog } from '~/staff/audit.server';
import {
  normalizeEmail,
  sessionMaxMs,
  type StaffAuth,
  type StaffSession,
} from '~/staff/auth.server';
import { inboxPageSize, type Inbox } from '~/staff/inbox.server';
import { agendaWindow, groupByDay } from '~/staff/agenda';
import { staffCatalogues, type StaffMessages } from '~/staff/messages';
import * as pages from '~/staff/pages';
import { loadPlainPageFonts, type PlainPageFonts } from './plain-page-fonts';
import { DatabaseRateLimitStore } from './rate-limit-store';

export const staffBasePath = '/beheer';
const signInPath = `${staffBasePath}/inloggen`;
const auditPageSize = 50;

export interface StaffAreaDependencies {
  auth: StaffAuth;
  inbox: Inbox;
  audit: AuditLog;
  /** Confirming, changing, declining and cancelling appointments (issue 22). */
  appointments: ConfirmedAppointments;
  db: Database;
  logger: Logger;
  clientDir: string;
  https: boolean;
  retentionDays: number;
  /** Keyed hash for rate-limit keys (addresses and client IPs are never stored as such). */
  hashClient: (value: string) => string;
  /** Sign-in link requests per hour per address (default 5); per client six times as many. */
  signInRateLimit?: number;
}

/** `__Host-` binds the cookie to this exact origin over https (no Domain, Path=/, Secure). */
export const sessionCookieName = (https: boolean) => (https ? '__Host-session' : 'session');

function readCookie(req: Request, name: string): string {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** The site's stylesheet, found once in the build (its name carries a content hash). */
export function findStylesheet(clientDir: string): string | undefined {
  try {
    const file = readdirSync(path.join(clientDir, 'assets')).find((name) =>
      /^app-[\w-]+\.css$/.test(name),
    );
    return file ? `/assets/${file}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * No scripts, no frames, no connections: styles, images and fonts from this origin only, and the
 * one inline style of the font face by its hash (server/plain-page-fonts.ts).
 */
export function staffContentSecurityPolicy(https: boolean, styleHashes: string[] = []): string {
  return [
    "default-src 'none'",
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const emailSchema = z.email().max(254);

/** The posted form's fields; empty for a request without a form body (Express 5 leaves it unset). */
const formBody = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const asString = (value: unknown) => (typeof value === 'string' ? value : '');
const pageNumber = (value: unknown) => {
  const number = Number(asString(value) || '1');
  return Number.isInteger(number) && number >= 1 && number <= 100_000 ? number : 1;
};
const statusFilter = (value: unknown): RequestStatus | undefined =>
  (requestStatuses as readonly string[]).includes(asString(value))
    ? (asString(value) as RequestStatus)
    : undefined;

/** Notices shown after an action's redirect, by code (the URL names the code, nothing else). */
const notices = {
  erased: (m: StaffMessages) => m.erasedNotice,
  handled: (m: StaffMessages) => m.markedHandled,
  reopened: (m: StaffMessages) => m.reopened,
  sent: (m: StaffMessages) => m.resent,
  'not-sent': (m: StaffMessages) => m.resendFailed,
  busy: (m: StaffMessages) => m.resendBusy,
  confirmed: (m: StaffMessages) => m.confirmedNotice,
  changed: (m: StaffMessages) => m.changedNotice,
  declined: (m: StaffMessages) => m.declinedNotice,
  cancelled: (m: StaffMessages) => m.cancelledNotice,
  'message-removed': (m: StaffMessages) => m.messageRemovedNotice,
  'wrong-status': (m: StaffMessages) => m.wrongStatusNotice,
} satisfies Record<string, (m: StaffMessages) => string>;
const noticeText = (code: unknown, m: StaffMessages) =>
  Object.hasOwn(notices, asString(code))
    ? notices[asString(code) as keyof typeof notices](m)
    : undefined;

type Handler = (req: Request, res: Response) => Promise<void> | void;
const handle =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res)).catch(next);
  };

export function staffArea(deps: StaffAreaDependencies): Router {
  const router = express.Router();
  const cookieName = sessionCookieName(deps.https);
  let stylesheetHref: string | undefined;
  const stylesheet = () => (stylesheetHref ??= findStylesheet(deps.clientDir));
  let fonts: PlainPageFonts | undefined;
  const plainFonts = () => (fonts ??= loadPlainPageFonts(deps.clientDir));

  const session = (res: Response) => res.locals.staffSession as StaffSession | undefined;
  const langOf = (req: Request, res: Response): Lang => {
    const signedIn = session(res);
    if (signedIn) return signedIn.language;
    const asked = asString(req.query.lang) || asString(formBody(req).lang);
    return isLang(asked) ? asked : defaultLang;
  };
  const context = (req: Request, res: Response, pagePath: string): pages.PageContext => ({
    lang: langOf(req, res),
    stylesheetHref: stylesheet(),
    // Always the face with the font inside: patients' names (Ayşe, Gül) appear in every language.
    fontFace: plainFonts()?.inline,
    signedInAs: session(res)?.email,
    path: pagePath,
  });
  const send = (res: Response, status: number, html: string) => {
    res.status(status).type('html').send(html);
  };
  const notFound = (req: Request, res: Response) => {
    const m = staffCatalogues[langOf(req, res)];
    send(
      res,
      404,
      pages.MessagePage({
        ...context(req, res, req.baseUrl + req.path),
        title: m.notFoundTitle,
        text: m.notFoundText,
      }),
    );
  };

  // Every response of the staff area: never stored, never indexed, no Referer to another site, and a
  // policy stricter than the public pages': these pages run no script at all and embed nothing.
  router.use((_req, res, next) => {
    res.setHeader(
      'Content-Security-Policy',
      staffContentSecurityPolicy(deps.https, plainFonts()?.styleHashes),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    // Not 'no-referrer': with it Chromium sends `Origin: null` on form posts, which the
    // cross-origin guard (rightly) refuses. 'same-origin' sends nothing to any other site.
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }));

  // The session, if the cookie names a live one.
  router.use((req, res, next) => {
    const id = readCookie(req, cookieName);
    if (!id) return next();
    deps.auth.readSession(id).then((found) => {
      res.locals.staffSession = found;
      next();
    }, next);
  });

  // ——— sign-in (no session needed) ———

  const limitKey = (req: Request) => deps.hashClient(ipKeyGenerator(req.ip ?? 'unknown'));
  const tooMany: RequestHandler = (req, res) => {
    const reset = (req as AugmentedRequest).rateLimit?.resetTime;
    const seconds = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 3600;
    res.setHeader('Retry-After', String(seconds));
    const lang = langOf(req, res);
    const m = staffCatalogues[lang];
    send(
      res,
      429,
      pages.MessagePage({
        ...context(req, res, signInPath),
        title: m.tooManyTitle,
        text: formatPlural(
          m.tooManyText,
          Math.max(1, Math.ceil(seconds / 60)),
          languageInfo[lang].formatLocale,
        ),
      }),
    );
  };
  const perHour = deps.signInRateLimit ?? 5;
  const common = {
    windowMs: 60 * 60_000,
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    passOnStoreError: true,
    handler: tooMany,
  };
  const perClient = rateLimit({
    ...common,
    limit: perHour * 6,
    keyGenerator: limitKey,
    store: new DatabaseRateLimitStore(deps.db, 'staff-sign-in-client:'),
  });
  const perAddress = rateLimit({
    ...common,
    limit: perHour,
    keyGenerator: (req) =>
      deps.hashClient(`address:${normalizeEmail(asString(formBody(req).email))}`),
    store: new DatabaseRateLimitStore(deps.db, 'staff-sign-in-address:'),
  });

  router.get('/inloggen', (req, res) => {
    if (session(res)) return res.redirect(302, staffBasePath);
    send(res, 200, pages.SignInPage(context(req, res, signInPath)));
  });

  router.post(
    '/inloggen',
    perClient,
    (req, res, next) => {
      const email = asString(formBody(req).email).trim();
      if (!emailSchema.safeParse(email).success) {
        send(res, 400, pages.SignInPage({ ...context(req, res, signInPath), error: true, email }));
        return;
      }
      next();
    },
    perAddress,
    (req, res) => {
      const email = asString(formBody(req).email);
      // Not awaited: the answer leaves at the same moment whether or not the address may sign in,
      // so not even its timing tells who is on the staff list.
      deps.auth.requestSignInLink(email, langOf(req, res)).catch((error: unknown) => {
        deps.logger.error({ err: error }, 'sign-in link could not be created');
      });
      res.redirect(303, `${signInPath}/verstuurd?lang=${langOf(req, res)}`);
    },
  );

  router.get('/inloggen/verstuurd', (req, res) => {
    send(res, 200, pages.LinkSentPage(context(req, res, `${signInPath}/verstuurd`)));
  });

  // Opening the link only shows a button: mail scanners that fetch links sign nobody in.
  router.get(
    '/inloggen/link',
    handle(async (req, res) => {
      const token = asString(req.query.token);
      const pageContext = { ...context(req, res, `${signInPath}/link`), signedInAs: undefined };
      if (token && (await deps.auth.isUsableToken(token))) {
        send(res, 200, pages.ConfirmSignInPage({ ...pageContext, token }));
      } else {
        send(res, 410, pages.LinkInvalidPage(pageContext));
      }
    }),
  );

  router.post(
    '/inloggen/link',
    handle(async (req, res) => {
      const body = formBody(req);
      const lang = isLang(body.lang) ? body.lang : defaultLang;
      const email = await deps.auth.useToken(asString(body.token));
      if (!email) {
        send(
          res,
          410,
          pages.LinkInvalidPage({
            ...context(req, res, `${signInPath}/link`),
            signedInAs: undefined,
          }),
        );
        return;
      }
      // A session already in this browser is replaced, never reused (no session fixation).
      const previous = readCookie(req, cookieName);
      if (previous) await deps.auth.endSession(previous);
      const created = await deps.auth.createSession(email, lang);
      res.cookie(cookieName, created.id, {
        httpOnly: true,
        secure: deps.https,
        sameSite: 'lax',
        path: '/',
        maxAge: sessionMaxMs,
      });
      await deps.audit.record(email, 'signed-in');
      res.redirect(303, staffBasePath);
    }),
  );

  router.post(
    '/uitloggen',
    handle(async (req, res) => {
      const current = session(res);
      if (current) {
        await deps.auth.endSession(current.id);
        await deps.audit.record(current.email, 'signed-out');
      }
      res.clearCookie(cookieName, {
        httpOnly: true,
        secure: deps.https,
        sameSite: 'lax',
        path: '/',
      });
      res.redirect(303, `${signInPath}?lang=${current?.language ?? defaultLang}`);
    }),
  );

  // ——— everything below needs a session ———

  router.use((req, res, next) => {
    if (session(res)) return next();
    if (req.method === 'GET' && /\/export$/.test(req.path)) {
      res.status(401).json({ error: 'unauthorized' });
      return;
    }
    res.redirect(req.method === 'GET' || req.method === 'HEAD' ? 302 : 303, signInPath);
  });

  const staff = (res: Response) => session(res) as StaffSession;
  const requestId = (req: Request) => {
    const id = asString(req.params.id);
    return uuidPattern.test(id) ? id.toLowerCase() : undefined;
  };

  router.get(
    '/',
    handle(async (req, res) => {
      const current = staff(res);
      const m = staffCatalogues[current.language];
      const status = statusFilter(req.query.status);
      const page = pageNumber(req.query.page);
      const [list, counts, failedMails, todo] = await Promise.all([
        deps.inbox.list({ status, search: current.search, page }),
        deps.inbox.statusCounts(current.search),
        deps.inbox.failedMailCount(),
        // What needs doing now, above the first page (not while searching or paging).
        page === 1 && !current.search ? deps.inbox.todo() : undefined,
      ]);
      send(
        res,
        200,
        pages.InboxPage({
          ...context(req, res, staffBasePath),
          rows: list.rows,
          total: list.total,
          counts,
          page,
          pageSize: inboxPageSize,
          status,
          search: current.search,
          failedMails,
          notice: noticeText(req.query.notice, m),
          todo,
          now: new Date(),
        }),
      );
    }),
  );

  router.post(
    '/zoeken',
    handle(async (req, res) => {
      const term = asString(formBody(req).q).trim().slice(0, 200);
      await deps.auth.updateSession(staff(res).id, { search: term });
      res.redirect(303, staffBasePath);
    }),
  );

  router.post(
    '/taal',
    handle(async (req, res) => {
      const body = formBody(req);
      if (isLang(body.lang)) await deps.auth.updateSession(staff(res).id, { language: body.lang });
      const back = asString(body.back);
      // Only a path inside the staff area, so this can never send anyone elsewhere.
      const safe = /^\/beheer(\/[\w/-]*)?$/.test(back) ? back : staffBasePath;
      res.redirect(303, safe);
    }),
  );

  router.get(
    '/logboek',
    handle(async (req, res) => {
      const page = pageNumber(req.query.page);
      const { entries, total } = await deps.audit.page(page, auditPageSize);
      send(
        res,
        200,
        pages.AuditPage({
          ...context(req, res, `${staffBasePath}/logboek`),
          entries,
          total,
          page,
          pageSize: auditPageSize,
          retentionDays: deps.retentionDays,
        }),
      );
    }),
  );

  async function showRequest(
    req: Request,
    res: Response,
    id: string,
    options: { status?: number; form?: pages.AppointmentFormState; audit?: boolean } = {},
  ) {
    const [found, history] = await Promise.all([deps.inbox.get(id), deps.appointments.history(id)]);
    if (!found) return notFound(req, res);
    if (options.audit !== false)
      await deps.audit.record(staff(res).email, 'viewed', { requestId: id });
    const m = staffCatalogues[staff(res).language];
    send(
      res,
      options.status ?? 200,
      pages.RequestPage({
        ...context(req, res, `${staffBasePath}/aanvragen/${id}`),
        request: found.request,
        mails: found.mails,
        history,
        notice: noticeText(req.query.notice, m),
        form: options.form,
      }),
    );
  }

  router.get(
    '/aanvragen/:id',
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id) return notFound(req, res);
      await showRequest(req, res, id);
    }),
  );

  router.get(
    '/agenda',
    handle(async (req, res) => {
      const window = agendaWindow(new Date());
      const rows = await deps.appointments.between(window.from, window.to);
      send(
        res,
        200,
        pages.AgendaPage({
          ...context(req, res, `${staffBasePath}/agenda`),
          days: groupByDay(rows, window.dates),
          today: window.dates[0] ?? '',
        }),
      );
    }),
  );

  // Confirm a request for a time, or move a confirmed appointment. A time the rules refuse
  // re-renders the page with the values and the reason (400); nothing is stored or mailed.
  router.post(
    '/aanvragen/:id/bevestigen',
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id) return notFound(req, res);
      const body = formBody(req);
      const values = {
        date: asString(body.date).trim(),
        time: asString(body.time).trim().slice(0, 5),
        durationMinutes: asString(body.durationMinutes).trim(),
        allowOutsideHours: body.allowOutsideHours === 'yes',
      };
      const duration = /^\d{1,4}$/.test(values.durationMinutes)
        ? Number(values.durationMinutes)
        : Number.NaN;
      // The double-booking warning's second confirmation holds only for the time it was shown for.
      const slot = pages.overlapSlot(values);
      const result = await deps.appointments.confirm(
        id,
        {
          ...values,
          durationMinutes: duration,
          allowOverlap: asString(body.overlapAccepted) === slot,
        },
        staff(res).email,
      );
      if (result.kind === 'not-found') return notFound(req, res);
      if (result.kind === 'overlap') {
        await showRequest(req, res, id, {
          status: 409,
          form: { values, overlaps: result.overlaps },
          audit: false,
        });
        return;
      }
      if (result.kind === 'invalid') {
        await showRequest(req, res, id, {
          status: 400,
          form: { values, problem: result.problem },
          audit: false,
        });
        return;
      }
      res.redirect(303, `${staffBasePath}/aanvragen/${id}?notice=${result.kind}`);
    }),
  );

  router.post(
    '/aanvragen/:id/afwijzen',
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id) return notFound(req, res);
      const result = await deps.appointments.decline(
        id,
        asString(formBody(req).note),
        staff(res).email,
      );
      if (result === 'not-found') return notFound(req, res);
      res.redirect(303, `${staffBasePath}/aanvragen/${id}?notice=${result}`);
    }),
  );

  router.post(
    '/aanvragen/:id/annuleren',
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id || formBody(req).confirm !== 'yes') return notFound(req, res);
      const result = await deps.appointments.cancelByPractice(id, staff(res).email);
      if (result === 'not-found') return notFound(req, res);
      const notice = result === 'cancelled' ? 'cancelled' : 'wrong-status';
      res.redirect(303, `${staffBasePath}/aanvragen/${id}?notice=${notice}`);
    }),
  );

  const setHandled = (handled: boolean) =>
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id) return notFound(req, res);
      const changed = await deps.inbox.setHandled(id, handled);
      if (changed) {
        await deps.audit.record(staff(res).email, handled ? 'marked-handled' : 'reopened', {
          requestId: id,
        });
      }
      const notice = handled ? 'handled' : 'reopened';
      res.redirect(303, `${staffBasePath}/aanvragen/${id}${changed ? `?notice=${notice}` : ''}`);
    });
  router.post('/aanvragen/:id/afgehandeld', setHandled(true));
  router.post('/aanvragen/:id/nieuw', setHandled(false));

  router.post(
    '/aanvragen/:id/mails/:mailId/opnieuw',
    handle(async (req, res) => {
      const id = requestId(req);
      const mailId = Number(req.params.mailId);
      if (!id || !Number.isSafeInteger(mailId) || mailId < 1) return notFound(req, res);
      const result = await deps.inbox.resendMail(id, mailId);
      if (result === 'not-found') return notFound(req, res);
      await deps.audit.record(staff(res).email, 'resent-mail', { requestId: id, mailId });
      res.redirect(303, `${staffBasePath}/aanvragen/${id}?notice=${result}`);
    }),
  );

  router.get(
    '/aanvragen/:id/export',
    handle(async (req, res) => {
      const id = requestId(req);
      const data = id ? await deps.inbox.export(id) : undefined;
      if (!id || !data) {
        res.status(404).json({ error: 'not_found' });
        return;
      }
      await deps.audit.record(staff(res).email, 'exported', { requestId: id });
      res.setHeader('Content-Disposition', `attachment; filename="request-${id}.json"`);
      res.status(200).json(data);
    }),
  );

  router.get(
    '/aanvragen/:id/wissen',
    handle(async (req, res) => {
      const id = requestId(req);
      const found = id ? await deps.inbox.get(id) : undefined;
      if (!id || !found) return notFound(req, res);
      send(
        res,
        200,
        pages.ErasePage({
          ...context(req, res, `${staffBasePath}/aanvragen/${id}/wissen`),
          requestId: id,
        }),
      );
    }),
  );

  router.post(
    '/aanvragen/:id/wissen',
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id || formBody(req).confirm !== 'yes') return notFound(req, res);
      const erased = await deps.inbox.erase(id);
      if (!erased) return notFound(req, res);
      await deps.audit.record(staff(res).email, 'erased', { requestId: id });
      deps.logger.info({ requestId: id }, 'request erased by staff');
      res.redirect(303, `${staffBasePath}?notice=erased`);
    }),
  );

  // The patient withdrew their consent for the health data in the message: only the message goes
  // (decision 0103). A confirmation step first, like erasing; the POST is its own audited action.
  router.get(
    '/aanvragen/:id/bericht-verwijderen',
    handle(async (req, res) => {
      const id = requestId(req);
      const found = id ? await deps.inbox.get(id) : undefined;
      if (!id || !found) return notFound(req, res);
      // Nothing (left) to remove: back to the request, which says so.
      if (!found.request.message) return res.redirect(303, `${staffBasePath}/aanvragen/${id}`);
      send(
        res,
        200,
        pages.RemoveMessagePage({
          ...context(req, res, `${staffBasePath}/aanvragen/${id}/bericht-verwijderen`),
          requestId: id,
        }),
      );
    }),
  );

  router.post(
    '/aanvragen/:id/bericht-verwijderen',
    handle(async (req, res) => {
      const id = requestId(req);
      if (!id || formBody(req).confirm !== 'yes') return notFound(req, res);
      const result = await deps.inbox.removeMessage(id);
      if (result === 'not-found') return notFound(req, res);
      if (result === 'removed') {
        await deps.audit.record(staff(res).email, 'message-removed', { requestId: id });
        deps.logger.info({ requestId: id }, 'message removed by staff');
      }
      res.redirect(
        303,
        `${staffBasePath}/aanvragen/${id}${result === 'removed' ? '?notice=message-removed' : ''}`,
      );
    }),
  );

  router.use(notFound);

  const onError: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    req,
    res,
    _next,
  ) => {
    // A body the parser refused (too large, too many fields, bad encoding) is the client's mistake.
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      const m = staffCatalogues[langOf(req, res)];
      send(
        res,
        400,
        pages.MessagePage({
          ...context(req, res, staffBasePath),
          title: m.notFoundTitle,
          text: m.badRequest,
        }),
      );
      return;
    }
    deps.logger.error({ err: error, path: req.baseUrl }, 'staff area error');
    res.status(500).type('text/plain').send('Something went wrong.');
  };
  router.use(onError);
  return router;
}
