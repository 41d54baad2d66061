import { containerClass, CtaBand, PageHeader, TreatmentCardView } from '~/components/page-sections';
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
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <ul className={`${containerClass} grid gap-5 sm:grid-cols-2 lg:grid-cols-3`}>
        {page.cards.map((card) => (
          <li key={card.id} className="flex">
            <TreatmentCardView {...card} headingLevel="h2" />
          </li>
        ))}
      </ul>
      <CtaBand title={page.cta.title} text={page.cta.text} />
    </>
  );
}
