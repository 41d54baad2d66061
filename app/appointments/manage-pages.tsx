/**
 * The patient's page for a confirmed appointment, opened from the link in their mail: plain
 * server-rendered HTML in the site's look, without JavaScript (like the staff area, decision 0040),
 * so it works everywhere and runs nothing. Titles name the page only; the page shows the
 * appointment (treatment, date, time, what to bring, address, the practice's number, the terms),
 * never the patient's name or message: the link may be forwarded (decision 0103).
 */
import type { ReactNode } from 'react';
import { Logo } from '~/components/logo';
import { PlainDocument, renderPlainPage } from '~/components/plain-document';
import { PlainIcon } from '~/components/plain-icons';
import { termsLastUpdated } from '~/content/legal/dates';
import { terms } from '~/content/legal/terms';
import { renderMarkdown } from '~/content/markdown.server';
import { addressLine, practice, directionsLink, unbreakable } from '~/content/practice';
import { formatDate } from '~/i18n/dates';
import { format } from '~/i18n/format';
import { languageInfo, languages, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { appointmentHref } from '~/i18n/pages';
import { cancellationRule, lateFeeValues } from '~/mail/appointment-mails.server';
import { appointmentMessages, bringList } from '~/mail/appointment-messages.server';
import type { PatientView } from './confirmed.server';
import { requestedServiceLabel } from './service-label';
import { appointmentDateLabel, appointmentLongDateLabel, appointmentTimeLabel } from './time-rules';

export interface ManagePageContext {
  lang: Lang;
  /**
   * The same page in each language (the link's token in each language's path): a family member
   * who reads another language can switch (the eighth review).
   */
  languagePaths?: Record<Lang, string>;
  stylesheetHref: string | undefined;
  /** The extended-Latin font face's CSS (server/plain-page-fonts.ts). */
  fontFace?: string;
  /** The Latin font file to preload (server/plain-page-fonts.ts). */
  fontPreload?: string;
}

const render = renderPlainPage;
const h1 = 'text-2xl font-extrabold tracking-tight text-teal-950 md:text-3xl';
const h2 = 'card-title';
const phone = () => unbreakable(practice.phone.display);

/** The practice's number as the site writes it (PhoneLink): a tel: link that never wraps. */
function PracticePhone({ className = '' }: { className?: string }) {
  return (
    <a
      href={`tel:${practice.phone.e164}`}
      data-phone-line="main"
      className={`font-bold whitespace-nowrap text-teal-800 underline decoration-teal-400 decoration-2 underline-offset-4 hover:decoration-teal-700 ${className}`}
    >
      {phone()}
    </a>
  );
}

/** A text with the practice's number in it, the number as a tap-to-call link. */
function withPhoneLinks(text: string): ReactNode {
  const parts = text.split(phone());
  return parts.map((part, index) => (
    <span key={index}>
      {part}
      {index < parts.length - 1 ? <PracticePhone /> : null}
    </span>
  ));
}

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
      fontPreload={context.fontPreload}
    >
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex items-center justify-between gap-4 py-3">
          <a href={home} aria-label={practice.name} className="inline-flex rounded-lg">
            <Logo />
          </a>
          {/* The practice's number, one tap away on every one of these pages. */}
          <a
            href={`tel:${practice.phone.e164}`}
            data-phone-line="main"
            className="btn btn-outline min-h-10 gap-2 px-3 text-sm whitespace-nowrap sm:px-4 sm:text-base"
          >
            <PlainIcon name="phone" className="size-4" />
            {phone()}
          </a>
        </div>
      </header>
      <main id="main" className="container-page py-6 md:py-10">
        {context.languagePaths ? (
          <OtherLanguages lang={context.lang} paths={context.languagePaths} />
        ) : null}
        <div className="card mx-auto max-w-xl p-6 md:p-8">{children}</div>
      </main>
    </PlainDocument>
  );
}

/** The other two languages, each by its own name, above the card. */
function OtherLanguages({ lang, paths }: { lang: Lang; paths: Record<Lang, string> }) {
  return (
    <nav
      aria-label={appointmentMessages[lang].otherLanguages}
      className="mx-auto mb-3 flex max-w-xl justify-end gap-4 text-sm font-bold"
    >
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <a
            key={other}
            href={paths[other]}
            hrefLang={other}
            lang={other}
            className="inline-flex min-h-11 items-center text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4 hover:decoration-teal-700"
          >
            {languageInfo[other].label}
          </a>
        ))}
    </nav>
  );
}

function AppointmentFacts({ view, lang }: { view: PatientView; lang: Lang }) {
  const m = appointmentMessages[lang];
  const service = requestedServiceLabel(view.service, lang);
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
      <h2 id="address" className={h2}>
        {m.addressTitle}
      </h2>
      <address className="mt-2 font-semibold not-italic">
        {practice.name}
        <br />
        {addressLine}
      </address>
      <p className="mt-1 text-slate-700">
        {format(m.directions, { tram: practice.tramLines.join(or), stop: practice.tramStop })}
      </p>
      {/* Another site (its name says so), opened only when the patient follows the link. */}
      <a
        href={directionsLink}
        data-route-link
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-bold text-teal-800 underline decoration-teal-400 underline-offset-4 hover:decoration-teal-700"
      >
        <PlainIcon name="map-pin" className="size-5" />
        {m.routeLink}
        <PlainIcon name="external-link" className="size-4" />
      </a>
    </section>
  );
}

/** What to bring: the same list as the confirmation e-mail, from the same messages. */
function Bring({ lang, service }: { lang: Lang; service: string }) {
  const m = appointmentMessages[lang];
  return (
    <section aria-labelledby="bring" className="mt-6">
      <h2 id="bring" className={h2}>
        {m.bringTitle}
      </h2>
      <ul data-bring className="mt-2 list-disc space-y-1 pl-6 marker:text-teal-600">
        {bringList(service, lang).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "See our terms": the terms themselves, folded away under the cancellation rule (a page without
 * JavaScript cannot open the site's dialog). Headings one level down, inside this section.
 */
function Terms({ lang }: { lang: Lang }) {
  const dialog = catalogues[lang].dialog;
  const html = renderMarkdown(terms[lang].body, lang)
    .replaceAll('<h2', '<h3')
    .replaceAll('</h2>', '</h3>');
  return (
    <details data-terms className="group mt-3 rounded-xl border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-bold text-teal-800 [&::-webkit-details-marker]:hidden">
        {dialog.termsTitle}
        <PlainIcon
          name="chevron-down"
          className="size-5 transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="border-t border-slate-200 px-4 pt-3 pb-4">
        <p className="text-sm text-muted">
          {format(dialog.lastUpdated, { date: formatDate(termsLastUpdated, lang) })}
        </p>
        <div className="prose prose-compact mt-3" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </details>
  );
}

function LateNotice({ lang }: { lang: Lang }) {
  const m = appointmentMessages[lang];
  return (
    <p
      data-late-cancellation
      className="mt-4 rounded-xl border-2 border-amber-500 bg-amber-50 p-4 font-semibold text-amber-950"
    >
      {withPhoneLinks(format(m.cancelConfirmLate, { phone: phone(), ...lateFeeValues(lang) }))}
    </p>
  );
}

/** "Uw afspraak op donderdag 3 december om 10.30 uur": the headline says what the page is. */
export function pageHeading(start: Date, lang: Lang): string {
  return format(appointmentMessages[lang].pageHeading, {
    date: appointmentDateLabel(start, lang),
    time: appointmentTimeLabel(start, lang),
  });
}

/**
 * Once the appointment is cancelled or past: the way to a new one (the form on the home page in the
 * patient's language), and back to the site beside it.
 */
function NewAppointmentButton({ lang }: { lang: Lang }) {
  const m = appointmentMessages[lang];
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      <a className="btn btn-primary" href={appointmentHref(lang)} data-new-appointment>
        <PlainIcon name="calendar-plus" className="size-5" />
        {m.newAppointmentButton}
      </a>
      <a className="btn btn-outline" href={languageInfo[lang].prefix || '/'}>
        {m.backToSite}
      </a>
    </div>
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
        <p className="mt-5">{withPhoneLinks(format(m.passedText, { phone: phone() }))}</p>
        <NewAppointmentButton lang={lang} />
      </Document>,
    );
  }
  return render(
    <Document context={context} title={m.pageTitle}>
      <p className="text-sm font-bold tracking-wide text-teal-700 uppercase">{m.pageEyebrow}</p>
      <h1 className={`${h1} mt-1`}>{pageHeading(view.start, lang)}</h1>
      <p className="mt-2 text-muted">{m.pageIntro}</p>
      <AppointmentFacts view={view} lang={lang} />
      <div className="mt-5 flex flex-wrap gap-3">
        <a className="btn btn-primary" href={context.paths.calendar} download={m.calendarFileName}>
          <PlainIcon name="calendar-plus" className="size-5" />
          {m.addToCalendar}
        </a>
      </div>
      <Bring lang={lang} service={view.service} />
      <Address lang={lang} />
      <section aria-labelledby="cancel" className="mt-6 border-t border-slate-200 pt-5">
        <h2 id="cancel" className={h2}>
          {m.cancelTitle}
        </h2>
        <p data-cancellation-rule className="mt-2 text-slate-700">
          {withPhoneLinks(cancellationRule(view.start, lang, new Date(), view.agreedAt))}
        </p>
        <Terms lang={lang} />
        <p className="mt-3 text-slate-700">
          {withPhoneLinks(format(m.changeHint, { phone: phone() }))}
        </p>
        <a
          className="btn mt-4 border-2 border-red-700 text-red-800 hover:bg-red-50"
          href={context.paths.cancel}
        >
          {m.cancelButton}
        </a>
      </section>
      <p data-privacy-note className="mt-6 border-t border-slate-200 pt-4 text-sm text-slate-700">
        {m.privacyNote}
      </p>
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
        {withPhoneLinks(format(m.cancelledText, { phone: phone() }))}
      </p>
      <NewAppointmentButton lang={context.lang} />
    </Document>,
  );
}

/** One answer for every token that opens nothing: wrong, used, replaced or of no appointment. */
export function InvalidLinkPage(context: ManagePageContext) {
  const m = appointmentMessages[context.lang];
  return render(
    <Document context={context} title={m.invalidTitle}>
      <h1 className={h1}>{m.invalidTitle}</h1>
      <p className="mt-3">{withPhoneLinks(format(m.invalidText, { phone: phone() }))}</p>
      {/* A used link is mostly a cancelled appointment's: the way to a new one first. */}
      <NewAppointmentButton lang={context.lang} />
    </Document>,
  );
}
