import { Icon } from '~/icons/icon';
import { ArticleMeta, KeyPoints } from '~/components/article-meta';
import { BookAppointmentLink, containerClass } from '~/components/page-sections';
import { HeaderPanel, PageHeader } from '~/components/page-header';
import { CallPracticeButton } from '~/components/contact-links';
import { CtaBand } from '~/components/cta-band';
import { InitialsStack, MeetTheTeamLink } from '~/components/dentist-initials';
import { PageLink } from '~/components/page-link';
import { ReadMoreText } from '~/components/read-more';
import { SlotPicture } from '~/components/picture';
import { articleIcons } from '~/components/icons';
import { articlePage, blogPage } from '~/content/site.server';
import { langFromPath } from '~/i18n/languages';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import type { Route } from './+types/blog';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  const { lang } = pageFromRequest(request);
  const page = blogPage(lang);
  const [newest] = page.articles;
  return {
    ...page,
    // Beside the newest article on a wide screen, until its photo: what it says, in short.
    newestKeyPoints: newest ? articlePage(newest.id, lang).keyPoints : [],
    articles: page.articles.map((article) => ({
      ...article,
      image: slotImage(`article-${article.id}`, lang),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: 'blog',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
    },
    siteMetaFrom(matches),
  );

export default function Blog({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title={page.title}
        lead={page.lead}
        aside={
          <HeaderPanel id="authors-title" title={page.authors.title}>
            <div className="mt-4 flex items-center gap-4">
              <InitialsStack members={page.authors.members} className="shrink-0" />
              <p className="leading-snug text-slate-700">
                <span className="block text-lg font-extrabold text-teal-950">
                  {page.authors.names}
                </span>{' '}
                {page.authors.experience}
              </p>
            </div>
            <MeetTheTeamLink className="mt-4" />
          </HeaderPanel>
        }
      />
      {/* Outlined "read more": three filled buttons would compete with the one booking action. */}
      <ul
        className={`${containerClass} grid gap-8 md:grid-cols-2 ${page.articles.length === 4 ? 'lg:grid-cols-3' : ''}`}
      >
        {page.articles.map((article, index) => (
          // The newest article spans the row; the others fill the rows under it evenly: two
          // columns for two or four, three for three (at tablet width the last of three spans two).
          <li key={article.id} className={`flex ${gridSpan(index, page.articles.length)}`}>
            <article
              className={`group relative flex w-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md ${index === 0 ? 'lg:flex-row' : ''}`}
            >
              {/* Until the practice's photos, no placeholder: the topic's icon beside the date
                  says what the article is about (decision 0106). */}
              {article.image.isPhoto ? (
                <div className={index === 0 ? 'lg:w-1/2 lg:shrink-0' : undefined}>
                  <SlotPicture
                    slot={article.image}
                    priority={index === 0}
                    sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
                    // Beside the text on wide screens, the picture fills the card's height.
                    className={index === 0 ? 'lg:aspect-auto lg:h-full' : undefined}
                  />
                </div>
              ) : index === 0 && page.newestKeyPoints.length ? (
                // The newest article's key points where its photo will stand: the wide card was
                // a white box half empty (the thirteenth review).
                <div className="order-last hidden bg-teal-50/80 p-10 lg:block lg:w-[42%] lg:shrink-0">
                  <KeyPoints
                    points={page.newestKeyPoints}
                    headingAs="p"
                    listClassName="mt-4 space-y-3"
                  />
                </div>
              ) : (
                // The topic's drawing until the article's photo (app.css: .article-cover).
                <div className="article-cover" data-cover={article.id} aria-hidden="true" />
              )}
              <div
                className={`flex flex-1 flex-col p-6 md:p-8 ${index === 0 ? 'lg:justify-center lg:p-10' : ''}`}
              >
                <div className="flex items-center gap-3">
                  {/* The topic at a glance until the practice's photos (the tenth review:
                      text-only cards). */}
                  {article.image.isPhoto ? null : (
                    <span
                      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700 ${index === 0 ? '' : 'md:hidden'}`}
                    >
                      <Icon name={articleIcons[article.id]} className="size-6" />
                    </span>
                  )}
                  {/* An article brought up to date says so on its card, in place of the day it
                      appeared (round 60, BX: "19 March 2025" above "the 2026 tariffs"). */}
                  <ArticleMeta
                    datePublished={article.updated?.date ?? article.datePublished}
                    dateLabel={article.updated?.label ?? article.dateLabel}
                    readMinutes={article.readMinutes}
                    // Beside the icon on a phone, one line held a short date and not a long
                    // one: every card's two facts stacked, so the cards line up (round 48, AX).
                    className="max-sm:flex-col max-sm:items-start"
                  />
                </div>
                <h2 className="mt-3 font-display text-2xl font-extrabold text-teal-950">
                  {article.title}
                </h2>
                <p className="mt-3 flex-1 text-muted">{article.excerpt}</p>
                <p className="mt-4 text-sm font-semibold text-slate-700">
                  {page.by} {article.author}
                </p>
                <PageLink
                  page={article.id}
                  className="btn btn-outline mt-5 min-h-12 self-start after:absolute after:inset-0 after:rounded-3xl"
                >
                  <ReadMoreText topic={article.title} isArticle />
                  <Icon name="arrow-right" className="size-5" />
                </PageLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {/* The way on from the list, as on every other page (the sixteenth review: the blog alone
          ended at its cards). */}
      <CtaBand title={page.cta.title} textHtml={page.cta.textHtml}>
        <BookAppointmentLink className="btn btn-lg btn-light grow sm:grow-0" />{' '}
        <CallPracticeButton className="btn btn-lg btn-light-outline grow sm:grow-0" atAnyHour />
      </CtaBand>
    </>
  );
}

/** No card alone in a row under the newest (round 10's finding, kept as articles are added). */
function gridSpan(index: number, count: number): string {
  if (index === 0) return 'md:col-span-2 lg:col-span-full';
  const isLastOfOdd = index === count - 1 && (count - 1) % 2 === 1;
  return isLastOfOdd ? 'md:col-span-2 lg:col-span-1' : '';
}
