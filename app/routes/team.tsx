import { Fragment } from 'react';
import { Icon } from '~/icons/icon';
import { Flag } from '~/components/icons';
import { containerClass, CtaBand, PageHeader, Prose } from '~/components/page-sections';
import { Picture } from '~/components/picture';
import { practice } from '~/content/practice';
import { teamPage } from '~/content/site.server';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import teamElifAydin from '~/assets/images/team-elif-aydin.svg?responsive';
import teamMuratKaya from '~/assets/images/team-murat-kaya.svg?responsive';
import type { TeamMemberId } from '~/content/types';
import type { ResponsiveImage } from '~/images/types';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/team';
import { pageFromRequest } from './page-from-request.server';

const teamImages: Record<TeamMemberId, ResponsiveImage> = {
  'murat-kaya': teamMuratKaya,
  'elif-aydin': teamElifAydin,
};

export function loader({ request }: Route.LoaderArgs) {
  return teamPage(pageFromRequest(request).lang);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'team',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

export default function Team({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <>
      <PageHeader title={page.title} lead={page.lead} />
      <ul className={`${containerClass} grid gap-8 md:grid-cols-2`}>
        {page.members.map((member) => (
          <li key={member.id}>
            <article
              className="h-full overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm"
              aria-labelledby={`member-${member.id}`}
            >
              <Picture
                image={teamImages[member.id]}
                alt={member.imageAlt}
                sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                className="aspect-[4/5] max-h-[28rem] w-full"
                imgClassName="h-full object-top"
              />
              <div className="p-6 md:p-8">
                <h2 id={`member-${member.id}`} className="text-2xl font-extrabold text-teal-950">
                  {member.name}
                </h2>
                <p className="mt-1 text-lg font-semibold text-teal-800">{member.role}</p>
                <p className="mt-4 flex items-center gap-2 font-semibold text-slate-700">
                  <Icon name="award" className="size-5 text-teal-600" />
                  {format(page.experienceLabel, { years: member.experienceYears })}
                </p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-700">{page.languagesLabel}:</span>
                  {practice.languagesSpoken.map((code) => (
                    <Fragment key={code}>
                      {' '}
                      <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold">
                        <Flag lang={code} className="h-3 w-4.5" />
                        {messages.languageNames[code]}
                      </span>
                    </Fragment>
                  ))}
                </div>
                <Prose html={member.bioHtml} className="prose-compact mt-5" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <CtaBand title={page.cta.title} text={page.cta.text} />
    </>
  );
}
