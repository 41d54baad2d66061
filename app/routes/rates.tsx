import { Icon } from '~/icons/icon';
import { containerClass, CtaBand, PageHeader, Prose } from '~/components/page-sections';
import { PageLink } from '~/components/page-link';
import { externalLinks } from '~/content/external-links';
import { ratesPage } from '~/content/site.server';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/rates';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  return ratesPage(pageFromRequest(request).lang);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'rates',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

export default function Rates({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <div className={`${containerClass} grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14`}>
        <Prose html={page.bodyHtml} className="max-w-3xl" />
        <aside aria-labelledby="links-title">
          <h2 id="links-title" className="text-xl font-extrabold text-teal-950">
            {page.links.title}
          </h2>
          <ul className="mt-4 space-y-4">
            {(['nza', 'knmt'] as const).map((key) => (
              <li key={key}>
                <a
                  href={externalLinks[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-2xl border border-slate-200 p-5 hover:border-teal-300 hover:bg-teal-50"
                >
                  <span className="flex items-center gap-2 font-extrabold text-teal-800">
                    {page.links[key].label}
                    <Icon name="external-link" className="size-4" />
                    <span className="sr-only">{messages.common.opensInNewTab}</span>
                  </span>
                  <span className="mt-1 block text-muted">{page.links[key].description}</span>
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <CtaBand title={page.cta.title} text={page.cta.text}>
        <PageLink page="contact" className="btn btn-lg btn-light">
          {page.cta.button}
        </PageLink>
      </CtaBand>
    </>
  );
}
