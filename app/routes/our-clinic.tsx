import { Fragment } from 'react';
import { OtherLanguageLinks } from '~/components/header';
import { Icon } from '~/icons/icon';
import type { IconName } from '~/icons/names';
import { PhoneLink } from '~/components/contact-links';
import { InitialsStack, MeetTheTeamLink } from '~/components/dentist-initials';
import { OpeningHours } from '~/components/opening-hours';
import { containerClass, Prose, SectionHeading } from '~/components/page-sections';
import { CtaBand } from '~/components/cta-band';
import { BookAppointmentLink } from '~/components/book-appointment-link';
import { CallPracticeButton } from '~/components/contact-links';
import { SlotPicture } from '~/components/picture';
import { clinicPage } from '~/content/site.server';
import { addressLine, openDays, practice, weekdays } from '~/content/practice';
import { LanguageChips } from '~/components/language-chips';
import { PageLink } from '~/components/page-link';
import { languageInfo, langFromPath } from '~/i18n/languages';
import { useLang, useMessages } from '~/i18n/hooks';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/our-clinic';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = pageFromRequest(request);
  return {
    ...clinicPage(lang),
    receptionImage: slotImage('clinic-reception', lang),
    treatmentRoomImage: slotImage('clinic-treatment-room', lang),
  };
}

// The specification notes the original never selected the clinic page's metadata; ours does.
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'our-clinic',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

type ClinicPage = Route.ComponentProps['loaderData'];

/**
 * What to expect, as tiles of different sizes, each showing its fact rather than a stock icon
 * beside a paragraph (round 44, AO: a six-tile icon grid was the one place the site looked like
 * every practice's template): the treatment room drawn, the dentists' initials, the three
 * languages in their own words, the tram lines. On a phone a plain list, as before.
 */
function ExpectationTiles({ page }: { page: ClinicPage }) {
  const { items } = page.features;
  return (
    <ul className="expect-tiles mt-8 grid gap-x-10 gap-y-8 md:mt-10 md:grid-cols-2 md:gap-5 xl:grid-cols-4">
      <ExpectationTile icon="monitor-check" item={items.modern} wide>
        <div aria-hidden="true" className="room-drawing" data-room="treatment" />
      </ExpectationTile>
      <ExpectationTile icon="award" item={items.expert}>
        <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-5">
          <InitialsStack members={page.about.dentists.members} />
          <MeetTheTeamLink />
        </span>
      </ExpectationTile>
      <ExpectationTile icon="languages" item={items.multilingual}>
        <LanguageChips className="mt-auto pt-5" />
      </ExpectationTile>
      <ExpectationTile icon="calendar-days" item={items.saturday}>
        <WeekStrip />
      </ExpectationTile>
      <ExpectationTile icon="tram-front" item={items.convenient}>
        {/* As the stop's sign shows them: the lines, then the stop (round 45, AR: two numbers
            alone at the tile's foot read as stray buttons). */}
        <span className="mt-auto flex items-center gap-2 pt-5" aria-hidden="true">
          {practice.tramLines.map((line) => (
            <Fragment key={line}>
              <span className="tram-badge">{line}</span>{' '}
            </Fragment>
          ))}
          <span className="ml-1 font-bold text-teal-950">{practice.tramStop}</span>
        </span>
      </ExpectationTile>
      <ExpectationTile icon="heart-handshake" item={items.care} wide tint="sunny">
        <PageLink page="dental-anxiety" className="feature-link mt-3 self-start">
          {page.features.calmLink}
        </PageLink>
        {/* The quiet corner (round 59, BS: a second dental chair beside the first read as one
            drawing used twice). */}
        <div aria-hidden="true" className="room-drawing" data-room="calm" />
      </ExpectationTile>
    </ul>
  );
}

/**
 * The week at a glance, the days the practice is open filled: six of seven, Saturday among them
 * (from the opening hours, so the two never disagree). Said in words by the tile's text.
 */
function WeekStrip() {
  const lang = useLang();
  const day = new Intl.DateTimeFormat(languageInfo[lang].formatLocale, {
    weekday: 'short',
    timeZone: 'UTC',
  });
  return (
    <span className="mt-auto flex gap-1 pt-5" aria-hidden="true">
      {weekdays.map((weekday, index) => (
        <Fragment key={weekday}>
          <span className="week-day" data-open={openDays.has(weekday) || undefined}>
            {/* 30 November 2026 was a Monday. */}
            {day.format(Date.UTC(2026, 10, 30 + index)).replace('.', '')}
          </span>{' '}
        </Fragment>
      ))}
    </span>
  );
}

function ExpectationTile({
  icon,
  item,
  wide = false,
  tint,
  children,
}: {
  icon: IconName;
  item: { title: string; text: string };
  wide?: boolean;
  /** The children's page's sunny tint where the tile speaks of children and nerves. */
  tint?: 'sunny';
  children?: React.ReactNode;
}) {
  return (
    <li
      className={`expect-tile ${wide ? 'md:col-span-2' : ''}`}
      data-wide={wide || undefined}
      data-tint={tint}
    >
      <h3 className="flex items-center gap-3 text-lg font-extrabold text-teal-950">
        <Icon name={icon} className="size-6 shrink-0 text-teal-700" />
        {item.title}
      </h3>
      <p className="mt-2 text-slate-700">{item.text}</p>
      {children}
    </li>
  );
}

/**
 * The practice in four figures, in the place of the reception's photo until the practice has one
 * (decision 0106). Each figure is computed from the facts (app/content/site.server.ts).
 */
function PracticeAtAGlance({ glance }: { glance: Route.ComponentProps['loaderData']['glance'] }) {
  return (
    <section
      aria-labelledby="glance-title"
      className="rounded-3xl bg-teal-900 p-7 text-white shadow-xl shadow-teal-900/10 sm:p-9"
    >
      <h2
        id="glance-title"
        className="text-sm font-extrabold tracking-wider text-teal-200 uppercase"
      >
        {glance.title}
      </h2>
      {/* Figure then label, read as one phrase: "2 tandartsen, samen meer dan 30 jaar ervaring". */}
      <ul className="mt-6 grid grid-cols-2 gap-x-6 gap-y-7">
        {glance.items.map((item) => (
          <li key={item.key} className="border-t border-teal-700 pt-4">
            <span className="block font-display text-4xl font-extrabold tracking-tight whitespace-nowrap text-white sm:text-5xl">
              {item.value}
            </span>{' '}
            <span className="mt-1 block text-sm text-teal-50 sm:text-base">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function OurClinic({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  const location: { key: string; icon: IconName; item: { title: string; text: string } }[] = [
    { key: 'parking', icon: 'car-front', item: page.location.parking },
    { key: 'transport', icon: 'tram-front', item: page.location.publicTransport },
    { key: 'bicycle', icon: 'bike', item: page.location.bicycle },
  ];
  return (
    <>
      <header
        className={`${containerClass} page-band page-head grid items-center gap-10 pb-10 md:pb-14 lg:grid-cols-2 lg:gap-14`}
      >
        <div>
          {/* The phone's shortcut to the other languages, as every other page has it. */}
          <OtherLanguageLinks className="-mt-3 mb-2 xl:hidden" />
          <h1 tabIndex={-1} className="page-title">
            {page.hero.title}
          </h1>
          <p className="mt-5 text-lg text-muted md:text-xl">{page.hero.lead}</p>
          {/* The facts a visitor checks first, at a glance (the sections below tell the rest). */}
          <ul className="mt-8 grid gap-3 border-t border-slate-200 pt-6 font-semibold text-slate-700">
            <li className="flex items-center gap-3">
              <Icon name="map-pin" className="size-5 shrink-0 text-teal-700" />
              {addressLine}
            </li>
            {/* Saturday and the languages are in the four figures while they take the photo's place. */}
            {page.receptionImage.isPhoto ? (
              <>
                <li className="flex items-center gap-3">
                  <Icon name="calendar-days" className="size-5 shrink-0 text-teal-700" />
                  {page.features.items.saturday.title}
                </li>
                <li className="flex items-center gap-3">
                  <Icon name="languages" className="size-5 shrink-0 text-teal-700" />
                  {page.features.items.multilingual.title}
                </li>
              </>
            ) : null}
          </ul>
        </div>
        {page.receptionImage.isPhoto ? (
          <SlotPicture
            slot={page.receptionImage}
            priority
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="rounded-3xl shadow-xl shadow-teal-900/10"
          />
        ) : (
          <PracticeAtAGlance glance={page.glance} />
        )}
      </header>

      {page.treatmentRoomImage.isPhoto ? (
        <section
          className={`${containerClass} grid items-start gap-10 py-8 lg:grid-cols-2 lg:gap-14`}
          aria-labelledby="about-title"
        >
          {/* Beside a text taller than itself the picture stays in view while reading, instead
              of floating in the middle of an empty column. */}
          <SlotPicture
            slot={page.treatmentRoomImage}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="order-last rounded-3xl lg:sticky lg:top-28 lg:order-none"
          />
          <div>
            <SectionHeading id="about-title" title={page.about.title} />
            <Prose html={page.about.leadHtml + page.about.bodyHtml} className="mt-5" />
          </div>
        </section>
      ) : (
        // Until the photo: as in a magazine, the heading and the text's first paragraph as its
        // lead in one column, the rest beside it, instead of a placeholder picture (the eleventh
        // review: two on one page) or a heading alone over an empty column (round 45, AQ, AR).
        <section
          className={`${containerClass} grid items-start gap-x-14 gap-y-5 py-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]`}
          aria-labelledby="about-title"
        >
          <div>
            <SectionHeading id="about-title" title={page.about.title} />
            <div
              className="mt-5 text-xl leading-relaxed text-slate-700"
              dangerouslySetInnerHTML={{ __html: page.about.leadHtml }}
            />
          </div>
          <Prose html={page.about.bodyHtml} className="max-w-3xl lg:mt-1" />
        </section>
      )}

      {/* On the page's white, not a tinted band holding cards: the tiles are the colour. */}
      <section className={`${containerClass} mt-16 md:mt-20`} aria-labelledby="features-title">
        <SectionHeading id="features-title" title={page.features.title} />
        <ExpectationTiles page={page} />
      </section>

      {/* The way here's heading over both columns, so the hours and the three ways start level
          and end near it (round 45, AR: a short hours card beside a heading, a dead column under
          it). */}
      <section
        className={`${containerClass} mt-16 grid gap-x-10 gap-y-8 md:mt-20 lg:grid-cols-[22rem_minmax(0,1fr)]`}
        aria-labelledby="location-title"
      >
        <div className="lg:col-span-2">
          <SectionHeading
            id="location-title"
            title={page.location.title}
            lead={page.location.lead}
          />
        </div>
        <section
          aria-labelledby="hours-title"
          className="self-start rounded-2xl bg-[var(--sand)] p-6"
        >
          {/* A card's title, as the contact page's cards have theirs (round 45, AQ). */}
          <h3 id="hours-title" className="card-title">
            <Icon name="clock" className="size-5 text-teal-700" />
            {page.hours.title}
          </h3>
          <OpeningHours className="mt-5 space-y-2" />
          {/* The hours answer "when can I come"; the number beside them, "how do I ask". */}
          <p className="mt-5 flex items-center gap-2 border-t border-[#f3e4cc] pt-4">
            <Icon name="phone" className="size-5 text-teal-700" />
            <PhoneLink className="inline-flex min-h-11 items-center font-extrabold text-teal-800 hover:underline" />
          </p>
        </section>
        <div>
          <ul className="grid gap-5 md:grid-cols-3">
            {location.map(({ key, icon, item }) => (
              // Rules, not cards: the tiles above are this page's boxes.
              <li key={key} className="flex gap-4 border-t border-teal-100 pt-5 md:block">
                <Icon name={icon} className="size-7 shrink-0 text-teal-700" />
                <div>
                  <h3 className="text-lg font-bold text-teal-950 md:mt-3">{item.title}</h3>
                  <p className="mt-1 text-muted">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {/* Under the three ways here, the way in: a line of its own, not a fourth card alone
              on a row. */}
          <p className="mt-5 flex gap-4 rounded-2xl bg-teal-50 p-5">
            <Icon name="accessibility" className="size-7 shrink-0 text-teal-700" />
            <span>
              <strong className="block text-lg font-bold text-teal-950">
                {page.location.access.title}
              </strong>{' '}
              <span className="mt-1 block text-slate-700">{page.location.access.text}</span>
            </span>
          </p>
        </div>
      </section>

      {/* Book and call, as every page's closing band (round 45, AQ and AR); written here, not
          as the band's default, which would put it in the script the home page loads too. */}
      <CtaBand title={messages.common.ctaTitle} text={messages.common.ctaText}>
        <BookAppointmentLink className="btn btn-lg btn-light grow sm:grow-0" />{' '}
        <CallPracticeButton className="btn btn-lg btn-light-outline grow sm:grow-0" atAnyHour />
      </CtaBand>
    </>
  );
}
