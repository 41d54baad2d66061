import { Icon } from '~/icons/icon';
import { useRef } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { AppointmentActionResult } from '~/appointments/action-result';
import { dateOptions, longDateLabel, practiceToday } from '~/appointments/dates';
import { formDataToInput, localizeErrors, readablePhone } from '~/appointments/schema';
import { AppointmentForm } from '~/components/appointment-form';
import { HeroPracticeCard, HeroPracticeSummary } from '~/components/hero-practice-card';
import { HydrationBoundary } from '~/components/hydration-boundary';
import { OtherLanguageLinks } from '~/components/header';
import { ReviewCheck, TestimonialCard } from '~/components/testimonial-card';
import { ScrollDots } from '~/components/scroll-dots';
import { privacyDialogId } from '~/components/terms-dialog';
import { periodText } from '~/components/opening-hours';
import {
  BookAppointmentLink,
  containerClass,
  FaqList,
  SectionHeading,
  TreatmentGroupLinks,
} from '~/components/page-sections';
import { CallPracticeButton, EmailLink, PhoneLink } from '~/components/contact-links';
import { InPainCall } from '~/components/emergency-now';
import { PageLink } from '~/components/page-link';
import { PracticeAddress } from '~/components/practice-address';
import { SlotPicture } from '~/components/picture';
import { contactPage, homePage, siteDescription, teamPage } from '~/content/site.server';
import { useMessages } from '~/i18n/hooks';
import { langFromPath, languageInfo, type Lang } from '~/i18n/languages';
import { periodFor } from '~/content/practice';
import { format } from '~/i18n/format';
import { catalogues } from '~/i18n/messages';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import { faqPage, practiceMarkup } from '~/seo/structured-data';
import { env } from '~/config/env.server';
import type { Route } from './+types/home';
import { pageFromRequest } from './page-from-request.server';
import { keepWhole } from '~/components/keep-whole';

/**
 * The home pages are rendered per request, not at build time: the form lists the open days from
 * today, and that list must be today's even for visitors without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { lang } = pageFromRequest(request);
  const now = new Date();
  const dates = dateOptions(now, lang);
  const team = teamPage(lang);
  const home = homePage(lang);
  const origin = env().PUBLIC_ORIGIN;
  return {
    ...home,
    // The practice with its reviews, and the questions: built here, on the server.
    jsonLd: {
      practice: practiceMarkup(origin, lang, siteDescription(lang), home.testimonials.items),
      faq: faqPage(home.faq.items),
    },
    dates,
    today: practiceToday(now),
    // For the phone's summary under the hero: the names as one phrase, the hours as one line.
    dentistNames: new Intl.ListFormat(languageInfo[lang].formatLocale, {
      type: 'conjunction',
    }).format(team.members.map((member) => member.name)),
    hoursLines: hoursLines(lang),
    dentists: team.members.map(({ id, name, role, experienceYears }) => ({
      id,
      name,
      role,
      experience: format(team.experienceLabel, { years: experienceYears }),
    })),
    heroImage: slotImage('hero', lang),
    // Beside the form: how to get here (the contact page's words).
    tram: contactPage(lang).map.routes.tram,
  };
}

/** ["Maandag – vrijdag 08.00 – 18.00", "Zaterdag 09.00 – 14.00"], from the practice's hours. */
function hoursLines(lang: Lang): string[] {
  const hours = catalogues[lang].hours;
  return (['weekdays', 'saturday'] as const).flatMap((group) => {
    const period = periodFor(group);
    return period ? [`${hours[group]} ${periodText(period, hours.range, lang)}`] : [];
  });
}

/** A submitted request changes nothing this page shows: no reload of its data after the action. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? false : defaultShouldRevalidate;
}

export function headers() {
  return { 'Cache-Control': 'no-cache' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const reply = (result: AppointmentActionResult, status: number, headers?: HeadersInit) =>
    data(result, { status, headers });

  if (context.bodyTooLarge) return reply({ state: 'too-large' }, 413);
  if (context.rateLimit) {
    const seconds = context.rateLimit.retryAfterSeconds;
    return reply({ state: 'rate-limited', retryAfterSeconds: seconds }, 429, {
      'Retry-After': String(seconds),
    });
  }

  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return reply({ state: 'error' }, 400);
  }
  const input = formDataToInput(formData);
  const result = await context.appointments.submit(input, { clientAddress: context.clientAddress });
  switch (result.kind) {
    case 'created': {
      // What the confirmation panel repeats: validated values only, made readable here.
      const { fullName, email, phone, service, preferredDate, message } = result.request;
      const { appointmentFor, patientName, newPatient, callFirst } = result.request;
      return reply(
        {
          state: 'success',
          id: result.id,
          emailSent: result.emailSent,
          request: {
            fullName,
            email,
            phone: readablePhone(phone),
            service,
            dateLabel: longDateLabel(preferredDate, lang),
            withMessage: Boolean(message),
            appointmentFor,
            patientName,
            newPatient,
            callFirst,
          },
        },
        201,
      );
    }
    case 'invalid': {
      // Without JavaScript the page is rendered anew: keep what was typed (React escapes it).
      const values: Record<string, string> = {};
      for (const key of [
        'fullName',
        'email',
        'phone',
        'appointmentFor',
        'patientName',
        'service',
        'preferredDate',
        'newPatient',
        'callFirst',
        'message',
        'healthDataConsent',
      ] as const) {
        const value = formData.get(key);
        if (typeof value === 'string') values[key] = value.slice(0, 2000);
      }
      return reply(
        { state: 'invalid', errors: localizeErrors(result.errors, catalogues[lang]), values },
        400,
      );
    }
    case 'spam':
      return reply({ state: 'error' }, 400);
    case 'unavailable':
      return reply({ state: 'error' }, 503, { 'Retry-After': '60' });
  }
}

/**
 * With JavaScript the form submits through here: if the request never reaches the server (offline,
 * network failure), the visitor sees the form's error state instead of an error page.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch {
    return { state: 'error' } satisfies AppointmentActionResult;
  }
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const lang = langFromPath(location.pathname);
  return seoMeta(
    {
      lang,
      page: 'home',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
      practice: loaderData.jsonLd.practice,
      jsonLd: [loaderData.jsonLd.faq],
    },
    siteMetaFrom(matches),
  );
};

export default function Home({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  const testimonialList = useRef<HTMLUListElement>(null);
  return (
    <>
      <HydrationBoundary>
        {/* The hero on the page's one colour block (app.css .hero-band): the first screen reads
            as the practice's own, not as one more white section (the twelfth review). */}
        <section className="hero-band" aria-labelledby="hero-title">
          <div className={`${containerClass} grid items-start gap-10 lg:grid-cols-2 lg:gap-14`}>
            <div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                {/* On a phone too: the header names the practice but not the town, and a
                    first screen without "Amstelveen" did not say where it is (the twenty-first
                    review). */}
                <p className="hero-pill">{page.hero.eyebrow}</p>
                {/* The other two languages by their own names, on the first screen of a phone:
                  many patients come for the English or the Turkish. */}
                <OtherLanguageLinks />
              </div>
              <h1 id="hero-title" tabIndex={-1} className="hero-title">
                {page.hero.title}
              </h1>
              <p className="mt-6 max-w-xl text-lg text-muted md:text-xl">{page.hero.lead}</p>
              {/* The two buttons and the call for someone in pain share one width, as wide as
                  the wider of the two rows: their edges line up, open or closed (round 24, E). */}
              <div className="sm:w-fit sm:max-w-full">
                <div className="mt-8 flex flex-wrap gap-3">
                  <BookAppointmentLink className="btn btn-lg btn-primary grow" />{' '}
                  <CallPracticeButton atAnyHour className="btn btn-lg btn-outline grow" />
                </div>
                <InPainCall />
              </div>
              {/* On a phone who, when and where, under the buttons: in the first screen. */}
              <HeroPracticeSummary
                names={page.dentistNames}
                credentials={page.hero.card.credentials}
                hours={page.hoursLines}
              />
            </div>
            {page.heroImage.isPhoto ? (
              <SlotPicture
                slot={page.heroImage}
                priority
                sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
                className="rounded-3xl shadow-xl shadow-teal-900/10"
              />
            ) : (
              <HeroPracticeCard card={page.hero.card} dentists={page.dentists} tram={page.tram} />
            )}
          </div>
        </section>
      </HydrationBoundary>
      {/* Why patients choose us, right after the hero: what a new patient asks first (welcome,
          what a first visit costs, the languages, children, nerves), answered before the
          treatments. Light, on the page's white: as a dark band in the page's middle it read as a
          template's block and said again what the hero's ticks had said (round 41, AK). */}
      <HydrationBoundary>
        <section className={`${containerClass} mt-14 md:mt-20`} aria-labelledby="features-title">
          <SectionHeading id="features-title" title={page.features.title} />
          <ul className="features-list mt-6 grid gap-x-10 md:mt-8 md:grid-cols-2 xl:grid-cols-4">
            {page.features.items.map((feature) => (
              <li key={feature.title}>
                {/* Each promise led by a short fact its text spells out (so hidden from a screen
                    reader), all four in one form: not four icons any site could carry (round 46,
                    AS and AT), nor a price to the cent and chips in one row (round 47, AV). */}
                <p aria-hidden="true" className="feature-figure">
                  {feature.figure}
                </p>
                <div>
                  <h3 className="text-xl font-extrabold text-teal-950">{feature.title}</h3>
                  <p className="mt-1 text-slate-700">
                    {feature.text}{' '}
                    {feature.link ? (
                      <PageLink page={feature.link.page} className="feature-link">
                        {feature.link.text}
                      </PageLink>
                    ) : null}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </HydrationBoundary>
      {/* What the practice does, before the reviews and the form: on a phone a visitor sees the
          treatments within the first screens (in the DOM, so reading and tab order match what is
          seen). */}
      <HydrationBoundary>
        <section className={`${containerClass} mt-16 md:mt-20`} aria-labelledby="treatments-title">
          <SectionHeading
            id="treatments-title"
            title={page.treatments.title}
            lead={page.treatments.lead}
          />
          <div className="mt-8">
            <TreatmentGroupLinks />
          </div>
          <PageLink page="services" className="btn btn-outline mt-5">
            {messages.nav.allServices}
            <Icon name="arrow-right" className="size-5" />
          </PageLink>
        </section>
      </HydrationBoundary>
      <HydrationBoundary>
        <section className={`${containerClass} band-sand`} aria-labelledby="testimonials-title">
          <SectionHeading
            id="testimonials-title"
            title={page.testimonials.title}
            lead={page.testimonials.lead}
          />
          {/* On a phone the three stories sit side by side and scroll sideways: a screen, not three. */}
          <ul
            // Scrollable on a phone, so keyboard users must be able to focus and scroll it.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            ref={testimonialList}
            aria-labelledby="testimonials-title"
            className="reviews-row"
          >
            {page.testimonials.items.map((testimonial) => (
              <li
                key={testimonial.author}
                // relative: the card's screen-reader text stays inside the scrolling row.
                className="relative w-[85%] shrink-0 snap-start md:w-auto"
              >
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          <ScrollDots
            count={page.testimonials.items.length}
            list={testimonialList}
            className="mt-2 md:hidden"
          />
          <ReviewCheck verification={page.testimonials.verification} className="mt-5" />
        </section>

        <section
          id="appointment"
          className={`${containerClass} mt-20 md:mt-28`}
          aria-labelledby="appointment-title"
        >
          <SectionHeading
            id="appointment-title"
            title={page.appointment.title}
            lead={
              <span
                className="inline-links"
                dangerouslySetInnerHTML={{ __html: page.appointment.leadHtml }}
              />
            }
            focusable
          />
          {/* The side column starts level with the form (round 29: set apart by a padding, it
              lined up with neither the heading nor the form). */}
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div>
              <AppointmentForm
                dates={page.dates}
                today={page.today}
                privacyDialogId={privacyDialogId}
              />
            </div>
            {/* Beside the form on a wide screen, from its first field to its end: what happens
                after a request, and how to reach and find the practice; the contacts stay in
                view beside the form's lower half (app.css). */}
            <aside className="appointment-aside space-y-5">
              <div className="rounded-2xl border border-teal-100 bg-teal-50/70 p-6">
                <h3 className="card-title">
                  <Icon name="calendar-check" className="size-5 text-teal-700" />
                  {messages.appointmentNext.title}
                </h3>
                <ol className="mt-4 space-y-4">
                  {messages.appointmentNext.steps.map((step, index) => (
                    <li key={step} className="flex gap-3">
                      <span aria-hidden="true" className="step-number">
                        {index + 1}
                      </span>{' '}
                      <span className="text-slate-700">{keepWhole(step)}</span>
                    </li>
                  ))}
                </ol>
              </div>
              {/* The contacts beside the form on a wide screen only: on a phone the footer, a
                  screen further, has them (the tenth review: the page's end said them twice).
                  Not the hours: the hero's card and the footer have them, and with them the
                  column ran 280 px past the form (round 26, I). */}
              {/* With what becomes of the details typed beside them (round 56, BN: the column
                  stood empty beside the form's lower half). */}
              <div className="aside-contacts hidden space-y-5 lg:block">
                <div className="card p-6">
                  <h3 className="card-title">
                    <Icon name="phone" className="size-5 text-teal-700" />
                    {messages.footer.contact}
                  </h3>
                  {/* The practice's number only: the emergency lines are in the hero, the band
                    after the treatments, the form itself once "emergency" is chosen and the
                    footer (round 28: six times on one page). */}
                  <PhoneLink className="mt-3 inline-flex min-h-11 items-center text-xl font-extrabold text-teal-800 hover:underline" />
                  <PracticeAddress
                    tram={page.tram}
                    heading="h4"
                    className="mt-5 border-t border-slate-100 pt-5"
                  >
                    <PageLink
                      page="contact"
                      className="mt-2 inline-flex min-h-11 items-center gap-1 font-bold text-teal-800 hover:underline"
                    >
                      {messages.appointmentNext.route}
                      <Icon name="arrow-right" className="size-4" />
                    </PageLink>
                  </PracticeAddress>
                </div>
                <div className="rounded-2xl border border-slate-200 p-6">
                  <h3 className="card-title">
                    <Icon name="lock-keyhole" className="size-5 text-teal-700" />
                    {messages.appointmentNext.privacyTitle}
                  </h3>
                  <p className="mt-3 text-slate-700">{messages.appointmentNext.privacy}</p>
                </div>
              </div>
            </aside>
          </div>
        </section>
      </HydrationBoundary>
      <HydrationBoundary>
        {/* The questions, and on a wide screen their heading beside them with who to ask when
            yours is not there: in words and an e-mail link, no longer a card with the practice's
            call once more (round 43, AP: the number, hours and address four times on one page;
            the twelfth review: the list alone left a third of the width empty). */}
        <section
          className={`${containerClass} mt-20 grid items-start gap-8 md:mt-28 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-14`}
          aria-labelledby="faq-title"
        >
          <div>
            <SectionHeading id="faq-title" title={page.faq.title} />
            <p data-faq-more="" className="mt-5 hidden text-lg text-slate-700 lg:block">
              <strong className="block text-teal-950">{messages.common.faqMore.title}</strong>{' '}
              {messages.common.faqMore.text}{' '}
              <EmailLink className="mt-1 flex min-h-11 w-fit items-center font-bold text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4" />
            </p>
          </div>
          <FaqList items={page.faq.items} />
        </section>
      </HydrationBoundary>
    </>
  );
}

/**
 * Five stars, filled as far as the rating goes: a half star is the left half of a filled star over a
 * pale whole one, so the row keeps five equal stars (a lone half-star glyph looked broken).
 */
