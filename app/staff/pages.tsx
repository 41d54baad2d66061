/**
 * The staff area's pages: plain server-rendered HTML (no client JavaScript, so every action is a
 * form posting to the server, decision 0040). The look reuses the site's stylesheet and classes.
 * Page titles name the page only, never a patient.
 */
import type { ReactNode } from 'react';
import { longDateLabel, dayLabel } from '~/appointments/dates';
import { readablePhone } from '~/appointments/schema';
import { whoComes, whomLabel } from '~/appointments/whom';
import {
  appointmentDateLabel,
  appointmentLongDateLabel,
  appointmentTimeLabel,
  defaultDurationMinutes,
  isChargeableCancellation,
  openingHoursOn,
  toPracticeTime,
  type AppointmentTimeProblem,
} from '~/appointments/time-rules';
import { Logo } from '~/components/logo';
import { PlainDocument, renderPlainPage } from '~/components/plain-document';
import { PlainIcon } from '~/components/plain-icons';
import { practice } from '~/content/practice';
import { requestStatuses, type AuditAction, type RequestStatus } from '~/db/schema';
import { format, formatPlural } from '~/i18n/format';
import { isLang, languageInfo, languages, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import type { OverlappingAppointment } from '~/appointments/confirmed.server';
import type { AuditEntry } from './audit.server';
import type { InboxMail, InboxRequest } from './inbox.server';
import { staffCatalogues, type StaffMessages } from './messages';
import { agendaDayLabel } from './agenda';
import { isOverdue, waitedText, type TodoRow } from './todo';

export interface PageContext {
  lang: Lang;
  stylesheetHref: string | undefined;
  /** The extended-Latin font face's CSS (server/plain-page-fonts.ts). */
  fontFace?: string;
  /** Present when signed in: the header then shows navigation, language buttons and sign-out. */
  signedInAs?: string;
  /** The page's path, so the language buttons come back to it. */
  path: string;
}

export const render = renderPlainPage;

const dateTime = (lang: Lang, date: Date) => {
  const text = new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: practice.timeZone,
  }).format(date);
  // Intl writes "22:17" for Turkish; Turkish spelling (TDK) is "22.17".
  return lang === 'tr' ? text.replace(/(\d{2}):(\d{2})/, '$1.$2') : text;
};

/** A wall-clock time as each language writes it: "10:30", Turkish "10.30" (TDK). */
const clock = (lang: Lang, hhmm: string) => (lang === 'tr' ? hhmm.replace(':', '.') : hhmm);

/** "10.30–11.15 uur" (decision 0049) / "10:30–11:15" / "10.30–11.15". */
function timeRange(lang: Lang, start: Date, end: Date): string {
  const [from, to] = [start, end].map((instant) => {
    const time = toPracticeTime(instant).time;
    return lang === 'en' ? time : `${Number(time.slice(0, 2))}.${time.slice(3)}`;
  });
  return lang === 'nl' ? `${from}–${to} uur` : `${from}–${to}`;
}

const treatmentName = (lang: Lang, service: string) =>
  (catalogues[lang].treatments as Record<string, string>)[service] ?? service;

const languageName = (code: string) => (isLang(code) ? languageInfo[code].label : code);

function Document({
  context,
  title,
  children,
}: {
  context: PageContext;
  title: string;
  children: ReactNode;
}) {
  const m = staffCatalogues[context.lang];
  return (
    <PlainDocument
      lang={context.lang}
      title={`${title} · ${m.areaName}`}
      stylesheetHref={context.stylesheetHref}
      fontFace={context.fontFace}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-teal-800 px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.skipToContent}
      </a>
      <Header context={context} m={m} />
      <main id="main" tabIndex={-1} className="container-page py-6 outline-none">
        {children}
      </main>
    </PlainDocument>
  );
}

function Header({ context, m }: { context: PageContext; m: StaffMessages }) {
  const navItem = (href: string, label: string) => (
    <a
      className="nav-item min-h-10 aria-[current=page]:bg-teal-50"
      href={href}
      aria-current={context.path === href ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* One row from a small laptop up (1024 px): logo, the area's navigation, then language and
          sign-out at the right. Narrower, the navigation gets a row of its own under them. */}
      <div className="container-page flex flex-wrap items-center gap-x-5 gap-y-1 py-2.5">
        <div className="flex items-center gap-3">
          <Logo />
          <span className="rounded-full bg-teal-50 px-3 py-1 text-sm font-bold whitespace-nowrap text-teal-900 max-sm:hidden lg:max-xl:hidden">
            {m.areaName}
          </span>
        </div>
        {context.signedInAs ? (
          <nav
            aria-label={m.areaName}
            className="order-last -mx-3 flex w-[calc(100%+1.5rem)] gap-1 overflow-x-auto lg:order-none lg:mx-0 lg:w-auto"
          >
            {navItem('/beheer', m.navInbox)}
            {navItem('/beheer/agenda', m.navAgenda)}
            {navItem('/beheer/logboek', m.navAudit)}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2 text-sm sm:gap-3">
          <LanguageSwitch context={context} m={m} />
          {context.signedInAs ? (
            <form method="post" action="/beheer/uitloggen" className="flex items-center gap-3">
              <span className="sr-only">{format(m.signedInAs, { email: context.signedInAs })}</span>
              {/* Who is signed in, at a shared desk: shown where there is room for it. */}
              <span
                aria-hidden="true"
                className="hidden max-w-64 truncate text-slate-700 xl:inline"
              >
                {context.signedInAs}
              </span>
              <button type="submit" className="btn btn-outline min-h-9 px-3 text-sm">
                <PlainIcon name="log-out" className="size-4" />
                {/* A phone shows the icon only: the row has no room for the word. */}
                <span className="max-sm:sr-only">{m.signOut}</span>
              </button>
            </form>
          ) : null}
        </div>
      </div>
    </header>
  );
}

/**
 * Signed in: a compact switch (NL, EN, TR) whose buttons keep the choice in the session; each
 * button's name is its code and the language's own name. Signed out: links with ?lang=, by name.
 */
function LanguageSwitch({ context, m }: { context: PageContext; m: StaffMessages }) {
  if (context.signedInAs) {
    return (
      <form
        method="post"
        action="/beheer/taal"
        className="flex items-center gap-1.5"
        aria-label={m.switchLanguage}
      >
        <input type="hidden" name="back" value={context.path} />
        <PlainIcon name="globe" className="size-4 text-slate-600 max-sm:hidden" />
        <span className="flex rounded-full border border-slate-300 p-0.5">
          {languages.map((lang) => (
            <button
              key={lang}
              type="submit"
              name="lang"
              value={lang}
              lang={lang}
              aria-pressed={lang === context.lang}
              className={
                lang === context.lang
                  ? 'min-h-8 min-w-9 rounded-full bg-teal-700 px-2 font-bold text-white'
                  : 'min-h-8 min-w-9 rounded-full px-2 font-semibold text-teal-900 hover:bg-teal-50'
              }
            >
              {lang.toUpperCase()}
              <span className="sr-only"> {languageInfo[lang].label}</span>
            </button>
          ))}
        </span>
      </form>
    );
  }
  const item = (lang: Lang) =>
    lang === context.lang
      ? 'rounded-full bg-teal-700 px-3 py-1 font-bold text-white'
      : 'rounded-full px-3 py-1 font-semibold text-teal-900 hover:bg-teal-50';
  return (
    <nav aria-label={m.switchLanguage} className="flex items-center gap-1">
      {languages.map((lang) => (
        <a
          key={lang}
          href={`${context.path}?lang=${lang}`}
          lang={lang}
          aria-current={lang === context.lang ? 'true' : undefined}
          className={item(lang)}
        >
          {languageInfo[lang].label}
        </a>
      ))}
    </nav>
  );
}

function Notice({ text, tone = 'info' }: { text: string; tone?: 'info' | 'alert' }) {
  return (
    <p
      role={tone === 'alert' ? 'alert' : 'status'}
      className={
        tone === 'alert'
          ? 'mb-4 rounded-xl border-2 border-red-700 bg-red-50 p-4 font-bold text-red-900'
          : 'mb-4 rounded-xl border border-teal-300 bg-teal-50 p-4 font-semibold text-teal-950'
      }
    >
      {text}
    </p>
  );
}

function Narrow({ children }: { children: ReactNode }) {
  return <div className="card mx-auto max-w-lg p-6 md:p-8">{children}</div>;
}

const h1 = 'text-2xl font-extrabold tracking-tight text-teal-950 md:text-3xl';
const input =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-ink';

// ——— sign-in ———

export function SignInPage(context: PageContext & { error?: boolean; email?: string }) {
  const m = staffCatalogues[context.lang];
  return render(
    <Document context={context} title={m.signInTitle}>
      <Narrow>
        <h1 className={h1}>{m.signInTitle}</h1>
        <p className="mt-3 text-muted">{m.signInIntro}</p>
        <form method="post" action="/beheer/inloggen" className="mt-6" noValidate>
          <input type="hidden" name="lang" value={context.lang} />
          <label htmlFor="email" className="font-semibold">
            {m.emailLabel}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={context.email}
            aria-invalid={context.error ? true : undefined}
            aria-describedby={context.error ? 'email-error' : undefined}
            className={input}
          />
          {context.error ? (
            <p id="email-error" className="mt-1 font-semibold text-red-800">
              {m.emailInvalid}
            </p>
          ) : null}
          <button type="submit" className="btn btn-primary mt-5 w-full">
            {m.sendLink}
          </button>
        </form>
      </Narrow>
    </Document>,
  );
}

/** A short page in the narrow card: a title, one paragraph and what to do next. */
function NoticePage({
  context,
  title,
  text,
  textRole,
  children,
}: {
  context: PageContext;
  title: string;
  text: string;
  textRole?: 'status';
  children: ReactNode;
}) {
  return render(
    <Document context={context} title={title}>
      <Narrow>
        <h1 className={h1}>{title}</h1>
        <p className="mt-3" role={textRole}>
          {text}
        </p>
        {children}
      </Narrow>
    </Document>,
  );
}

export function LinkSentPage(context: PageContext) {
  const m = staffCatalogues[context.lang];
  return NoticePage({
    context,
    title: m.linkSentTitle,
    text: m.linkSentText,
    textRole: 'status',
    children: (
      <p className="mt-6">
        <a
          className="font-semibold text-teal-800 underline"
          href={`/beheer/inloggen?lang=${context.lang}`}
        >
          {m.linkSentAgain}
        </a>
      </p>
    ),
  });
}

export function ConfirmSignInPage(context: PageContext & { token: string }) {
  const m = staffCatalogues[context.lang];
  return NoticePage({
    context,
    title: m.confirmTitle,
    text: m.confirmText,
    children: (
      <form method="post" action="/beheer/inloggen/link" className="mt-6">
        <input type="hidden" name="token" value={context.token} />
        <input type="hidden" name="lang" value={context.lang} />
        <button type="submit" className="btn btn-primary w-full">
          {m.confirmButton}
        </button>
      </form>
    ),
  });
}

export function LinkInvalidPage(context: PageContext) {
  const m = staffCatalogues[context.lang];
  return NoticePage({
    context,
    title: m.linkInvalidTitle,
    text: m.linkInvalidText,
    children: (
      <a className="btn btn-primary mt-6" href={`/beheer/inloggen?lang=${context.lang}`}>
        {m.requestNewLink}
      </a>
    ),
  });
}

export function MessagePage(context: PageContext & { title: string; text: string }) {
  const m = staffCatalogues[context.lang];
  return NoticePage({
    context,
    title: context.title,
    text: context.text,
    children: (
      <a className="btn btn-outline mt-6" href="/beheer">
        {m.backToInbox}
      </a>
    ),
  });
}

// ——— the inbox ———

export interface InboxRow {
  id: string;
  createdAt: Date;
  fullName: string;
  /** E.164; shown as the patient reads it, as a tel: link, to call back from the list. */
  phone: string;
  service: string;
  preferredDate: string;
  language: string;
  status: RequestStatus;
  cancelledBy?: 'patient' | 'practice' | null;
  patientName?: string | null;
  newPatient?: boolean;
  callFirst?: boolean;
}

export function StatusBadge({ status, m }: { status: RequestStatus; m: StaffMessages }) {
  const tones: Record<RequestStatus, string> = {
    new: 'bg-amber-100 text-amber-950 ring-amber-400',
    handled: 'bg-slate-100 text-slate-800 ring-slate-300',
    confirmed: 'bg-emerald-100 text-emerald-950 ring-emerald-500',
    declined: 'bg-violet-50 text-violet-950 ring-violet-300',
    cancelled: 'bg-red-50 text-red-900 ring-red-300 line-through decoration-red-400/60',
  };
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-bold ring-1 ${tones[status]}`}
    >
      {m.status[status]}
    </span>
  );
}

function pageHref(base: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== 1) search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

function Pagination({
  m,
  page,
  pages,
  href,
}: {
  m: StaffMessages;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.pagination} className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <a className="btn btn-outline min-h-9" href={href(page - 1)} rel="prev">
          {m.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{format(m.pageOf, { page, pages })}</span>
      {page < pages ? (
        <a className="btn btn-outline min-h-9" href={href(page + 1)} rel="next">
          {m.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * The patient's number as a tel: link: one tap to call back on a phone (or a softphone), never
 * broken inside. Only on the signed-in pages; never in a URL, a title or a log.
 */
function PatientPhone({
  phone,
  icon = false,
  className = '',
}: {
  phone: string;
  icon?: boolean;
  className?: string;
}) {
  return (
    <a
      href={`tel:${phone}`}
      data-patient-phone
      className={`font-semibold whitespace-nowrap text-teal-800 underline decoration-teal-400 underline-offset-2 hover:decoration-teal-800 ${className}`}
    >
      {icon ? <PlainIcon name="phone" className="size-4" /> : null}
      {readablePhone(phone)}
    </a>
  );
}

export function InboxPage(
  context: PageContext & {
    rows: InboxRow[];
    total: number;
    /** Requests per status (within the search, if any), for the counts on the filters. */
    counts: Record<RequestStatus, number>;
    page: number;
    pageSize: number;
    status: RequestStatus | undefined;
    search: string;
    failedMails: number;
    notice?: string;
    /** New requests waiting to be picked up (first page only), and the moment to measure from. */
    todo?: { rows: TodoRow[]; total: number };
    now?: Date;
  },
) {
  const m = staffCatalogues[context.lang];
  const pages = Math.max(1, Math.ceil(context.total / context.pageSize));
  const filters: (RequestStatus | undefined)[] = [undefined, ...requestStatuses];
  const countOf = (status: RequestStatus | undefined) =>
    status
      ? context.counts[status]
      : requestStatuses.reduce((sum, each) => sum + context.counts[each], 0);
  const locale = languageInfo[context.lang].formatLocale;
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  const cancelledBy = (row: InboxRow) =>
    row.status === 'cancelled' && row.cancelledBy
      ? row.cancelledBy === 'patient'
        ? m.cancelledByPatient
        : m.cancelledByPractice
      : undefined;
  return render(
    <Document context={context} title={m.inboxTitle}>
      {context.failedMails > 0 ? (
        <Notice tone="alert" text={formatPlural(m.failedBanner, context.failedMails, locale)} />
      ) : null}
      {context.notice ? <Notice text={context.notice} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className={h1}>{m.inboxTitle}</h1>
        <form
          method="post"
          action="/beheer/zoeken"
          className="flex w-full flex-wrap items-end gap-2 sm:w-auto"
        >
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor="q" className="text-sm font-semibold">
              {m.searchLabel}
            </label>
            <input
              id="q"
              name="q"
              type="search"
              defaultValue={context.search}
              className={`${input} sm:w-72`}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            {m.searchButton}
          </button>
        </form>
      </div>
      {context.todo ? (
        <TodoList todo={context.todo} now={context.now ?? new Date()} lang={context.lang} m={m} />
      ) : null}
      <nav aria-label={m.filterLabel} className="mt-4 flex flex-wrap gap-1.5">
        {filters.map((status) => {
          const current = status === context.status;
          const count = countOf(status);
          return (
            <a
              key={status ?? 'all'}
              href={pageHref('/beheer', { status })}
              aria-current={current ? 'page' : undefined}
              data-filter={status ?? 'all'}
              className="nav-item min-h-9 gap-2 border border-slate-200 bg-white pr-2 text-sm aria-[current=page]:border-teal-700 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
            >
              {status ? m.status[status] : m.filterAll}
              <span
                data-count
                className={`min-w-6 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums ${
                  current
                    ? 'bg-white/20 text-white'
                    : status === 'new' && count > 0
                      ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-400'
                      : 'bg-slate-100 text-slate-700'
                }`}
              >
                {number(count)}
              </span>
            </a>
          );
        })}
      </nav>
      {context.search ? (
        <form
          method="post"
          action="/beheer/zoeken"
          className="mt-4 flex flex-wrap items-center gap-3"
        >
          <p className="font-semibold">{format(m.searchActive, { search: context.search })}</p>
          <input type="hidden" name="q" value="" />
          <button type="submit" className="btn btn-outline min-h-9 text-sm">
            {m.clearSearch}
          </button>
        </form>
      ) : null}
      <p className="mt-4 text-sm text-muted">
        {formatPlural(m.resultCount, context.total, locale)}
      </p>
      {context.rows.length === 0 ? (
        <p className="card mt-2 p-6">{m.noRequests}</p>
      ) : (
        <>
          {/* From a tablet up: a table to scan. */}
          <DataTable
            label={m.inboxTitle}
            className="mt-2 max-md:hidden"
            columns={[
              m.colReceived,
              m.colName,
              m.colPhone,
              m.colService,
              m.colDate,
              m.colLanguage,
              m.colStatus,
            ]}
          >
            {context.rows.map((row) => {
              const fresh = row.status === 'new';
              return (
                <tr
                  key={row.id}
                  data-status={row.status}
                  className={`border-b border-slate-100 last:border-0 ${fresh ? 'bg-amber-50/60 font-bold' : ''}`}
                >
                  <td
                    className={`px-3 py-2 whitespace-nowrap ${fresh ? 'border-l-4 border-amber-500' : 'border-l-4 border-transparent'}`}
                  >
                    {dateTime(context.lang, row.createdAt)}
                  </td>
                  <td className="px-3 py-2">
                    <RequestLink id={row.id} name={row.fullName} />
                    <PatientFlags row={row} m={m} />
                  </td>
                  <td className="px-3 py-2">
                    <PatientPhone phone={row.phone} />
                  </td>
                  <td className="px-3 py-2">{treatmentName(context.lang, row.service)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {dayLabel(row.preferredDate, context.lang)}
                  </td>
                  <td className="px-3 py-2">{languageName(row.language)}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={row.status} m={m} />
                    {cancelledBy(row) ? (
                      <span className="mt-0.5 block text-sm font-normal text-slate-700">
                        {cancelledBy(row)}
                      </span>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </DataTable>
          {/* On a phone: one card per request, the number to tap beside the name. */}
          <ul aria-label={m.inboxTitle} className="mt-2 grid gap-2 md:hidden">
            {context.rows.map((row) => {
              const fresh = row.status === 'new';
              return (
                <li
                  key={row.id}
                  data-status={row.status}
                  className={`card border-l-4 p-4 ${fresh ? 'border-l-amber-500 bg-amber-50/60' : 'border-l-transparent'}`}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div
                      className={`min-w-0 break-words ${fresh ? 'font-extrabold' : 'font-bold'}`}
                    >
                      <RequestLink id={row.id} name={row.fullName} />
                      <PatientFlags row={row} m={m} />
                    </div>
                    <StatusBadge status={row.status} m={m} />
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {treatmentName(context.lang, row.service)} ·{' '}
                    {dayLabel(row.preferredDate, context.lang)} · {languageName(row.language)}
                  </p>
                  <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
                    <PatientPhone
                      phone={row.phone}
                      icon
                      className="inline-flex min-h-11 items-center gap-2 text-base"
                    />
                    <span className="text-sm text-slate-700">
                      {dateTime(context.lang, row.createdAt)}
                    </span>
                  </div>
                  {cancelledBy(row) ? (
                    <p className="mt-1 text-sm text-slate-700">{cancelledBy(row)}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Pagination
        m={m}
        page={context.page}
        pages={pages}
        href={(page) => pageHref('/beheer', { status: context.status, page })}
      />
    </Document>,
  );
}

/**
 * What needs doing now, above the inbox: new requests nobody has picked up, emergencies first, then
 * the oldest, with how long each has waited; past one working day in red, said in words too.
 */
function TodoList({
  todo,
  now,
  lang,
  m,
}: {
  todo: { rows: TodoRow[]; total: number };
  now: Date;
  lang: Lang;
  m: StaffMessages;
}) {
  const locale = languageInfo[lang].formatLocale;
  return (
    <section aria-labelledby="todo" className="card mt-4 border-2 border-amber-300 p-4 md:p-5">
      <h2 id="todo" className="card-title flex items-center gap-2">
        {m.todoTitle}
        <span
          data-todo-count
          className="min-w-6 rounded-full bg-amber-100 px-1.5 text-center text-sm leading-6 font-bold text-amber-950 tabular-nums ring-1 ring-amber-400"
        >
          {new Intl.NumberFormat(locale).format(todo.total)}
        </span>
      </h2>
      {todo.rows.length === 0 ? (
        <p className="mt-2 text-slate-700">{m.todoEmpty}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{m.todoIntro}</p>
          <ol className="mt-3 grid gap-2">
            {todo.rows.map((row) => {
              const overdue = isOverdue(row, now);
              const emergency = row.service === 'emergency';
              return (
                <li
                  key={row.id}
                  data-todo-row={row.id}
                  data-overdue={overdue ? 'true' : undefined}
                  data-emergency={emergency ? 'true' : undefined}
                  className={`flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border-l-4 p-3 ${
                    emergency
                      ? 'border-red-700 bg-red-50'
                      : overdue
                        ? 'border-red-500 bg-amber-50'
                        : 'border-amber-400 bg-amber-50/60'
                  }`}
                >
                  <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2 font-bold">
                    {emergency ? (
                      <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
                        {m.todoEmergency}
                      </span>
                    ) : null}
                    <RequestLink id={row.id} name={row.fullName} />
                    <PatientFlags row={row} m={m} />
                    <span className="text-sm font-normal text-slate-700">
                      {treatmentName(lang, row.service)} · {dayLabel(row.preferredDate, lang)}
                    </span>
                  </span>
                  <PatientPhone
                    phone={row.phone}
                    icon
                    className="inline-flex items-center gap-1.5"
                  />
                  <span
                    data-waited
                    className={`text-sm whitespace-nowrap ${overdue ? 'font-bold text-red-800' : 'text-slate-700'}`}
                  >
                    {waitedText(m, lang, row.createdAt, now)}
                    {overdue ? (
                      <>
                        {' · '}
                        {m.todoOverdue}
                      </>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
          {todo.total > todo.rows.length ? (
            <p className="mt-3 text-sm">
              <a
                className="font-semibold text-teal-800 underline"
                href={pageHref('/beheer', { status: 'new' })}
              >
                {formatPlural(m.todoMore, todo.total - todo.rows.length, locale)}
              </a>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

// ——— one request ———

/** A mail queued for later (a reminder) that is not due yet: nothing to retry or resend. */
const isScheduledAhead = (mail: InboxMail) =>
  mail.status === 'pending' &&
  mail.attempts === 0 &&
  mail.scheduledAt !== null &&
  mail.scheduledAt.getTime() > Date.now();

function mailStatusText(m: StaffMessages, lang: Lang, mail: InboxMail): string {
  if (isScheduledAhead(mail) && mail.scheduledAt)
    return format(m.mailStatusScheduled, { time: dateTime(lang, mail.scheduledAt) });
  if (mail.status === 'sent' && mail.sentAt)
    return format(m.mailStatusSent, { time: dateTime(lang, mail.sentAt) });
  if (mail.status === 'failed') return format(m.mailStatusFailed, { attempts: mail.attempts });
  return formatPlural(m.mailStatusPending, mail.attempts, languageInfo[lang].formatLocale);
}

export interface AppointmentFormState {
  values?: { date: string; time: string; durationMinutes: string; allowOutsideHours: boolean };
  problem?: AppointmentTimeProblem;
  /** Other confirmed appointments at this time: the double-booking warning asks once more. */
  overlaps?: OverlappingAppointment[];
}

/** The time a double-booking warning was shown for; its second confirmation holds for it only. */
export const overlapSlot = (values: { date: string; time: string; durationMinutes: string }) =>
  `${values.date}T${values.time}/${values.durationMinutes}`;

/**
 * Whether the patient cancelled less than 48 hours before the start (terms: the time may be
 * charged), judged from the cancellation's moment in the history, as the practice's mail says.
 */
function lateByPatient(request: InboxRequest, history: HistoryEvent[]): boolean {
  if (request.status !== 'cancelled' || request.cancelledBy !== 'patient') return false;
  const start = request.appointmentStart;
  const cancelled = history.findLast((event) => event.action === 'cancelled-by-patient');
  return Boolean(
    start && cancelled && isChargeableCancellation(start, request.appointmentSetAt, cancelled.at),
  );
}

export function RequestPage(
  context: PageContext & {
    request: InboxRequest;
    mails: InboxMail[];
    history: HistoryEvent[];
    notice?: string;
    form?: AppointmentFormState;
  },
) {
  const m = staffCatalogues[context.lang];
  const { request, lang } = { request: context.request, lang: context.lang };
  const base = `/beheer/aanvragen/${request.id}`;
  const rows: [string, ReactNode][] = [
    [m.fieldName, request.fullName],
    [
      m.fieldFor,
      whomLabel(request, {
        self: m.forSelf,
        child: m.forChild,
        other: m.forOther,
        family: m.forFamily,
      }),
    ],
    [
      m.fieldPhone,
      <PatientPhone
        key="phone"
        phone={request.phone}
        icon
        className="inline-flex items-center gap-1.5"
      />,
    ],
    [
      m.fieldEmail,
      <a key="email" className="text-teal-800 underline" href={`mailto:${request.email}`}>
        {request.email}
      </a>,
    ],
    [m.fieldService, treatmentName(lang, request.service)],
    [m.fieldDate, longDateLabel(request.preferredDate, lang)],
    [m.fieldNewPatient, request.newPatient ? m.yes : m.no],
    [m.fieldCallFirst, request.callFirst ? <strong key="call-first">{m.yes}</strong> : m.no],
    ...(request.appointmentStart
      ? [
          [
            m.fieldAppointment,
            `${appointmentLongDateLabel(request.appointmentStart, lang)}, ${appointmentTimeLabel(request.appointmentStart, lang)} (${format(m.minutes, { minutes: request.durationMinutes ?? 30 })})${request.status === 'cancelled' ? ` — ${request.cancelledBy === 'patient' ? m.cancelledByPatient : m.cancelledByPractice}` : ''}${lateByPatient(request, context.history) ? ` — ${m.lateCancellation}` : ''}`,
          ] as [string, ReactNode],
        ]
      : []),
    [m.fieldLanguage, languageName(request.language)],
    [m.fieldReceived, dateTime(lang, request.createdAt)],
    [m.fieldConsent, dateTime(lang, request.consentedAt)],
  ];
  return render(
    <Document context={context} title={m.requestTitle}>
      <p>
        <a className="font-semibold text-teal-800 underline" href="/beheer">
          ← {m.backToInbox}
        </a>
      </p>
      {context.notice ? (
        <div className="mt-4">
          <Notice text={context.notice} />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className={h1}>{m.requestTitle}</h1>
        <StatusBadge status={request.status} m={m} />
      </div>

      {/* Each column as tall as its own content: the patient's data never stretch into an empty
          card beside the longer column of actions. On a phone: the data, then what to do. */}
      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="grid gap-4">
          <section aria-labelledby="details" className="card p-5">
            <h2 id="details" className="card-title">
              {m.detailsTitle}
            </h2>
            <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1.5 sm:grid-cols-[fit-content(14rem)_1fr]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-700 max-sm:mt-1.5 max-sm:text-sm">{label}</dt>
                  <dd className="font-semibold break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-4 font-bold text-teal-950">{m.fieldMessage}</h3>
            {request.message ? (
              <>
                <p data-message className="mt-1 rounded-lg bg-slate-50 p-3 whitespace-pre-wrap">
                  {request.message}
                </p>
                {/* The patient withdrew their consent for it: the message alone goes (0103). */}
                <a
                  className="mt-1 inline-flex min-h-9 items-center text-sm font-semibold text-red-800 underline decoration-red-300 underline-offset-2 hover:decoration-red-800"
                  href={`${base}/bericht-verwijderen`}
                >
                  {m.removeMessageButton}
                </a>
              </>
            ) : request.messageRemovedAt ? (
              <p
                data-message-removed
                className="mt-1 rounded-lg bg-slate-50 p-3 text-slate-700 italic"
              >
                {format(m.messageRemovedNote, { time: dateTime(lang, request.messageRemovedAt) })}
              </p>
            ) : (
              <p className="mt-1 text-slate-700">{m.noMessage}</p>
            )}
            {request.status === 'new' || request.status === 'handled' ? (
              <form
                method="post"
                action={`${base}/${request.status === 'new' ? 'afgehandeld' : 'nieuw'}`}
                className="mt-5"
              >
                <button
                  type="submit"
                  className={request.status === 'new' ? 'btn btn-primary' : 'btn btn-outline'}
                >
                  {request.status === 'new' ? m.markHandled : m.reopen}
                </button>
              </form>
            ) : null}
            {/* For matching the audit log and the practice's mails: there when needed, not loud. */}
            <p className="mt-5 border-t border-slate-100 pt-3 text-xs text-slate-600">
              {m.fieldReference}{' '}
              <code data-reference className="font-mono break-all">
                {request.id}
              </code>
            </p>
          </section>
        </div>

        <div className="grid gap-4">
          <AppointmentPanel request={request} m={m} lang={lang} form={context.form} />
          <History events={context.history} m={m} lang={lang} />
          <section aria-labelledby="mails" className="card p-5">
            <h2 id="mails" className="card-title">
              {m.mailsTitle}
            </h2>
            <ul className="mt-3 grid gap-3">
              {context.mails.map((mail) => (
                <li
                  key={mail.id}
                  data-mail-status={mail.status}
                  className="rounded-lg border border-slate-200 p-3"
                >
                  <p className="font-bold">{m.mailKind[mail.kind]}</p>
                  <p className="text-sm break-words text-slate-700">{mail.message.to}</p>
                  <p
                    className={
                      mail.status === 'failed'
                        ? 'mt-1 font-bold text-red-800'
                        : mail.status === 'pending' && !isScheduledAhead(mail)
                          ? 'mt-1 font-semibold text-amber-900'
                          : 'mt-1 text-teal-900'
                    }
                  >
                    {mailStatusText(m, lang, mail)}
                  </p>
                  {mail.status !== 'sent' && mail.lastError ? (
                    <p className="mt-1 text-sm break-words text-slate-700">
                      {format(m.mailLastError, { error: mail.lastError })}
                    </p>
                  ) : null}
                  {mail.status !== 'sent' && !isScheduledAhead(mail) ? (
                    <form
                      method="post"
                      action={`${base}/mails/${mail.id}/opnieuw`}
                      className="mt-2"
                    >
                      <button type="submit" className="btn btn-outline min-h-9 text-sm">
                        {m.resendNow}
                      </button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="privacy" className="card p-5">
            <h2 id="privacy" className="card-title">
              {m.privacyTitle}
            </h2>
            <div className="mt-3 flex flex-wrap gap-2">
              <a className="btn btn-outline min-h-9 text-sm" href={`${base}/export`} download>
                {m.exportButton}
              </a>
              <a
                className="btn min-h-9 border-2 border-red-700 text-sm text-red-800 hover:bg-red-50"
                href={`${base}/wissen`}
              >
                {m.eraseButton}
              </a>
            </div>
          </section>
        </div>
      </div>
    </Document>,
  );
}

/**
 * The confirmation step for removing only the message (the patient withdrew their consent for the
 * health data in it). It does not show the message again.
 */
export function RemoveMessagePage(context: PageContext & { requestId: string }) {
  const m = staffCatalogues[context.lang];
  const base = `/beheer/aanvragen/${context.requestId}`;
  return render(
    <Document context={context} title={m.removeMessageTitle}>
      <Narrow>
        <h1 className={h1}>{m.removeMessageTitle}</h1>
        <p className="mt-3">{m.removeMessageText}</p>
        <p className="mt-3 text-slate-700">{m.removeMessageElsewhere}</p>
        <form
          method="post"
          action={`${base}/bericht-verwijderen`}
          className="mt-6 flex flex-wrap gap-3"
        >
          <button
            type="submit"
            className="btn bg-red-700 text-white hover:bg-red-800"
            name="confirm"
            value="yes"
          >
            {m.removeMessageConfirm}
          </button>
          <a className="btn btn-outline" href={base}>
            {m.cancel}
          </a>
        </form>
      </Narrow>
    </Document>,
  );
}

export function ErasePage(context: PageContext & { requestId: string }) {
  const m = staffCatalogues[context.lang];
  const base = `/beheer/aanvragen/${context.requestId}`;
  return render(
    <Document context={context} title={m.eraseTitle}>
      <Narrow>
        <h1 className={h1}>{m.eraseTitle}</h1>
        <p className="mt-3">{m.eraseText}</p>
        <form method="post" action={`${base}/wissen`} className="mt-6 flex flex-wrap gap-3">
          <button
            type="submit"
            className="btn bg-red-700 text-white hover:bg-red-800"
            name="confirm"
            value="yes"
          >
            {m.eraseConfirm}
          </button>
          <a className="btn btn-outline" href={base}>
            {m.cancel}
          </a>
        </form>
      </Narrow>
    </Document>,
  );
}

export function AuditPage(
  context: PageContext & {
    entries: AuditEntry[];
    total: number;
    page: number;
    pageSize: number;
    retentionDays: number;
  },
) {
  const m = staffCatalogues[context.lang];
  const pages = Math.max(1, Math.ceil(context.total / context.pageSize));
  const actionText = (action: AuditAction) => m.action[action];
  return render(
    <Document context={context} title={m.auditTitle}>
      <h1 className={h1}>{m.auditTitle}</h1>
      <p className="mt-2 text-muted">{format(m.auditIntro, { days: context.retentionDays })}</p>
      {context.entries.length === 0 ? (
        <p className="card mt-4 p-6">{m.noAudit}</p>
      ) : (
        <DataTable
          label={m.auditTitle}
          className="mt-4"
          columns={[m.colWhen, m.colWho, m.colAction, m.colRequest]}
        >
          {context.entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-100 last:border-0">
              <td className="px-3 py-2 whitespace-nowrap">{dateTime(context.lang, entry.at)}</td>
              <td className="px-3 py-2">
                {entry.actor === 'patient' ? m.historyByPatient : entry.actor}
              </td>
              <td className="px-3 py-2" data-action={entry.action}>
                {actionText(entry.action)}
              </td>
              <td className="px-3 py-2">
                {entry.requestId ? (
                  // An erased request's link leads to "does not exist (any more)".
                  <a
                    className="text-teal-800 underline"
                    href={`/beheer/aanvragen/${entry.requestId}`}
                  >
                    <code className="text-sm">{entry.requestId}</code>
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        m={m}
        page={context.page}
        pages={pages}
        href={(page) => pageHref('/beheer/logboek', { page })}
      />
    </Document>,
  );
}

// ——— confirmed appointments (issue 22) ———

export interface HistoryEvent {
  at: Date;
  actor: string;
  action: AuditAction | 'reminder-sent';
}

function History({ events, m, lang }: { events: HistoryEvent[]; m: StaffMessages; lang: Lang }) {
  const actionText = (action: HistoryEvent['action']) => m.action[action];
  return (
    <section aria-labelledby="history" className="card p-5">
      <h2 id="history" className="card-title">
        {m.historyTitle}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-muted">{m.historyEmpty}</p>
      ) : (
        <ol className="mt-3 grid gap-2">
          {events.map((event, index) => (
            <li key={index} data-history={event.action} className="border-l-4 border-teal-200 pl-3">
              <span className="font-bold">{actionText(event.action)}</span>
              <span className="block text-sm text-slate-700">
                {dateTime(lang, event.at)} ·{' '}
                {event.actor === 'patient'
                  ? m.historyByPatient
                  : event.actor === ''
                    ? m.historySystem
                    : event.actor}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function hoursText(m: StaffMessages, date: string): string {
  const hours = openingHoursOn(date);
  return hours
    ? format(m.openingHoursOn, { hours: `${hours.opens}–${hours.closes}` })
    : m.closedThatDay;
}

/**
 * The double-booking warning: which confirmed appointments the chosen time overlaps (when, what,
 * a link by id), and that confirming once more books it anyway. Not a block: two chairs.
 */
function OverlapWarning({
  overlaps,
  m,
  lang,
}: {
  overlaps: OverlappingAppointment[];
  m: StaffMessages;
  lang: Lang;
}) {
  return (
    <div
      id="overlap-warning"
      role="alert"
      data-overlap-warning
      className="mt-3 rounded-lg border-2 border-amber-600 bg-amber-50 p-3 text-amber-950"
    >
      <p className="font-bold">{m.overlapTitle}</p>
      <p>{formatPlural(m.overlapText, overlaps.length, languageInfo[lang].formatLocale)}</p>
      <ul className="mt-2 grid gap-1">
        {overlaps.map((other) => {
          const end = new Date(other.start.getTime() + other.durationMinutes * 60_000);
          return (
            <li key={other.id} data-overlap={other.id}>
              <a
                className="font-semibold text-teal-800 underline"
                href={`/beheer/aanvragen/${other.id}`}
              >
                {format(m.overlapItem, {
                  date: appointmentDateLabel(other.start, lang),
                  from: clock(lang, toPracticeTime(other.start).time),
                  to: clock(lang, toPracticeTime(end).time),
                  service: treatmentName(lang, other.service),
                })}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-sm">{m.overlapHint}</p>
    </div>
  );
}

function AppointmentPanel({
  request,
  m,
  lang,
  form,
}: {
  request: InboxRequest;
  m: StaffMessages;
  lang: Lang;
  form?: AppointmentFormState;
}) {
  const base = `/beheer/aanvragen/${request.id}`;
  const canConfirm = request.status === 'new' || request.status === 'handled';
  const isConfirmed = request.status === 'confirmed';
  if (!canConfirm && !isConfirmed) return null;
  const current = request.appointmentStart ? toPracticeTime(request.appointmentStart) : undefined;
  const values = form?.values ?? {
    date: current?.date ?? request.preferredDate,
    time: current?.time ?? '',
    durationMinutes: String(
      request.durationMinutes ??
        (defaultDurationMinutes as Partial<Record<string, number>>)[request.service] ??
        30,
    ),
    allowOutsideHours: false,
  };
  const problem = form?.problem;
  const problemField =
    problem === 'date-invalid'
      ? 'date'
      : problem === 'duration-invalid'
        ? 'durationMinutes'
        : problem
          ? 'time'
          : undefined;
  const describedBy = (field: string, hint?: string) =>
    [hint, problemField === field ? 'appointment-error' : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <>
      <section aria-labelledby="appointment" className="card border-2 border-teal-200 p-5">
        <h2 id="appointment" className="card-title">
          {isConfirmed ? m.changeTitle : m.confirmTitle2}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{m.confirmIntro}</p>
        {problem ? (
          <div
            id="appointment-error"
            role="alert"
            className="mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900"
          >
            <p className="font-bold">{m.formErrorTitle}</p>
            <p>{m.timeProblem[problem]}</p>
          </div>
        ) : null}
        {form?.overlaps?.length ? (
          <OverlapWarning overlaps={form.overlaps} m={m} lang={lang} />
        ) : null}
        <form method="post" action={`${base}/bevestigen`} className="mt-4 grid gap-4" noValidate>
          {form?.overlaps?.length ? (
            <input type="hidden" name="overlapAccepted" value={overlapSlot(values)} />
          ) : null}
          <div>
            <label htmlFor="date" className="font-semibold">
              {m.dateField}
            </label>
            <input
              id="date"
              name="date"
              type="date"
              required
              defaultValue={values.date}
              aria-invalid={problemField === 'date' ? true : undefined}
              aria-describedby={describedBy('date', 'date-hours')}
              className={input}
            />
            <p id="date-hours" className="mt-1 text-sm text-slate-700">
              {hoursText(m, values.date)}
            </p>
          </div>
          <div className="grid grid-cols-2 items-end gap-3">
            <div>
              <label htmlFor="time" className="font-semibold">
                {m.timeField}
              </label>
              <input
                id="time"
                name="time"
                type="time"
                step={300}
                required
                defaultValue={values.time}
                aria-invalid={problemField === 'time' ? true : undefined}
                aria-describedby={describedBy('time')}
                className={input}
              />
            </div>
            <div>
              <label htmlFor="durationMinutes" className="font-semibold">
                {m.durationField}
              </label>
              <input
                id="durationMinutes"
                name="durationMinutes"
                type="number"
                inputMode="numeric"
                min={5}
                max={480}
                step={5}
                required
                defaultValue={values.durationMinutes}
                aria-invalid={problemField === 'durationMinutes' ? true : undefined}
                aria-describedby={describedBy('durationMinutes')}
                className={input}
              />
            </div>
          </div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="allowOutsideHours"
              value="yes"
              defaultChecked={values.allowOutsideHours}
              className="mt-1 size-5 accent-teal-700"
            />
            <span>{m.overrideField}</span>
          </label>
          {form?.overlaps?.length ? (
            <button type="submit" className="btn bg-amber-700 text-white hover:bg-amber-800">
              {isConfirmed ? m.overlapChangeSubmit : m.overlapConfirmSubmit}
            </button>
          ) : (
            <button type="submit" className="btn btn-primary">
              {isConfirmed ? m.changeSubmit : m.confirmSubmit}
            </button>
          )}
        </form>
      </section>
      {canConfirm ? (
        <section aria-labelledby="decline" className="card p-5">
          <h2 id="decline" className="card-title">
            {m.declineTitle}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{m.declineIntro}</p>
          <form method="post" action={`${base}/afwijzen`} className="mt-3 grid gap-3">
            <label htmlFor="note" className="font-semibold">
              {m.declineNoteField}
            </label>
            <textarea id="note" name="note" rows={3} maxLength={1000} className={`${input} py-2`} />
            <button type="submit" className="btn btn-outline">
              {m.declineSubmit}
            </button>
          </form>
        </section>
      ) : null}
      {isConfirmed ? (
        <section aria-labelledby="cancel-appointment" className="card p-5">
          <details>
            <summary id="cancel-appointment" className="cursor-pointer font-bold text-red-800">
              {m.cancelAppointmentTitle}
            </summary>
            <p className="mt-2 text-sm text-slate-700">{m.cancelAppointmentIntro}</p>
            <form method="post" action={`${base}/annuleren`} className="mt-3">
              <button
                type="submit"
                name="confirm"
                value="yes"
                className="btn bg-red-700 text-white hover:bg-red-800"
              >
                {m.cancelAppointmentSubmit}
              </button>
            </form>
          </details>
        </section>
      ) : null}
    </>
  );
}

export interface AgendaRow {
  id: string;
  fullName: string;
  /** A child's or someone else's name: the one who comes (the asker's in brackets). */
  patientName?: string | null;
  service: string;
  language: string;
  status: RequestStatus;
  appointmentStart: Date | null;
  durationMinutes: number | null;
}

/**
 * Today and the coming 14 days, per day (practice time): each day a heading with its name, then its
 * confirmed appointments with start and end time, the patient's name as a link to the appointment
 * (its id in the URL, nothing else), treatment, length and language.
 */
export function AgendaPage(
  context: PageContext & { days: { date: string; rows: AgendaRow[] }[]; today: string },
) {
  const m = staffCatalogues[context.lang];
  const lang = context.lang;
  return render(
    <Document context={context} title={m.agendaTitle}>
      <h1 className={h1}>{m.agendaTitle}</h1>
      <p className="mt-2 text-muted">{m.agendaIntro}</p>
      {context.days.length === 0 ? (
        <p className="card mt-4 p-6">{m.agendaEmpty}</p>
      ) : (
        <div className="mt-4 grid gap-5">
          {context.days.map((day) => (
            <section key={day.date} aria-labelledby={`day-${day.date}`} data-agenda-day={day.date}>
              <h2
                id={`day-${day.date}`}
                className="flex flex-wrap items-baseline gap-x-3 text-lg font-extrabold text-teal-950"
              >
                <span>{agendaDayLabel(day.date, lang)}</span>
                {day.date === context.today ? (
                  <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-bold text-white">
                    {m.agendaToday}
                  </span>
                ) : null}
                <span className="text-sm font-semibold text-slate-700">
                  {formatPlural(m.agendaCount, day.rows.length, languageInfo[lang].formatLocale)}
                </span>
              </h2>
              <ol className="card mt-2 divide-y divide-slate-100">
                {day.rows.map((row) => {
                  const start = row.appointmentStart as Date;
                  const minutes = row.durationMinutes ?? 30;
                  const end = new Date(start.getTime() + minutes * 60_000);
                  return (
                    <li
                      key={row.id}
                      data-agenda-row={row.id}
                      className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5 px-4 py-2.5"
                    >
                      <span className="w-32 font-bold whitespace-nowrap tabular-nums">
                        {timeRange(lang, start, end)}
                      </span>
                      <span className="min-w-0 flex-1 font-semibold">
                        <RequestLink id={row.id} name={whoComes(row.fullName, row.patientName)} />
                      </span>
                      <span className="text-sm text-slate-700">
                        {treatmentName(lang, row.service)} · {format(m.minutes, { minutes })} ·{' '}
                        {languageName(row.language)}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
        </div>
      )}
    </Document>,
  );
}

/**
 * A table of requests that scrolls sideways inside its card on a narrow screen (the inbox and the
 * appointments list).
 */
function DataTable({
  label,
  className,
  columns,
  children,
}: {
  label: string;
  className: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div
      className={`card overflow-x-auto ${className}`}
      role="region"
      aria-label={label}
      // A region that scrolls must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm md:text-base">
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * Beside the asker's name in the lists: whom it is for when that is someone else, and the
 * patient's ticks as badges, "call first" the stronger (decision 0127).
 */
function PatientFlags({
  row,
  m,
}: {
  row: { patientName?: string | null; newPatient?: boolean; callFirst?: boolean };
  m: StaffMessages;
}) {
  if (!row.patientName && !row.newPatient && !row.callFirst) return null;
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-1.5 text-sm font-normal">
      {row.patientName ? (
        <span data-patient-name className="text-slate-700">
          {m.fieldFor}: {row.patientName}
        </span>
      ) : null}
      {(
        [
          ['call-first', row.callFirst, 'bg-amber-200 text-amber-950', m.callFirstBadge],
          ['new-patient', row.newPatient, 'bg-teal-100 text-teal-900', m.newPatientBadge],
        ] as const
      ).map(([flag, on, tone, label]) =>
        on ? (
          <span
            key={flag}
            data-flag={flag}
            className={`rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}
          >
            {label}
          </span>
        ) : null,
      )}
    </span>
  );
}

/** A request's name in a list, linking to its page (the id, never anything personal, in the URL). */
function RequestLink({ id, name }: { id: string; name: string }) {
  return (
    <a
      className="text-teal-800 underline decoration-teal-400 underline-offset-2 hover:decoration-teal-800"
      href={`/beheer/aanvragen/${id}`}
    >
      {name}
    </a>
  );
}
