import { Icon } from '~/icons/icon';
import { treatmentIcons } from '~/components/icons';
import {
  BookAppointmentLink,
  containerClass,
  FaqList,
  Prose,
  SectionHeading,
} from '~/components/page-sections';
import { CtaBand } from '~/components/cta-band';
import { treatmentGroupOf } from '~/content/treatment-groups';
import { compactTreatmentListClass, TreatmentCardView } from '~/components/treatment-blocks';
import { Breadcrumbs, OnThisPage } from '~/components/treatment-page-parts';
import { Hyphenated } from '~/components/hyphenated';
import { InitialsStack, MeetTheTeamLink } from '~/components/dentist-initials';
import { ReviewCheck, TestimonialCard } from '~/components/testimonial-card';
import { OtherLanguageLinks } from '~/components/header';
import { treatmentPage } from '~/content/site.server';
import { treatmentSections } from '~/content/treatment-blocks.server';
import spriteUrl from 'virtual:icon-sprite';
import { billUnderEstimate, tariffYear, treatmentTariffs } from '~/content/tariffs';
import { PageLink } from '~/components/page-link';
import { format } from '~/i18n/format';
import { CallPracticeButton } from '~/components/contact-links';
import { EmergencyCalls } from '~/components/emergency-now';
import { DutchPhrase, EmergencyNow } from '~/components/emergency-advice';
import { SlotPicture } from '~/components/picture';
import { slotImage } from '~/images/slot-images.server';
import { useMessages } from '~/i18n/hooks';
import { isTreatmentId, pathFor, type TreatmentId } from '~/i18n/pages';
import { langFromPath, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { env } from '~/config/env.server';
import { fullTitle, seoMeta, siteMetaFrom } from '~/seo/meta';
import { breadcrumbs, service } from '~/seo/structured-data';
import type { Route } from './+types/treatment';
import { pageFromRequest } from './page-from-request.server';
import { data } from 'react-router';

export function loader({ request }: Route.LoaderArgs) {
  const page = pageFromRequest(request);
  if (!isTreatmentId(page.id)) throw data(null, { status: 404 });
  const content = treatmentPage(page.id, page.lang);
  // A tariff the page's facts already name ("… (C002)") is not listed twice;
  // the estimate rule is said unless a fact already says it or the bill stays under it.
  const factText = content.facts.map((fact) => `${fact.label} ${fact.valueHtml}`).join(' ');
  return {
    ...content,
    bodyHtml: treatmentSections(content.bodyHtml, treatmentIcons[page.id], spriteUrl),
    image: slotImage(`treatment-${page.id}`, page.lang),
    prices: {
      year: tariffYear,
      rows: treatmentTariffs(page.id, page.lang).filter((row) => !factText.includes(row.code)),
      sayEstimate: !factText.includes('250') && !billUnderEstimate[page.id],
    },
    jsonLd: treatmentMarkup(page.id, page.lang, content),
  };
}

/** The treatment as a service of the practice, and where it sits in the site (built here, on the server). */
function treatmentMarkup(
  id: TreatmentId,
  lang: Lang,
  content: { title: string; meta: { description: string } },
) {
  const origin = env().PUBLIC_ORIGIN;
  const messages = catalogues[lang];
  const url = origin + pathFor(id, lang);
  return [
    service({ origin, lang, name: content.title, description: content.meta.description, url }),
    breadcrumbs([
      { name: fullTitle(messages.nav.home), url: origin + pathFor('home', lang) },
      { name: messages.nav.services, url: origin + pathFor('services', lang) },
      { name: messages.treatments[id], url },
    ]),
  ];
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: loaderData.id,
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
      jsonLd: loaderData.jsonLd,
    },
    siteMetaFrom(matches),
  );

/**
 * Treatments a visitor may read about in pain: their call buttons hold the after-hours service's
 * call while the practice is closed; the others' stay the practice's, "closed now" (its voicemail
 * at night). Not the children's or the general page: an "Emergency? Call" button there invited
 * routine questions to the after-hours service (the fourteenth review); the header's call and the
 * emergency page are one tap away for a child in pain.
 */
const painTreatments: ReadonlySet<TreatmentId> = new Set(['emergency', 'rootcanal']);

export default function Treatment({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  const factsInHeader = page.id !== 'emergency' && !page.image.isPhoto;
  // The page's tint (decision 0109): its top's band, and the text's pictograms and costs panel.
  const tint = `page-band-${page.id === 'pediatric' ? 'children' : (treatmentGroupOf(page.id) ?? 'emergency')}`;
  return (
    <>
      {/* (React puts it in the head.) The first paint waits until the page's top is whole: the
          header, its calls and the facts. On a starved CPU the parser can yield in between, and
          a first frame with half of the calls card showed the calls in the HTML's order, which
          the stylesheet then swapped after hours (a layout shift on a loaded machine). */}
      <link rel="expect" href="#treatment-body" blocking="render" />
      <Breadcrumbs
        items={[
          { label: messages.nav.home, page: 'home' },
          { label: messages.nav.services, page: 'services' },
          { label: messages.treatments[page.id] },
        ]}
        // The same page in the other two languages, in sight on a phone and a tablet (where the
        // header's language menu is inside the menu): a visitor from a search often lands here
        // in a language that is not theirs (the twelfth review).
        end={<OtherLanguageLinks className="xl:hidden" />}
      />
      {/* One grid for the header, the facts and the text. Until the practice's photo of the
          treatment, the facts card takes the header's second column on a wide screen and stays
          in view down the whole text (the tenth review: the same empty placeholder beside every
          heading pushed the facts below the first screen). With a photo, or the emergency page's
          calls, that picture fills the header's width and the facts start beside the text. On a
          phone the order is the page's: heading, facts, text. */}
      <div
        className={`${containerClass} ${tint} grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-14 xl:grid-cols-[minmax(0,1fr)_26rem] xl:gap-x-12`}
      >
        <header
          className={`page-band ${tint} pb-10 md:pb-14 ${factsInHeader ? '' : 'lg:col-span-2'}`}
        >
          {/* Top-aligned beside the calls: centred, the text moved down whenever the card beside
              it grew while the page was still arriving (a layout shift on a starved CPU). */}
          <div
            className={`grid items-start gap-8 ${
              factsInHeader ? '' : 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14'
            }`}
          >
            <div>
              <h1 tabIndex={-1} className="page-title">
                <Hyphenated parts={page.titleParts} />
              </h1>
              {/* On the smallest phones (320 px) the emergency page's calls come right under its
                  heading: the lead would push them below the first screen (the eleventh review). */}
              <p
                className={`mt-5 text-lg text-muted md:text-xl ${page.id === 'emergency' ? 'max-[379px]:hidden' : ''}`}
              >
                {page.lead}
              </p>
              {page.id === 'emergency' ? null : (
                // Beside the facts card the card's own buttons are these (not twice side by side).
                <div className={`mt-8 flex flex-wrap gap-3 ${factsInHeader ? 'lg:hidden' : ''}`}>
                  <BookAppointmentLink className="btn btn-lg btn-primary grow sm:grow-0" />{' '}
                  <CallPracticeButton
                    className="btn btn-lg btn-outline grow sm:grow-0"
                    atAnyHour={!painTreatments.has(page.id)}
                  />
                </div>
              )}
              {/* Under the lead on a wide screen, where the facts card holds the buttons; on a
                  phone after the facts (which stay on the first screen), before the text. On the
                  emergency page too, where beside the calls card the lead left a block of air
                  (rounds 50–52); not on its phone screens, where the calls and what to do now
                  come first. */}
              <TreatmentDentists dentists={page.dentists} className="hidden lg:flex" />
            </div>
            {/* On the emergency page the first action is a call: the emergency line and the
                after-hours service, with whether we are open now, where other pages have their
                picture; what to do now follows right under the heading. */}
            {page.id === 'emergency' ? (
              <div className="lg:rounded-3xl lg:border lg:border-slate-200 lg:bg-white lg:p-8 lg:shadow-xl lg:shadow-teal-900/10">
                <EmergencyCalls status />
                <DutchPhrase className="mt-3" />
              </div>
            ) : factsInHeader ? null : (
              <SlotPicture
                slot={page.image}
                priority
                sizes="(min-width: 1280px) 480px, (min-width: 1024px) 40vw, 100vw"
                className="rounded-3xl shadow-xl shadow-teal-900/10"
              />
            )}
          </div>
          {page.id === 'emergency' ? (
            <div className="mt-10">
              <EmergencyNow />
            </div>
          ) : null}
          {/* The treatment's own scene (or the treatment room), until the practice's photo of
              the treatment (decisions 0123, 0125). */}
          {factsInHeader ? (
            <div aria-hidden="true" className="band-drawing" data-scene={page.id} />
          ) : null}
        </header>

        <aside
          // Placed by row as well as column: auto-placed, the text went to the row under the
          // facts and left the first column empty beside them (the twelfth review).
          className={`mt-8 mb-10 lg:col-start-2 lg:mb-0 ${factsInHeader ? 'lg:row-span-2 lg:row-start-1 lg:mt-0' : 'lg:row-start-2 lg:mt-12'}`}
          aria-labelledby="facts-title"
        >
          {/* Sticky on a wide screen, so it is compact: it fits a 1366 × 768 window under the
              header (tests/e2e/page-layout.spec.ts); in a window under 720 px tall it scrolls
              with the page, whole, rather than become a box that scrolls by itself. In a
              window just over that it scrolls inside itself rather than hide its end. */}
          <div className="rounded-2xl border border-teal-100 bg-teal-50/70 p-6 lg:bg-white lg:shadow-xl lg:shadow-teal-900/5 tall:sticky tall:top-22 tall:max-h-[calc(100dvh-5.75rem)] tall:overflow-y-auto tall:overscroll-contain lg:px-5 lg:py-3">
            <h2
              id="facts-title"
              className="flex items-center gap-2 text-lg font-extrabold text-teal-950"
            >
              <Icon name="list-checks" className="size-6 shrink-0 text-teal-700" />
              <span className="min-w-0">{messages.common.atAGlance}</span>
            </h2>
            {/* On a wide screen the card stays in view while reading, with the calls at its top.
                (On a phone they are right above it.) */}
            {page.id === 'emergency' ? (
              <EmergencyCalls compact className="mt-2 hidden lg:block" />
            ) : null}
            <dl className="mt-2.5 space-y-2">
              {page.facts.map((fact) => (
                <div
                  key={fact.label}
                  className="border-b border-teal-100 pb-2 last:border-none last:pb-0"
                >
                  <dt className="text-sm font-semibold text-teal-800">{fact.label}</dt>
                  <dd
                    className="inline-links leading-snug font-bold text-ink lg:text-[0.9375rem]"
                    dangerouslySetInnerHTML={{ __html: fact.valueHtml }}
                  />
                </div>
              ))}
            </dl>
            <TreatmentPrices {...page.prices} forChildren={page.id === 'pediatric'} />
            {/* On a phone who treats you closes the card: one block under the heading, not the
                card and a byline under it as a box of its own (round 43, AM: a pile of boxes
                before the text). On a wide screen the byline is under the lead. */}
            {page.id === 'emergency' ? null : (
              <TreatmentDentists
                dentists={page.dentists}
                className="mt-4 flex border-t border-teal-100 pt-4 lg:hidden"
              />
            )}
            {page.id === 'emergency' ? null : (
              <div className="mt-4 hidden gap-2 border-t border-teal-100 pt-4 lg:grid">
                <BookAppointmentLink className="btn btn-primary w-full" />{' '}
                <CallPracticeButton
                  className="btn btn-outline w-full bg-white"
                  atAnyHour={!painTreatments.has(page.id)}
                />
              </div>
            )}
          </div>
        </aside>

        <div
          id="treatment-body"
          className="max-w-3xl min-w-0 lg:col-start-1 lg:row-start-2 lg:pt-12"
        >
          <OnThisPage entries={page.toc} faqId="faq-title" />
          <Prose html={page.bodyHtml} />
          {/* The review and the questions in the text's column: the facts card beside them
              stays in view to the end, not leaving half the window empty under it (round 24,
              D). A patient's words about this treatment, where one of the practice's reviews
              speaks of it (the thirteenth review: no person and no review anywhere on a
              treatment page). */}
          {page.review ? (
            <section className="mt-14 md:mt-16" aria-labelledby="review-title">
              <h2
                id="review-title"
                className="text-sm font-extrabold tracking-wider text-teal-700 uppercase"
              >
                {messages.common.patientReview}
              </h2>
              <TestimonialCard
                testimonial={page.review.testimonial}
                stars={false}
                className="mt-4 flex flex-col rounded-3xl border border-teal-100 bg-teal-50/60 p-6 md:p-8"
              />
              <ReviewCheck verification={page.review.verification} className="mt-2" />
            </section>
          ) : null}
          <section className="mt-16 md:mt-20" aria-labelledby="faq-title">
            <SectionHeading id="faq-title" title={messages.common.faqTitle} />
            <div className="mt-6">
              <FaqList items={page.faq} />
            </div>
          </section>
        </div>
      </div>

      <CtaBand title={page.cta.title} textHtml={page.cta.textHtml}>
        {page.id === 'emergency' ? (
          <div className="w-full max-w-xl">
            <EmergencyCalls onDark className="w-full" />
            {/* When it can wait a day or two, the form (with emergency care chosen). */}
            <BookAppointmentLink className="mt-5 inline-flex min-h-11 items-center gap-2 font-bold text-white underline decoration-teal-300 decoration-2 underline-offset-4 hover:decoration-white">
              {messages.common.notUrgent}
              <Icon name="arrow-right" className="size-4" />
            </BookAppointmentLink>
          </div>
        ) : (
          // The calls as buttons, by the clock like the page's others: a band that said "Call
          // 020 …" in its text sent someone in pain to a closed line at night (the thirteenth
          // review).
          <>
            <BookAppointmentLink className="btn btn-lg btn-light grow sm:grow-0" />{' '}
            <CallPracticeButton
              className="btn btn-lg btn-light-outline grow sm:grow-0"
              atAnyHour={!painTreatments.has(page.id)}
            />
          </>
        )}
      </CtaBand>

      <section className={`${containerClass} mt-16 md:mt-20`} aria-labelledby="related-title">
        <SectionHeading id="related-title" title={messages.common.otherTreatments} />
        <ul className={`${compactTreatmentListClass} mt-6 md:grid-cols-3`}>
          {page.related.map((card) => (
            <li key={card.id} className="flex">
              <TreatmentCardView {...card} compactOnPhone />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * Who will treat you, under the heading: a person before the text (the thirteenth review: the
 * pages read like documentation, with no one from the practice in sight). Initials until the
 * practice's portraits. A byline, not a card: a card in the band beside the facts card was one
 * box too many (the twenty-third review, "cards everywhere").
 */
function TreatmentDentists({
  dentists,
  className,
}: {
  dentists: Route.ComponentProps['loaderData']['dentists'];
  className: string;
}) {
  const text = useMessages().common.whoTreatsYou;
  return (
    <div data-treatment-dentists="" className={`items-center gap-4 lg:mt-8 ${className}`}>
      <InitialsStack members={dentists.members} className="shrink-0" />
      <p className="min-w-0 leading-snug">
        <span className="block text-sm font-semibold text-teal-800">{text.label}</span>{' '}
        <span className="block text-lg font-extrabold text-teal-950">{dentists.names}</span>{' '}
        {dentists.details.map((line) => (
          <span key={line} className="block text-sm text-muted">
            {line}{' '}
          </span>
        ))}
        <MeetTheTeamLink className="mt-0.5" />
      </p>
    </div>
  );
}

/** The facts card's prices: the treatment's national tariffs, the estimate rule, all rates. */
function TreatmentPrices({
  year,
  rows,
  sayEstimate,
  forChildren = false,
}: {
  year: number;
  rows: { code: string; description: string; amount: string }[];
  sayEstimate: boolean;
  /** The children's page: the amounts are what the insurer pays, not the parents. */
  forChildren?: boolean;
}) {
  const text = useMessages().treatmentPrices;
  return (
    <div data-treatment-prices="" className="mt-2 border-t border-teal-100 pt-2">
      {/* For a child, what parents pay first; the tariffs after it are the insurer's bill. */}
      {forChildren ? (
        <p className="mb-2 flex gap-2 leading-snug font-bold text-teal-950 lg:text-[0.9375rem]">
          <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          {text.childrenCovered}
        </p>
      ) : null}
      {rows.length ? (
        <>
          <p className="text-sm font-semibold text-teal-800">
            {format(forChildren ? text.billedToInsurer : text.title, { year })}
          </p>
          <ul className="mt-1 space-y-1 lg:text-[0.9375rem]">
            {rows.map((row) => (
              <li key={row.code} className="flex items-baseline justify-between gap-3 leading-snug">
                <span className="text-slate-700">{row.description}</span>{' '}
                <span className="font-bold whitespace-nowrap text-ink">{row.amount}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* Not for a child: their care is billed to the insurer, almost in full. */}
      {sayEstimate && !forChildren ? (
        <p className={`leading-snug text-slate-700 ${rows.length ? 'mt-2 text-sm' : ''}`}>
          {text.none}
        </p>
      ) : null}
      <PageLink
        page="rates"
        className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-bold text-teal-800 underline decoration-teal-400 decoration-2 underline-offset-4 hover:decoration-teal-700"
      >
        {text.link}
        <Icon name="arrow-right" className="size-4 shrink-0" />
      </PageLink>
    </div>
  );
}
