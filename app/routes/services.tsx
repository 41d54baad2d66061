import { containerClass } from '~/components/page-sections';
import { HeaderPanel, PageHeader } from '~/components/page-header';
import { CtaBand } from '~/components/cta-band';
import { BookAppointmentLink } from '~/components/book-appointment-link';
import { CallPracticeButton } from '~/components/contact-links';
import { PageLink } from '~/components/page-link';
import { Icon } from '~/icons/icon';
import { articleIcons, treatmentIcons } from '~/components/icons';
import { compactTreatmentListClass, TreatmentCardView } from '~/components/treatment-blocks';
import { EmergencyBanner } from '~/components/emergency-now';
import { treatmentGroupIds, treatmentGroups } from '~/content/treatment-groups';
import { useMessages } from '~/i18n/hooks';
import type { TreatmentId } from '~/i18n/pages';
import { servicesPage } from '~/content/site.server';
import { langFromPath } from '~/i18n/languages';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/services';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  return servicesPage(pageFromRequest(request).lang);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'services',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

export default function Services({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  const cardsIn = (ids: readonly TreatmentId[]) =>
    ids.flatMap((id) => page.cards.filter((card) => card.id === id));
  return (
    <>
      {/* On a phone too: a patient who knows a complaint, not a treatment's name, starts here
          (round 37, AA: the loose denture's way in was desktop-only). */}
      <PageHeader
        title={page.title}
        lead={page.lead}
        aside={<StartHere ways={page.startHere} />}
        asideOnPhone
      />
      <div className={containerClass}>
        {treatmentGroupIds.map((group, index) => (
          <section
            key={group}
            className={index ? 'mt-12' : undefined}
            aria-labelledby={`group-${group}`}
          >
            <h2
              id={`group-${group}`}
              className="font-display text-2xl font-extrabold text-teal-950"
            >
              {messages.treatmentGroups[group]}
            </h2>
            <ul className={`${compactTreatmentListClass} mt-5 sm:grid-cols-2 xl:grid-cols-4`}>
              {cardsIn(treatmentGroups[group]).map((card) => (
                <li key={card.id} className="flex">
                  <TreatmentCardView {...card} compactOnPhone />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {/* After the treatments (this page's own job), as on the home page. */}
        <div className="mt-12">
          <EmergencyBanner />
        </div>
      </div>
      {/* Book and call, as every page's closing band (round 45, AQ and AR); written here, not
          as the band's default, which would put it in the script the home page loads too. */}
      <CtaBand title={page.cta.title} textHtml={page.cta.textHtml}>
        <BookAppointmentLink className="btn btn-lg btn-light grow sm:grow-0" />{' '}
        <CallPracticeButton className="btn btn-lg btn-light-outline grow sm:grow-0" atAnyHour />
      </CtaBand>
    </>
  );
}

// The treatments' own signs, as on their cards; the costs their page's.
const startIcons = {
  emergency: 'phone-call',
  checkup: treatmentIcons.checkup,
  'dental-anxiety': 'hand-heart',
  dentures: articleIcons.dentures,
  pediatric: treatmentIcons.pediatric,
  rates: 'receipt-euro',
} as const;

/**
 * Where a patient begins who does not know a treatment's name: pain first (in the emergency
 * colour), then a check-up, the fear of the dentist, a loose denture (round 36, Z: only the
 * sitemap led there), a child, the costs. Each a question and its
 * answer as one link.
 */
function StartHere({ ways }: { ways: Route.ComponentProps['loaderData']['startHere'] }) {
  const order = [
    'emergency',
    'checkup',
    'dental-anxiety',
    'dentures',
    'pediatric',
    'rates',
  ] as const;
  return (
    <HeaderPanel id="start-here-title" title={ways.title}>
      <ul className="mt-3 divide-y divide-slate-100">
        {order.map((way) => {
          const emergency = way === 'emergency';
          return (
            <li key={way}>
              <PageLink
                page={way}
                className={`group -mx-3 flex min-h-16 items-center gap-4 rounded-2xl px-3 py-3 ${
                  emergency ? 'hover:bg-orange-50' : 'hover:bg-teal-50'
                }`}
              >
                <span
                  className={`grid size-11 shrink-0 place-items-center rounded-xl ${
                    emergency ? 'bg-orange-100 text-orange-800' : 'bg-teal-50 text-teal-700'
                  }`}
                >
                  <Icon name={startIcons[way]} className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="block text-sm text-slate-600">{ways.ways[way].question}</span>
                  <span
                    className={`block font-bold underline decoration-2 underline-offset-4 ${
                      emergency
                        ? 'text-orange-900 decoration-orange-300 group-hover:decoration-orange-700'
                        : 'text-teal-900 decoration-teal-300 group-hover:decoration-teal-700'
                    }`}
                  >
                    {ways.ways[way].link}
                  </span>
                </span>
                <Icon name="arrow-right" className="size-5 shrink-0 text-slate-400" />
              </PageLink>
            </li>
          );
        })}
      </ul>
    </HeaderPanel>
  );
}
