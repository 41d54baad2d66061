import { Icon } from '~/icons/icon';
import { AddressLines } from '~/components/practice-address';
import { useState, type ReactNode } from 'react';
import type { IconName } from '~/icons/names';
import { BookAppointmentLink } from '~/components/book-appointment-link';
import { CallHours, OpeningHours } from '~/components/opening-hours';
import { CallPracticeButton, EmailLink } from '~/components/contact-links';
import { InPainCall, OpeningStatusLine } from '~/components/emergency-now';
import { containerClass } from '~/components/page-sections';
import { PageHeader } from '~/components/page-header';
import { SlotPicture } from '~/components/picture';
import { directionsLink, practice } from '~/content/practice';
import { contactPage } from '~/content/site.server';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/contact';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = pageFromRequest(request);
  return { ...contactPage(lang), entranceImage: slotImage('clinic-entrance', lang) };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'contact',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

const { latitude, longitude } = practice.geo;
const mapEmbed = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - 0.006}%2C${latitude - 0.003}%2C${longitude + 0.006}%2C${latitude + 0.003}&layer=mapnik&marker=${latitude}%2C${longitude}`;

// Narrower padding on the smallest phones (320 px) keeps the e-mail address whole on one line.
const cardClass = 'card p-5 min-[360px]:p-6';
const titleClass = 'card-title';

/** One way to reach us, as a row of the contact card. */
function ContactRow({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: IconName;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="py-5" aria-labelledby={id}>
      <h2 id={id} className={titleClass}>
        <Icon name={icon} className="size-5 text-teal-700" />
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Contact({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  // The map is another site's page: it loads only when the visitor asks for it.
  const [showMap, setShowMap] = useState(false);
  return (
    <>
      {/* The ways to reach us are the contact page's summary: beside its heading on a wide screen,
          under it on a phone, so the band holds the call, the route and the address (round 25, G:
          a band with only the heading, the actions below it). */}
      <PageHeader
        title={page.title}
        lead={page.lead}
        asideOnPhone
        wideAside
        // Address, phone and e-mail in one card, one row each: the nineteenth review found two
        // half-width cards of uneven height, the phone's hours squeezed into five lines.
        aside={
          <div
            className={`${cardClass} divide-y divide-slate-100 py-1 min-[360px]:py-1 lg:shadow-xl lg:shadow-teal-900/10`}
          >
            <ContactRow id="phone-title" icon="phone" title={page.phoneTitle}>
              {/* On the contact page the call is the main action (the eighth review), first in
                  the card (round 27, J: at night the call in pain was under a phone's first
                  screen), booking beside it for who came to book; the hours under them say when
                  the call is answered, so it stays the practice's at any hour. */}
              {/* Side by side on a wide screen (round 26, I and H), the call taking the rest of
                  the row: the row as wide as the after-hours call under it, not a ragged stack of
                  three widths (round 60, BX). */}
              <div className="mt-3 flex flex-wrap gap-3">
                <CallPracticeButton
                  atAnyHour
                  className="btn btn-primary w-full text-lg sm:w-auto sm:flex-1"
                />{' '}
                <BookAppointmentLink className="btn btn-outline book-when-closed w-full sm:w-auto" />
              </div>
              {/* In pain, the call that helps now, by the clock, as under the home hero: our
                  emergency line while open, the after-hours service while closed (round 27, J:
                  at night a phone's first screen had only "closed" and a link down the page). */}
              <InPainCall />
              <CallHours className="mt-3 text-muted" />
            </ContactRow>
            {/* The way there is a button under the address, as the call is under the number
                (round 26, I: a small link beside the address, the call a full button). */}
            <ContactRow id="address-title" icon="map-pin" title={page.addressTitle}>
              <address className="mt-3 text-lg not-italic">
                {practice.name}
                <br />
                <AddressLines />
              </address>
              <a
                href={directionsLink}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline mt-3 w-full sm:w-auto"
              >
                <Icon name="route" className="size-5 shrink-0" />{' '}
                {/* One line, the app after the action: on two lines in a pill it read as a
                    squashed button (round 45, AR). On a phone the app's name is only read out,
                    as the whole line wrapped there (round 48, AW). */}
                <span className="leading-tight">
                  <span>{page.map.directions}</span>{' '}
                  <span className="font-semibold text-muted">
                    <span className="max-sm:sr-only">{page.map.directionsVia}</span>
                    <Icon name="external-link" className="ml-1 inline size-3.5 align-[-0.125em]" />
                  </span>
                  <span className="sr-only">{messages.common.opensInNewTab}</span>
                </span>
              </a>
            </ContactRow>
            <ContactRow id="email-title" icon="mail" title={page.emailTitle}>
              <EmailLink className="mt-3 inline-flex min-h-11 items-center font-bold text-teal-800 hover:underline" />
            </ContactRow>
          </div>
        }
      >
        {/* On a wide screen the hours and whether we are open now, under the lead: when to call
            or come, beside how. A phone has them right after the card. */}
        <section aria-labelledby="hours-glance-title" className="mt-10 hidden max-w-md lg:block">
          <h2 id="hours-glance-title" className="header-panel-title mb-4">
            <Icon name="clock" className="size-5 shrink-0" />
            {page.hoursTitle}
          </h2>
          <OpeningStatusLine onDark={false} compact={false} />
          <OpeningHours
            className="space-y-2"
            rowClassName="flex justify-between gap-4 border-b border-teal-100 pb-2 last:border-none"
          />
        </section>
      </PageHeader>
      {/* On a wide screen how to get here (with the map once asked for) beside the first visit,
          each its own height (stretched, the shorter card was half empty). On a phone one after
          the other, the hours first. */}
      <div
        className={`${containerClass} grid items-start gap-5 lg:grid-cols-2 lg:items-stretch lg:gap-8`}
      >
        {/* On a phone, right after address, phone and e-mail (round 24, D: they came last, after
            the map); a wide screen has them under the heading. */}
        <section
          className="rounded-3xl border border-slate-200 bg-white p-6 md:p-8 lg:hidden"
          aria-labelledby="hours-title"
        >
          <h2 id="hours-title" className={`${titleClass} mb-4`}>
            <Icon name="clock" className="size-5 text-teal-700" />
            {page.hoursTitle}
          </h2>
          {/* Whether we are open now, as a wide screen has it under the heading (round 26, H). */}
          <OpeningStatusLine onDark={false} compact={false} />
          <OpeningHours
            className="space-y-2"
            rowClassName="flex justify-between gap-4 border-b border-slate-100 pb-2"
          />
        </section>
        {/* No band of emergency calls here (round 28: three readers counted the numbers on this
            page three times): the card at the top has the call for someone in pain by the clock,
            the footer both lines, and the emergency page what to do. */}
        {/* How to get here stays in view when the map is shown: the map appears under it. */}
        <section className="rounded-3xl bg-teal-50/70 p-6 md:p-8" aria-labelledby="map-title">
          <h2 id="map-title" className="font-display text-2xl font-extrabold text-teal-950">
            {page.map.title}
          </h2>
          <ul className="mt-5 space-y-3">
            {(
              [
                ['tram', 'tram-front'],
                ['car', 'car-front'],
                ['bike', 'bike'],
              ] as const
            ).map(([key, icon]) => (
              <li key={key} className="flex gap-3">
                <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {page.map.routes[key]}
              </li>
            ))}
          </ul>
          {showMap ? (
            <iframe
              title={page.map.iframeTitle}
              src={mapEmbed}
              className="mt-6 block h-[22rem] w-full rounded-2xl border border-slate-200 bg-white"
              loading="lazy"
              referrerPolicy="no-referrer"
              sandbox="allow-scripts allow-same-origin"
            />
          ) : (
            // Until the real map is asked for, a sketch of a street map with the practice's pin
            // (scripts/draw-map-sketch.mjs) and the button on it, where the map will be: the card
            // had no picture (round 27, K). Drawn by CSS, so nothing here for a screen reader.
            <div className="mt-6">
              <div className="map-sketch flex h-52 items-end justify-center rounded-2xl border border-teal-100 p-5">
                <button
                  type="button"
                  onClick={() => setShowMap(true)}
                  className="btn btn-primary min-h-12"
                >
                  <Icon name="map" className="size-5" />
                  {page.map.show}
                </button>
              </div>
              <p className="mt-4 text-sm text-muted">{page.map.notice}</p>
            </div>
          )}
        </section>

        {/* Two tinted panels, no borders, no box in them (round 44, AP: a bordered card beside a
            tinted one, each holding further boxes). What to bring to a first visit, with the
            entrance beside it: until the practice's
            photo the drawn stand-in is a small picture in a card that says something, not a
            half-column tile that read as a missing image (the thirteenth review). Lazy: it does
            not share a slow connection with the first screen. */}
        <section
          aria-labelledby="first-visit-title"
          className={`grid gap-x-5 rounded-3xl bg-[var(--sand)] p-6 md:p-8 ${
            page.entranceImage.isPhoto ? '' : 'sm:grid-cols-[minmax(0,1fr)_8rem]'
          }`}
        >
          {/* At the panel's top, level with the map's heading beside it (round 45, AR). */}
          <div>
            <h2
              id="first-visit-title"
              className="font-display text-2xl font-extrabold text-teal-950"
            >
              {page.firstVisit.title}
            </h2>
            <p className="mt-2 font-semibold text-slate-700">{page.firstVisit.lead}</p>
          </div>
          <figure
            // The drawn stand-in above the heading on a phone: beside it, it squeezed the title
            // and its lead into a column of 170 px (the twenty-second review).
            className={
              page.entranceImage.isPhoto
                ? 'order-first mb-6'
                : 'order-first mb-4 w-22 sm:order-none sm:col-start-2 sm:row-start-1 sm:mb-0 sm:w-auto'
            }
          >
            <SlotPicture
              slot={page.entranceImage}
              sizes={
                page.entranceImage.isPhoto
                  ? '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw'
                  : '128px'
              }
              className="rounded-2xl"
            />
            {/* The caption describes the photo; under the drawn stand-in it would describe
                something that is not there. */}
            {page.entranceImage.isPhoto ? (
              <figcaption className="mt-3 text-muted">{page.entranceCaption}</figcaption>
            ) : null}
          </figure>
          <ul className="col-span-full mt-4 space-y-2.5">
            {page.firstVisit.items.map((item) => (
              <li key={item} className="flex gap-3 leading-snug">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {item}
              </li>
            ))}
          </ul>
          <p className="col-span-full mt-5 flex gap-3 border-t border-[#f3e4cc] pt-5 leading-snug">
            <Icon name="accessibility" className="size-6 shrink-0 text-teal-700" />
            <span>
              <strong className="block font-bold text-teal-950">{page.access.title}</strong>{' '}
              {page.access.text}
            </span>
          </p>
          {/* What to bring, then the step it is for: the card ended on its list, half the map's
              height, and a new patient scrolled back up for the booking button. */}
          <p className="col-span-full mt-6">
            <BookAppointmentLink className="btn btn-primary w-full sm:w-auto" />
          </p>
        </section>
      </div>
    </>
  );
}
