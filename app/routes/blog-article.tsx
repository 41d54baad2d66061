import { Icon } from '~/icons/icon';
import { data } from 'react-router';
import { ArticleMeta, KeyPoints } from '~/components/article-meta';
import { BookAppointmentLink, containerClass, Prose } from '~/components/page-sections';
import { CallPracticeButton } from '~/components/contact-links';
import { OtherLanguageLinks } from '~/components/header';
import { PageLink } from '~/components/page-link';
import { SlotPicture } from '~/components/picture';
import { treatmentIcons } from '~/components/icons';
import { Hyphenated } from '~/components/hyphenated';
import { articlePage } from '~/content/site.server';
import { env } from '~/config/env.server';
import { useMessages } from '~/i18n/hooks';
import { langFromPath } from '~/i18n/languages';
import { isArticleId, pathFor } from '~/i18n/pages';
import { slotImage } from '~/images/slot-images.server';
import { seoMeta, siteMetaFrom } from '~/seo/meta';
import { blogPosting } from '~/seo/structured-data';
import type { Route } from './+types/blog-article';
import { pageFromRequest } from './page-from-request.server';

export function loader({ request }: Route.LoaderArgs) {
  const page = pageFromRequest(request);
  if (!isArticleId(page.id)) throw data(null, { status: 404 });
  const article = articlePage(page.id, page.lang);
  const image = slotImage(`article-${page.id}`, page.lang);
  const origin = env().PUBLIC_ORIGIN;
  return {
    ...article,
    image,
    // Built here, on the server: the structured data's code stays out of the browser's JavaScript.
    jsonLd: [
      blogPosting({
        origin,
        lang: page.lang,
        headline: article.title,
        description: article.meta.description,
        url: origin + pathFor(page.id, page.lang),
        image: origin + image.image.img.src,
        datePublished: article.datePublished,
        dateModified: article.updated?.date ?? article.datePublished,
        author: article.author,
      }),
    ],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  seoMeta(
    {
      lang: langFromPath(location.pathname),
      page: loaderData.id,
      type: 'article',
      title: loaderData.meta.title,
      description: loaderData.meta.description,
      keywords: loaderData.meta.keywords,
      jsonLd: loaderData.jsonLd,
    },
    siteMetaFrom(matches),
  );

/** One article, at its own localized URL; reading it feels in place (client navigation, top of page). */
/** After the article: what a reader can do next, in the article's column. */
function ArticleCta({ title, textHtml }: { title: string; textHtml: string }) {
  return (
    <aside
      aria-labelledby="article-cta-title"
      className="mt-14 rounded-3xl bg-teal-800 px-6 py-8 text-white md:px-10 md:py-10"
    >
      <h2 id="article-cta-title" className="font-display text-2xl font-extrabold md:text-3xl">
        {title}
      </h2>
      <p
        className="inline-links-light mt-3 text-lg text-teal-50"
        dangerouslySetInnerHTML={{ __html: textHtml }}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <BookAppointmentLink className="btn btn-lg btn-light w-full sm:w-auto" />{' '}
        <CallPracticeButton
          atAnyHour
          className="btn btn-lg w-full border-2 border-white/70 text-white hover:bg-teal-700 sm:w-auto"
        />
      </div>
    </aside>
  );
}

/**
 * The treatments the article speaks of, each one tap away: the reader's next step on the site
 * (the sixteenth review: an article ended in a dead end but for the way back). Rows on a phone,
 * three small cards in the article's column from `sm` up.
 */
function RelatedTreatments({ title, cards }: Route.ComponentProps['loaderData']['related']) {
  return (
    <section aria-labelledby="related-title" className="mt-14">
      <h2
        id="related-title"
        className="font-display text-2xl font-extrabold text-teal-950 md:text-3xl"
      >
        {title}
      </h2>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {cards.map((card) => (
          <li key={card.id} className="flex">
            <article className="group relative flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:flex-col sm:items-start sm:gap-3 sm:p-5">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <Icon name={treatmentIcons[card.id]} className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="text-lg leading-snug font-bold text-teal-950">
                  <PageLink
                    page={card.id}
                    className="after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-700"
                  >
                    <Hyphenated parts={card.titleParts} />
                  </PageLink>
                </h3>
                <p className="mt-1 text-sm text-muted">{card.summary}</p>
              </div>
              <Icon
                name="chevron-right"
                className="size-5 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 sm:hidden"
              />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function BlogArticle({ loaderData: article }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <article className={`${containerClass} max-w-3xl`}>
      {/* The way back on one line with the other languages, as a treatment page's: a text link,
          not an outlined button (the twenty-second review: a button and the languages pushed the
          title down). The button is at the article's end, where the reader is done. */}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <PageLink
          page="blog"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-teal-800 hover:underline"
        >
          <Icon name="arrow-left" className="size-4 text-teal-700" />
          {article.labels.backToList}
        </PageLink>{' '}
        <OtherLanguageLinks className="xl:hidden" />
      </div>
      {/* On the band every page's top stands on (decision 0113), from the window's top edge. */}
      <header className="page-band mt-4 pb-8">
        <ArticleMeta
          datePublished={article.datePublished}
          dateLabel={article.dateLabel}
          updated={article.updated}
          readMinutes={article.readMinutes}
        />
        <h1 tabIndex={-1} className="page-title mt-4">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-muted">{article.excerpt}</p>
        <p className="mt-4 font-semibold text-slate-700">
          {article.labels.by}{' '}
          {/* Who wrote it, one tap from who they are (the fourteenth review). */}
          <PageLink
            page="team"
            className="text-teal-800 underline decoration-teal-300 decoration-2 underline-offset-4 hover:decoration-teal-700"
          >
            {article.author}
          </PageLink>
        </p>
        {/* The blog card's drawing, from a tablet up; on a phone the key points come first. */}
        {article.image.isPhoto ? null : (
          <div
            aria-hidden="true"
            className="band-drawing article-drawing"
            data-cover={article.id}
          />
        )}
      </header>
      {/* What a hurried reader takes away, before the long read (the tenth review). */}
      <section
        aria-labelledby="key-points-title"
        className="mt-8 rounded-2xl border border-teal-100 bg-teal-50/70 p-5 md:p-6"
      >
        <KeyPoints points={article.keyPoints} headingId="key-points-title" />
      </section>
      {/* No placeholder band until the practice's photo: the key points above lead into the text
          (decision 0106; the twelfth review read the band as filler). */}
      {article.image.isPhoto ? (
        <SlotPicture
          slot={article.image}
          priority
          sizes="(min-width: 1024px) 768px, 100vw"
          className="mt-8 rounded-3xl"
        />
      ) : null}
      <Prose html={article.bodyHtml} className="mt-10" />
      <ArticleCta title={article.cta.title} textHtml={article.cta.textHtml} />
      <RelatedTreatments {...article.related} />
      <nav
        className="mt-14 flex flex-wrap gap-3 border-t border-slate-200 pt-8"
        aria-label={messages.nav.blog}
      >
        <PageLink page="blog" className="btn btn-outline">
          <Icon name="arrow-left" className="size-5" />
          {article.labels.backToList}
        </PageLink>{' '}
        <PageLink
          page="home"
          className="inline-flex min-h-11 items-center gap-2 px-3 font-bold text-teal-800 hover:underline"
        >
          <Icon name="house" className="size-5" />
          {messages.common.backToHome}
        </PageLink>
      </nav>
    </article>
  );
}
