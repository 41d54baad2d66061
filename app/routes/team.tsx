import { Icon } from '~/icons/icon';
import { treatmentIcons } from '~/components/icons';
import { LanguageChips } from '~/components/language-chips';
import { InitialsBadge } from '~/components/initials';
import { BookAppointmentLink, containerClass, Prose } from '~/components/page-sections';
import { HeaderPanel, PageHeader } from '~/components/page-header';
import { InitialsStack } from '~/components/dentist-initials';
import { CtaBand } from '~/components/cta-band';
import { CallPracticeButton } from '~/components/contact-links';
import { PageLink } from '~/components/page-link';
import { SlotPicture } from '~/components/picture';
import { externalLinks } from '~/content/external-links';
import { teamPage } from '~/content/site.server';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/team';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = pageFromRequest(request);
  const page = teamPage(lang);
  return {
    ...page,
    members: page.members.map((member) => ({
      ...member,
      portrait: slotImage(`team-${member.id}`, lang),
    })),
  };
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

const portraitClass =
  'w-full self-start rounded-2xl md:col-start-1 md:row-span-4 md:row-start-1 md:rounded-none';

export default function Team({ loaderData: page }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <>
      <PageHeader
        title={page.title}
        lead={page.lead}
        aside={<DentistsGlance facts={page.glance} />}
      />
      {/* Until the portraits, the two dentists side by side on a wide screen: one column each,
          the initials beside the name, instead of two full-width cards half empty. */}
      <ul
        className={`${containerClass} grid gap-8 ${page.members.some((member) => member.portrait.isPhoto) ? '' : 'lg:grid-cols-2'}`}
      >
        {page.members.map((member) => (
          <li key={member.id}>
            {/* With a photo: on a phone a small portrait beside the name, from md the portrait is a
                column of its own, head and shoulders at 4:5 beside all the text. Until then the
                initials in a round badge beside the name at every size: a half-card panel of
                initials read as a missing photo (the eleventh review). */}
            <article
              className={`grid h-full overflow-hidden rounded-3xl border border-slate-200 bg-white p-5 shadow-sm ${
                member.portrait.isPhoto
                  ? 'grid-cols-[5rem_minmax(0,1fr)] gap-x-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] md:grid-rows-[1fr_auto_auto_1fr] md:gap-x-0 md:p-0'
                  : 'content-start grid-cols-[4.5rem_minmax(0,1fr)] gap-x-4 md:grid-cols-[6rem_minmax(0,1fr)] md:gap-x-6 md:p-9'
              }`}
              aria-labelledby={`member-${member.id}`}
            >
              {member.portrait.isPhoto ? (
                <SlotPicture
                  slot={member.portrait}
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 33vw, 80px"
                  className={portraitClass}
                />
              ) : (
                <span data-slot-kind="placeholder">
                  <InitialsBadge
                    name={member.name}
                    className="size-18 text-2xl md:size-24 md:text-3xl"
                  />
                </span>
              )}
              <div
                className={`self-center ${member.portrait.isPhoto ? 'md:col-start-2 md:row-start-2 md:px-10 md:pt-10' : 'md:self-start md:pt-3'}`}
              >
                <h2
                  id={`member-${member.id}`}
                  className="font-display text-2xl font-extrabold text-teal-950"
                >
                  {member.name}
                </h2>
                {/* Without portraits the cards stand side by side: a role in two lines stays within
                    the badge's height, so both dentists' facts start on one line; the names start
                    at the same height, however long the role under them (round 24, E). */}
                <p
                  className={`mt-1 font-semibold text-teal-800 ${member.portrait.isPhoto ? 'md:text-lg' : 'leading-snug'}`}
                >
                  {member.role}
                </p>
              </div>
              <div
                className={`col-span-2 mt-4 ${
                  member.portrait.isPhoto
                    ? 'md:col-span-1 md:col-start-2 md:row-start-3 md:mt-0 md:px-10 md:pb-10'
                    : 'md:mt-2'
                }`}
              >
                <p className="mt-4 flex items-center gap-2 font-semibold text-slate-700">
                  <Icon name="award" className="size-5 text-teal-600" />
                  {format(page.experienceLabel, { years: member.experienceYears })}
                </p>
                <div className="mt-3 flex gap-2 font-semibold text-slate-700">
                  <Icon name="badge-check" className="mt-0.5 size-5 shrink-0 text-teal-600" />
                  <div>
                    <p>
                      {member.bigNumber
                        ? format(page.bigLabel, { number: member.bigNumber })
                        : page.bigRegistered}
                    </p>
                    <a
                      href={externalLinks.bigRegister}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex min-h-11 items-center gap-1 font-bold text-teal-800 underline decoration-teal-400 decoration-2 underline-offset-4 hover:decoration-teal-700 md:min-h-8"
                    >
                      {page.bigCheck}
                      <Icon name="external-link" className="size-4" />
                      <span className="sr-only">{messages.common.opensInNewTab}</span>
                    </a>
                  </div>
                </div>
                {/* The label on its own line, the languages as one row of chips under it (never a
                    chip wrapped away from the others mid-line). */}
                <p className="mt-3 flex items-center gap-2 font-semibold text-slate-700">
                  <Icon name="languages" className="size-5 text-teal-600" />
                  {page.languagesLabel}:
                </p>
                {/* The visitor's own language first: it is the chip they look for. */}
                <LanguageChips className="mt-2 pl-7" />
                {/* What they do, as ways into those pages (the thirteenth review: a card of
                    prose alone did not say whom to see for what). */}
                <p className="mt-3 flex items-center gap-2 font-semibold text-slate-700">
                  <Icon name={treatmentIcons.general} className="size-5 text-teal-600" />
                  {page.treatmentsLabel}:
                </p>
                {/* On a phone the whole width: under the label's icon most chips stood alone on
                    a line (the nineteenth review). */}
                <ul className="mt-2 flex flex-wrap gap-2 sm:pl-7">
                  {member.focus.map((id) => (
                    <li key={id}>
                      <PageLink
                        page={id}
                        className="inline-flex min-h-10 items-center rounded-full border border-teal-200 px-3.5 text-sm font-semibold text-teal-800 hover:border-teal-500 hover:bg-teal-50"
                      >
                        {messages.treatments[id]}
                      </PageLink>
                    </li>
                  ))}
                </ul>
                <Prose html={member.bioHtml} className="prose-compact mt-5 max-w-2xl" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {/* Book and call, as every page's closing band (round 45, AQ and AR); written here, not
          as the band's default, which would put it in the script the home page loads too. */}
      <CtaBand title={page.cta.title} textHtml={page.cta.textHtml}>
        <BookAppointmentLink className="btn btn-lg btn-light grow sm:grow-0" />{' '}
        <CallPracticeButton className="btn btn-lg btn-light-outline grow sm:grow-0" atAnyHour />
      </CtaBand>
    </>
  );
}

/**
 * Beside the heading on a wide screen: the home card's "your dentists" in short, their faces
 * (initials until the portraits), years, languages and registration, and the way to book.
 */
function DentistsGlance({ facts }: { facts: Route.ComponentProps['loaderData']['glance'] }) {
  const rows = [
    ['award', facts.experience],
    ['languages', facts.languages],
    ['badge-check', facts.credentials],
  ] as const;
  return (
    <HeaderPanel id="team-glance-title" title={facts.title}>
      <div className="mt-4 flex items-center gap-4">
        <InitialsStack members={facts.members} className="shrink-0" />
        <p className="text-lg leading-snug font-extrabold text-teal-950">{facts.names}</p>
      </div>
      <ul className="mt-5 space-y-2.5 text-slate-700">
        {rows.map(([icon, text]) => (
          <li key={icon} className="flex gap-3">
            <Icon name={icon} className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {text}
          </li>
        ))}
      </ul>
      <BookAppointmentLink className="btn btn-primary mt-6 w-full" />
    </HeaderPanel>
  );
}
