/**
 * The patient's page for a confirmed appointment, at a path per language with the link's token as
 * the last segment (app/appointments/manage-paths.ts). GET never changes anything (mail scanners
 * open links); cancelling is a POST from a confirmation step. Every answer is no-store and
 * noindex, and nothing here logs a path: the token is a key to the appointment.
 */
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { ConfirmedAppointments } from '~/appointments/confirmed.server';
import * as pages from '~/appointments/manage-pages';
import { manageBasePaths } from '~/appointments/manage-paths';
import { languages, type Lang } from '~/i18n/languages';
import type { Logger } from '~/logger.server';
import { loadPlainPageFonts, type PlainPageFonts } from './plain-page-fonts';
import { findStylesheet, staffContentSecurityPolicy } from './staff-http';
import { appointmentMessages } from '~/mail/appointment-messages.server';

/** The last segments after the token, per language. */
const segments: Record<Lang, { cancel: string; cancelled: string }> = {
  nl: { cancel: 'annuleren', cancelled: 'geannuleerd' },
  en: { cancel: 'cancel', cancelled: 'cancelled' },
  tr: { cancel: 'iptal', cancelled: 'iptal-edildi' },
};

const calendarFile = 'agenda.ics';

/** The patient's page (or its cancel step) for one token, in each language. */
const inEachLanguage = (token: string, step?: 'cancel'): Record<Lang, string> =>
  Object.fromEntries(
    languages.map((lang) => [
      lang,
      `${manageBasePaths[lang]}/${token}${step ? `/${segments[lang][step]}` : ''}`,
    ]),
  ) as Record<Lang, string>;

type Handler = (req: Request, res: Response) => Promise<void> | void;
const handle =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    Promise.resolve(handler(req, res)).catch(next);
  };

export function appointmentManagePages(deps: {
  appointments: ConfirmedAppointments;
  clientDir: string;
  https: boolean;
  logger: Logger;
}): Router {
  const router = express.Router();
  let stylesheetHref: string | undefined;
  const stylesheet = () => (stylesheetHref ??= findStylesheet(deps.clientDir));
  let fonts: PlainPageFonts | undefined;
  const plainFonts = () => (fonts ??= loadPlainPageFonts(deps.clientDir));
  const send = (res: Response, status: number, html: string) => {
    res.status(status).type('html').send(html);
  };

  router.use((req, res, next) => {
    const isOurs = languages.some((lang) => req.path.startsWith(`${manageBasePaths[lang]}/`));
    if (!isOurs) return next();
    res.setHeader(
      'Content-Security-Policy',
      staffContentSecurityPolicy(deps.https, plainFonts()?.styleHashes),
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'same-origin');
    next();
  });

  for (const lang of languages) {
    const base = manageBasePaths[lang];
    const { cancel, cancelled } = segments[lang];
    const context = { lang, stylesheetHref: undefined as string | undefined };
    // As on the public pages: the font inside a Turkish page, elsewhere the file if a letter needs it.
    const ctx = () => ({
      ...context,
      stylesheetHref: stylesheet(),
      fontFace: lang === 'tr' ? plainFonts()?.inline : plainFonts()?.file,
      fontPreload: plainFonts()?.latinUrl,
    });
    const invalid = (res: Response) => send(res, 404, pages.InvalidLinkPage(ctx()));
    const token = (req: Request) => String(req.params.token ?? '');

    router.get(`${base}/${cancelled}`, (_req, res) => {
      send(res, 200, pages.CancelledPage(ctx()));
    });

    router.get(
      `${base}/:token`,
      handle(async (req, res) => {
        const view = await deps.appointments.patientView(token(req));
        if (!view) return invalid(res);
        const here = `${base}/${token(req)}`;
        send(
          res,
          200,
          pages.ManagePage({
            ...ctx(),
            languagePaths: inEachLanguage(token(req)),
            view,
            paths: { cancel: `${here}/${cancel}`, calendar: `${here}/${calendarFile}` },
          }),
        );
      }),
    );

    router.get(
      `${base}/:token/${calendarFile}`,
      handle(async (req, res) => {
        const ics = await deps.appointments.calendarFor(token(req));
        if (!ics) return invalid(res);
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${appointmentMessages[lang].calendarFileName}"`,
        );
        res.status(200).type('text/calendar; charset=utf-8').send(ics);
      }),
    );

    router.get(
      `${base}/:token/${cancel}`,
      handle(async (req, res) => {
        const view = await deps.appointments.patientView(token(req));
        if (!view) return invalid(res);
        const here = `${base}/${token(req)}`;
        if (view.state === 'passed') return res.redirect(303, here);
        send(
          res,
          200,
          pages.CancelConfirmPage({
            ...ctx(),
            languagePaths: inEachLanguage(token(req), 'cancel'),
            view,
            paths: { cancel: `${here}/${cancel}`, back: here },
          }),
        );
      }),
    );

    router.post(
      `${base}/:token/${cancel}`,
      express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
      handle(async (req, res) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        if (body.confirm !== 'yes') return invalid(res);
        const result = await deps.appointments.cancelByPatient(token(req));
        if (result.kind === 'passed') return res.redirect(303, `${base}/${token(req)}`);
        if (result.kind === 'not-found') return invalid(res);
        res.redirect(303, `${base}/${cancelled}`);
      }),
    );
  }

  const onError: ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
      res.status(400).type('text/plain').send('Bad request');
      return;
    }
    // Deliberately without the path: it holds the patient's token.
    deps.logger.error({ err: error }, 'appointment page error');
    res.status(500).type('text/plain').send('Something went wrong.');
  };
  router.use(onError);
  return router;
}
