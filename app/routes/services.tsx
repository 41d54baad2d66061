import { containerClass, PageHeader } from '~/components/page-sections';
import { CtaBand } from '~/components/cta-band';
import { PageLink } from '~/components/page-link';
import { Icon } from '~/icons/icon';
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
      <PageHeader title={page.title} lead={page.lead} art="tooth-outline" />
      <div className={containerClass}>
        {/* The emergency block is screens down, after the treatments: the way there first, in
            one line (the sixteenth review on a phone; the nineteenth on a desktop, where it was
            1,700 px down). */}
        <PageLink
          page="emergency"
          className="mb-8 flex min-h-12 items-center gap-3 rounded-2xl border border-orange-200 bg-orange-50 px-4 py-3 font-bold text-orange-900 md:w-fit md:pr-6"
        >
          <Icon name="phone-call" className="size-5 shrink-0" />
          <span className="flex-1">{page.emergencyLink}</span>
          <Icon name="arrow-right" className="size-5 shrink-0" />
        </PageLink>
        {treatmentGroupIds.map((group, index) => (
          <section
            key={group}
            className={index ? 'mt-12' : undefined}
            aria-labelledby={`group-${group}`}
          >
            <h2 id={`group-${group}`} className="text-2xl font-extrabold text-teal-950">
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
      <CtaBand title={page.cta.title} textHtml={page.cta.textHtml} />
    </>
  );
}
