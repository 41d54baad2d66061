/**
 * The patient's page for a confirmed appointment, opened from the link in their mail: plain
 * server-rendered HTML in the site's look, without JavaScript (like the staff area, decision 0040),
 * so it works everywhere and runs nothing. Titles name the page only; the page shows the
 * appointment (treatment, date, time, address), never the patient's name or message.
 */
import type { ReactNode } from 'react';
import { Logo } from '~/components/logo';
import { PlainDocument, renderPlainPage } from '~/components/plain-document';
import { addressLine, practice, unbreakable } from '~/content/practice';
import { format } from '~/i18n/format';
import { languageInfo, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { cancellationRule, lateFeeValues } from '~/mail/appointment-mails.server';
import { appointmentMessages } from '~/mail/appointment-messages.server';
import type { PatientView } from './confirmed.server';
import { appointmentLongDateLabel, appointmentTimeLabel } from './time-rules';

export interface ManagePageContext {
  lang: Lang;
  stylesheetHref: string | undefined;
  /** The extended-Latin font face's CSS (server/plain-page-fonts.ts). */
  fontFace?: string;
}

const render = renderPlainPage;
const h1 = 'text-2xl font-extrabold tracking-tight text-teal-950 md:text-3xl';
const phone = () => unbreakable(practice.phone.display);

function Document({
  context,
  title,
  children,
}: {
  context: ManagePageContext;
  title: string;
  children: ReactNode;
}) {
  const home = languageInfo[context.lang].prefix || '/';
  return (
    <PlainDocument
      lang={context.lang}
      title={`${title} · ${practice.name}`}
      stylesheetHref={context.stylesheetHref}
      fontFace={context.fontFace}
    >
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page py-3">
          <a href={home} aria-label={practice.name} className="inline-flex rounded-lg">
            <Logo />
          </a>
        </div>
      </header>
      <main id="main" className="container-page py-6 md:py-10">
        <div className="card mx-auto max-w-xl p-6 md:p-8">{children}</div>
      </main>
    </PlainDocument>
  );
}

function AppointmentFacts({ view, lang }: { view: PatientView; lang: Lang }) {
  const m = appointmentMessages[lang];
  const service =
    (catalogues[lang].treatments as Record<string, string>)[view.service] ?? view.service;
  const rows: [string, string][] = [
    [m.serviceLabel, service],
    [m.dateLabel, appointmentLongDateLabel(view.start, lang)],
    [m.timeLabel, appointmentTimeLabel(view.start, lang, true)],
    [m.durationLabel, format(m.durationValue, { minutes: view.durationMinutes })],
  ];
  return (
    <dl className="mt-5 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-teal-50 p-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-700">{label}</dt>
          <dd className="font-bold text-teal-950">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Address({ lang }: { lang: Lang }) {
  const m = appointmentMessages[lang];
  const or = lang === 'en' ? ' or ' : lang === 'tr' ? ' veya ' : ' of ';
  return (
    <section aria-labelledby="address" className="mt-6">
      <h2 id="address" className="card-title">
        {m.addressTitle}
      </h2>
      <p className="mt-2 font-semibold">
        {practice.name}
        <br />
        {addressLine}
      </p>
      <p className="mt-1 text-slate-700">
        {format(m.directions, { tram: practice.tramLines.join(or), stop: practice.tramStop })}
      </p>
    </section>
  );
}

function LateNotice({ lang }: { lang: Lang }) {
  const m = appointmentMessages[lang];
  return (
    <p
      data-late-cancellation
      className="mt-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 font-semibold text-amber-950"
    >
      {format(m.cancelConfirmLate, { phone: phone(), ...lateFeeValues(lang) })}
    </p>
  );
}

export function ManagePage(
  context: ManagePageContext & { view: PatientView; paths: { cancel: string; calendar: string } },
) {
  const { lang, view } = context;
  const m = appointmentMessages[lang];
  if (view.state === 'passed') {
    return render(
      <Document context={context} title={m.passedTitle}>
        <h1 className={h1}>{m.passedTitle}</h1>
        <AppointmentFacts view={view} lang={lang} />
        <p className="mt-5">{format(m.passedText, { phone: phone() })}</p>
      </Document>,
    );
  }
  return render(
    <Document context={context} title={m.pageTitle}>
      <h1 className={h1}>{m.pageTitle}</h1>
      <p className="mt-2 text-muted">{format(m.pageIntro, { practice: practice.name })}</p>
      <AppointmentFacts view={view} lang={lang} />
      <div className="mt-5 flex flex-wrap gap-3">
        <a className="btn btn-primary" href={context.paths.calendar} download={m.calendarFileName}>
          {m.addToCalendar}
        </a>
      </div>
      <Address lang={lang} />
      <section aria-labelledby="cancel" className="mt-6 border-t border-slate-200 pt-5">
        <h2 id="cancel" className="card-title">
          {m.cancelTitle}
        </h2>
        <p data-cancellation-rule className="mt-2 text-slate-700">
          {cancellationRule(view.start, lang)}
        </p>
        <p className="mt-2 text-slate-700">{format(m.changeHint, { phone: phone() })}</p>
        <a
          className="btn mt-4 border-2 border-red-700 text-red-800 hover:bg-red-50"
          href={context.paths.cancel}
        >
          {m.cancelButton}
        </a>
      </section>
    </Document>,
  );
}

/** The confirmation step: opening it changes nothing; only its button (a POST) cancels. */
export function CancelConfirmPage(
  context: ManagePageContext & { view: PatientView; paths: { cancel: string; back: string } },
) {
  const { lang, view } = context;
  const m = appointmentMessages[lang];
  return render(
    <Document context={context} title={m.cancelConfirmTitle}>
      <h1 className={h1}>{m.cancelConfirmTitle}</h1>
      <AppointmentFacts view={view} lang={lang} />
      <p className="mt-5">{m.cancelConfirmText}</p>
      {view.lateCancellation ? (
        <LateNotice lang={lang} />
      ) : (
        <p data-free-cancellation className="mt-4 font-semibold text-teal-900">
          {m.cancelConfirmFree}
        </p>
      )}
      <form method="post" action={context.paths.cancel} className="mt-6 flex flex-wrap gap-3">
        <button
          type="submit"
          name="confirm"
          value="yes"
          className="btn bg-red-700 text-white hover:bg-red-800"
        >
          {m.cancelConfirmButton}
        </button>
        <a className="btn btn-outline" href={context.paths.back}>
          {m.keepButton}
        </a>
      </form>
    </Document>,
  );
}

export function CancelledPage(context: ManagePageContext) {
  const m = appointmentMessages[context.lang];
  return render(
    <Document context={context} title={m.cancelledTitle}>
      <h1 className={h1}>{m.cancelledTitle}</h1>
      <p className="mt-3" role="status">
        {format(m.cancelledText, { phone: phone() })}
      </p>
      <a className="btn btn-outline mt-6" href={languageInfo[context.lang].prefix || '/'}>
        {m.backToSite}
      </a>
    </Document>,
  );
}

/** One answer for every token that opens nothing: wrong, used, replaced or of no appointment. */
export function InvalidLinkPage(context: ManagePageContext) {
  const m = appointmentMessages[context.lang];
  return render(
    <Document context={context} title={m.invalidTitle}>
      <h1 className={h1}>{m.invalidTitle}</h1>
      <p className="mt-3">{format(m.invalidText, { phone: phone() })}</p>
      <a className="btn btn-outline mt-6" href={languageInfo[context.lang].prefix || '/'}>
        {m.backToSite}
      </a>
    </Document>,
  );
}
