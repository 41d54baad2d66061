/**
 * The written content, ready for a page: Markdown rendered to HTML, practice facts filled in, one
 * language at a time. Loaders call these; page components never import the content modules, so
 * no page ships the other languages' text (or any page’s text twice) in its JavaScript.
 */
import { bringList } from '~/mail/appointment-messages.server';
import { formatDate } from '~/i18n/dates';
import { format } from '~/i18n/format';
import { languageInfo, type Lang } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { articleIds, treatmentIds, type ArticleId, type TreatmentId } from '~/i18n/pages';
import regularVisits from './articles/regular-visits';
import homeCare from './articles/home-care';
import dentalCosts from './articles/dental-costs';
import dentalAnxiety from './articles/dental-anxiety';
import dentures from './articles/dentures';
import { privacyLastUpdated, termsLastUpdated } from './legal/dates';
import { privacy } from './legal/privacy';
import { terms } from './legal/terms';
import { compoundParts } from './compounds';
import { withHeadingIds } from './heading-ids';
import { treatmentBlocks } from './treatment-blocks.server';
import { largerTreatmentsFor } from './price-indications';
import { fillFacts, fillFactsIn, renderInlineMarkdown, renderMarkdown } from './markdown.server';
import { blog } from './pages/blog';
import { contact } from './pages/contact';
import { home } from './pages/home';
import { ourClinic } from './pages/our-clinic';
import { rates } from './pages/rates';
import { services } from './pages/services';
import { team } from './pages/team';
import { treatmentSummaries } from './treatment-summaries';
import { teamMembers } from './team-members';
import { languagesSpokenFirst, openDays, practice } from './practice';
import { relatedTreatments } from './treatment-groups';
import {
  formatTariff,
  tariffs,
  tariffTableHeadings,
  tariffYear,
  visitExamplesFor,
} from './tariffs';
import { reviewVerification, testimonials } from './testimonials';
import checkup from './treatments/checkup';
import cosmetic from './treatments/cosmetic';
import crowns from './treatments/crowns';
import emergency from './treatments/emergency';
import fillings from './treatments/fillings';
import general from './treatments/general';
import hygiene from './treatments/hygiene';
import implants from './treatments/implants';
import invisalign from './treatments/invisalign';
import orthodontics from './treatments/orthodontics';
import pediatric from './treatments/pediatric';
import rootcanal from './treatments/rootcanal';
import whitening from './treatments/whitening';
import type {
  Article,
  ClinicContent,
  Localized,
  PageMeta,
  QuestionAnswer,
  Testimonial,
  TreatmentContent,
} from './types';

export const treatments: Record<TreatmentId, Localized<TreatmentContent>> = {
  general,
  cosmetic,
  orthodontics,
  implants,
  pediatric,
  emergency,
  checkup,
  hygiene,
  fillings,
  rootcanal,
  whitening,
  crowns,
  invisalign,
};

export const articles: Record<ArticleId, Article> = {
  'regular-visits': regularVisits,
  'home-care': homeCare,
  'dental-costs': dentalCosts,
  'dental-anxiety': dentalAnxiety,
  dentures,
};

const cache = new Map<string, unknown>();
/** Content is fixed for the life of the process: each page is prepared once per language. */
function memo<T>(key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

const metaOf = (meta: PageMeta): PageMeta => ({
  title: fillFacts(meta.title),
  description: fillFacts(meta.description),
  keywords: fillFacts(meta.keywords),
});

export interface RenderedQuestion {
  question: string;
  answerHtml: string;
}

const renderFaq = (items: QuestionAnswer[], lang: Lang): RenderedQuestion[] =>
  items.map((item) => ({
    question: fillFacts(item.question),
    answerHtml: renderMarkdown(item.answer, lang),
  }));

export interface TreatmentCard {
  id: TreatmentId;
  title: string;
  description: string;
  /** The short line a phone’s compact list shows instead of the description. */
  summary: string;
  /** The title in parts at its compounds' break points (`Hyphenated`). */
  titleParts: string[];
}

export function treatmentCards(lang: Lang): TreatmentCard[] {
  return memo(`cards:${lang}`, () =>
    treatmentIds.map((id) => ({
      id,
      // The treatment’s one name, as in the menus, the form and the e-mails.
      title: catalogues[lang].treatments[id],
      titleParts: compoundParts(catalogues[lang].treatments[id]),
      description: fillFacts(treatments[id][lang].card.description),
      summary: treatmentSummaries[id][lang],
    })),
  );
}

export function legalTexts(lang: Lang) {
  return memo(`legal:${lang}`, () => ({
    terms: renderMarkdown(terms[lang].body, lang),
    privacy: renderMarkdown(privacy[lang].body, lang),
  }));
}

export function treatmentPage(id: TreatmentId, lang: Lang) {
  return memo(`treatment:${id}:${lang}`, () => {
    const content = treatments[id][lang];
    // Its blocks from its text (notes, cards); the sections' headings carry ids, and the page lists
    // them as jump links ("Op deze pagina").
    const body = withHeadingIds(treatmentBlocks(renderMarkdown(content.body, lang)));
    return {
      id,
      meta: metaOf(content.meta),
      title: fillFacts(content.title),
      // Title and name at their compounds' break points (`Hyphenated`).
      titleParts: compoundParts(fillFacts(content.title)),
      nameParts: compoundParts(catalogues[lang].treatments[id]),
      lead: fillFacts(content.lead),
      facts: content.facts.map((fact) => ({
        label: fillFacts(fact.label),
        valueHtml: renderInlineMarkdown(fact.value, lang),
      })),
      bodyHtml: body.html,
      toc: body.toc.map((entry) => ({ ...entry, parts: compoundParts(entry.text) })),
      faq: renderFaq(content.faq, lang),
      cta: {
        title: fillFacts(content.cta.title),
        textHtml: renderInlineMarkdown(content.cta.text, lang),
      },
      related: treatmentCards(lang).filter((card) => relatedTreatments(id).includes(card.id)),
      dentists: treatmentDentists(id, lang),
      review: treatmentReview(id, lang),
    };
  });
}

/**
 * Who will treat you, under a treatment page's heading: the dentist who does it with their role
 * and years, or both ("Murat Kaya of Elif Aydın") with the languages they share. Written here, so
 * the page needs no list formatter.
 */
function treatmentDentists(id: TreatmentId, lang: Lang) {
  const members = teamMembers.filter((member) => member.treatments.includes(id));
  // British lists in English (no serial comma: decision 0090).
  const locale = languageInfo[lang].formatLocale;
  const [only] = members;
  const names = catalogues[lang].languageNames;
  return {
    members: members.map(({ id, name }) => ({ id, name })),
    names: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
      members.map((member) => member.name),
    ),
    // One or two short lines under the names.
    details:
      members.length === 1 && only
        ? [
            only.text[lang].role,
            format(team[lang].experienceLabel, { years: only.experienceYears }),
          ]
        : [
            format(catalogues[lang].common.whoTreatsYou.bothSpeak, {
              languages: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                languagesSpokenFirst(lang).map((code) => names[code]),
              ),
            }),
          ],
  };
}

/** A patient's review of this treatment, in this language, if one speaks of it (sample reviews). */
function treatmentReview(id: TreatmentId, lang: Lang) {
  const testimonial = testimonials[lang].find((item) => item.treatments.includes(id));
  if (!testimonial) return null;
  return {
    testimonial: testimonialView(testimonial, lang),
    verification: splitVerification(reviewVerification[lang]),
  };
}

/** Dates and numbers written here, on the server (no Intl formatters while hydrating). */
function testimonialView(testimonial: Testimonial, lang: Lang) {
  return {
    ...testimonial,
    dateLabel: formatDate(testimonial.datePublished, lang),
    ratingLabel: format(catalogues[lang].common.rating, {
      rating: new Intl.NumberFormat(languageInfo[lang].bcp47).format(testimonial.rating),
    }),
  };
}

/** "How we check reviews: we only …" → a disclosure’s summary and its text. */
function splitVerification(text: string): { title: string; text: string } {
  const colon = text.indexOf(': ');
  if (colon < 0) return { title: text, text: '' };
  const rest = text.slice(colon + 2);
  return { title: text.slice(0, colon), text: rest.charAt(0).toUpperCase() + rest.slice(1) };
}

export function homePage(lang: Lang) {
  return memo(`home:${lang}`, () => {
    const content = home[lang];
    return {
      meta: metaOf(content.meta),
      hero: {
        ...content.hero,
        title: fillFacts(content.hero.title),
        lead: fillFacts(content.hero.lead),
      },
      testimonials: {
        ...content.testimonials,
        verification: splitVerification(reviewVerification[lang]),
        // Dates and numbers are written here, on the server: the browser shows them as they are
        // (creating Intl formatters while hydrating costs tens of milliseconds on a phone).
        items: testimonials[lang].map((testimonial) => testimonialView(testimonial, lang)),
      },
      features: {
        title: fillFacts(content.features.title),
        items: content.features.items.map((item) => ({
          figure: fillFacts(item.figure),
          title: fillFacts(item.title),
          text: fillFactsIn(item.text, lang),
          ...(item.link ? { link: item.link } : {}),
        })),
      },
      appointment: {
        title: fillFacts(content.appointment.title),
        leadHtml: renderInlineMarkdown(content.appointment.lead, lang),
      },
      faq: { title: content.faq.title, items: renderFaq(content.faq.items, lang) },
      treatments: content.treatments,
    };
  });
}

export function servicesPage(lang: Lang) {
  return memo(`services:${lang}`, () => {
    const content = services[lang];
    return {
      meta: metaOf(content.meta),
      title: fillFacts(content.title),
      lead: fillFacts(content.lead),
      startHere: content.startHere,
      cta: {
        title: fillFacts(content.cta.title),
        textHtml: renderInlineMarkdown(content.cta.text, lang),
      },
      cards: treatmentCards(lang),
    };
  });
}

/** Years of experience of the whole team: one sum for the clinic's figure and the summary cards. */
const teamYears = teamMembers.reduce((sum, member) => sum + member.experienceYears, 0);

/**
 * The dentists at a glance, as the home page's card says it: who they are, how long they have
 * practised, the languages they speak and their registration. The team and blog pages' summary
 * cards, and the clinic page's faces.
 */
function dentistsAtAGlance(lang: Lang) {
  const locale = languageInfo[lang].formatLocale;
  const languageNames = catalogues[lang].languageNames;
  const card = home[lang].hero.card;
  return {
    title: card.title,
    members: teamMembers.map(({ id, name }) => ({ id, name })),
    names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
      teamMembers.map((member) => member.name),
    ),
    experience: `${teamMembers.length} ${format(ourClinic[lang].glance.dentists, { years: teamYears })}`,
    languages: format(catalogues[lang].common.whoTreatsYou.bothSpeak, {
      languages: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
        languagesSpokenFirst(lang).map((code) => languageNames[code]),
      ),
    }),
    credentials: card.credentials,
  };
}

export function teamPage(lang: Lang) {
  return memo(`team:${lang}`, () => {
    const content = team[lang];
    return {
      meta: metaOf(content.meta),
      title: fillFacts(content.title),
      lead: fillFacts(content.lead),
      languagesLabel: content.languagesLabel,
      treatmentsLabel: content.treatmentsLabel,
      experienceLabel: content.experienceLabel,
      bigLabel: content.bigLabel,
      bigRegistered: content.bigRegistered,
      bigCheck: content.bigCheck,
      glance: dentistsAtAGlance(lang),
      cta: {
        title: fillFacts(content.cta.title),
        textHtml: renderInlineMarkdown(content.cta.text, lang),
      },
      members: teamMembers.map((member) => ({
        id: member.id,
        name: member.name,
        experienceYears: member.experienceYears,
        bigNumber: member.bigNumber ?? null,
        focus: member.focus,
        role: member.text[lang].role,
        bioHtml: renderMarkdown(member.text[lang].bio, lang),
      })),
    };
  });
}

/**
 * The clinic page's four figures: the team, the languages spoken and the open days computed from
 * the facts they stand for, so a changed fact changes its figure; then how soon a request is answered.
 */
function clinicGlance(labels: ClinicContent['glance']) {
  return {
    title: labels.title,
    items: [
      {
        key: 'dentists',
        value: String(teamMembers.length),
        label: format(labels.dentists, { years: teamYears }),
      },
      { key: 'languages', value: String(practice.languagesSpoken.length), label: labels.languages },
      { key: 'days', value: String(openDays.size), label: labels.days },
      // Not the written-estimate rule (from € 250): as a large figure it read like a price (the
      // seventeenth review); the text below states it.
      { key: 'reply', value: labels.reply.value, label: labels.reply.label },
    ],
  };
}

/** An HTML text's first paragraph and the rest. */
function splitLead(html: string): { leadHtml: string; bodyHtml: string } {
  const end = html.indexOf('</p>') + '</p>'.length;
  return { leadHtml: html.slice(0, end).trim(), bodyHtml: html.slice(end).trim() };
}

export function clinicPage(lang: Lang) {
  return memo(`clinic:${lang}`, () => {
    const content = ourClinic[lang];
    const dentists = dentistsAtAGlance(lang);
    const filled = (item: { title: string; text: string }) => ({
      title: fillFacts(item.title),
      text: fillFacts(item.text),
    });
    return {
      meta: metaOf(content.meta),
      hero: {
        ...content.hero,
        title: fillFacts(content.hero.title),
        lead: fillFacts(content.hero.lead),
      },
      about: {
        title: fillFacts(content.about.title),
        // Its first paragraph a lead beside the heading, the rest beside it (round 45, AQ and
        // AR: a heading over a small drawing beside a long text left a white field).
        ...splitLead(renderMarkdown(content.about.body, lang)),
        // The dentists' initials in "what to expect", beside their years.
        dentists: { members: dentists.members },
      },
      features: {
        title: content.features.title,
        items: Object.fromEntries(
          Object.entries(content.features.items).map(([key, item]) => [key, filled(item)]),
        ) as Record<keyof typeof content.features.items, { title: string; text: string }>,
        calmLink: content.features.calmLink,
      },
      hours: { title: content.hours.title },
      glance: clinicGlance(content.glance),
      location: {
        title: content.location.title,
        lead: fillFacts(content.location.lead),
        parking: filled(content.location.parking),
        publicTransport: filled(content.location.publicTransport),
        bicycle: filled(content.location.bicycle),
        access: filled(content.location.access),
      },
    };
  });
}

export function contactPage(lang: Lang) {
  return memo(`contact:${lang}`, () => {
    const content = contact[lang];
    return {
      ...content,
      meta: metaOf(content.meta),
      title: fillFacts(content.title),
      lead: fillFacts(content.lead),
      // HTML: the after-hours service’s number in it is a tap-to-call link.
      entranceCaption: fillFacts(content.entranceCaption),
      // What to bring: the same list as the confirmation e-mail and the patient's page.
      firstVisit: { ...content.firstVisit, items: bringList('general', lang) },
      // The way in for a wheelchair or a pushchair: the clinic page's words (one place).
      access: clinicPage(lang).location.access,
    };
  });
}

export function ratesPage(lang: Lang) {
  return memo(`rates:${lang}`, () => {
    const content = rates[lang];
    // The guidance's sections as jump links, after the tariffs (the twenty-third review: 7,600 px
    // of text on a phone without an index, the page patients open with a question).
    const body = withHeadingIds(renderMarkdown(content.body, lang));
    return {
      meta: metaOf(content.meta),
      title: fillFacts(content.title),
      lead: fillFacts(content.lead),
      bodyHtml: body.html,
      toc: body.toc.map((entry) => ({ ...entry, parts: compoundParts(entry.text) })),
      summary: {
        title: content.summary.title,
        itemsHtml: content.summary.items.map((item) => renderInlineMarkdown(item, lang)),
      },
      tariffs: {
        title: format(content.tariffs.title, { year: String(tariffYear) }),
        source: format(content.tariffs.source, { year: String(tariffYear) }),
        intro: format(content.tariffs.intro, { year: String(tariffYear) }).split('\n\n'),
        more: content.tariffs.more,
        headings: tariffTableHeadings(lang),
        rows: tariffs.map((row) => ({
          code: row.code,
          description: row.description[lang],
          // Breakable at its compounds: at 125 % zoom "Kaakoverzic|htsfoto" broke anywhere (round 37).
          descriptionParts: compoundParts(row.description[lang]),
          amount: formatTariff(row.cents, lang),
        })),
        examples: visitExamplesFor(lang),
        larger: largerTreatmentsFor(lang),
      },
      links: content.links,
      cta: {
        ...content.cta,
        title: fillFacts(content.cta.title),
        textHtml: renderInlineMarkdown(content.cta.text, lang),
      },
    };
  });
}

export interface ArticleSummary {
  id: ArticleId;
  title: string;
  excerpt: string;
  datePublished: string;
  /** The date as the page shows it, e.g. "14 mei 2025". */
  dateLabel: string;
  /** When what it states last changed, and how the page says so ("Bijgewerkt op 3 december 2026"). */
  updated?: { date: string; label: string };
  readMinutes: number;
  author: string;
}

function authorName(article: Article): string {
  const author = teamMembers.find((member) => member.id === article.author);
  if (!author) throw new Error(`Unknown author ${article.author}`);
  return author.name;
}

export function articleSummaries(lang: Lang): ArticleSummary[] {
  return memo(`articles:${lang}`, () =>
    articleIds
      .map((id) => {
        const article = articles[id];
        const text = article.text[lang];
        return {
          id,
          title: fillFacts(text.title),
          excerpt: fillFacts(text.excerpt),
          datePublished: article.datePublished,
          dateLabel: formatDate(article.datePublished, lang),
          ...(article.dateModified && {
            updated: {
              date: article.dateModified,
              label: format(blog[lang].updatedOn, { date: formatDate(article.dateModified, lang) }),
            },
          }),
          readMinutes: article.readMinutes,
          author: authorName(article),
        };
      })
      // Newest first, whatever the page table's order.
      .sort((a, b) => b.datePublished.localeCompare(a.datePublished)),
  );
}

export function blogPage(lang: Lang) {
  return memo(`blog:${lang}`, () => {
    const content = blog[lang];
    const dentists = dentistsAtAGlance(lang);
    return {
      ...content,
      meta: metaOf(content.meta),
      articles: articleSummaries(lang),
      // Who writes: the dentists, their faces and years (the clinic's figure).
      authors: {
        title: content.authorsTitle,
        members: dentists.members,
        names: dentists.names,
        experience: dentists.experience,
      },
      cta: {
        title: content.articleCta.title,
        textHtml: renderInlineMarkdown(content.articleCta.text, lang),
      },
    };
  });
}

export function articlePage(id: ArticleId, lang: Lang) {
  return memo(`article:${id}:${lang}`, () => {
    const article = articles[id];
    const text = article.text[lang];
    const summary = articleSummaries(lang).find((item) => item.id === id);
    if (!summary) throw new Error(`No summary for ${id}`);
    return {
      ...summary,
      meta: metaOf(text.meta),
      keyPoints: text.keyPoints.map(fillFacts),
      bodyHtml: renderMarkdown(text.body, lang),
      labels: {
        by: blog[lang].by,
        backToList: blog[lang].backToList,
        publishedOn: blog[lang].publishedOn,
      },
      // The blog list's closing band, under every article too.
      cta: blogPage(lang).cta,
      related: {
        title: blog[lang].relatedTitle,
        // In the article's order (the treatment it speaks of most first).
        cards: article.related.map((treatment) => {
          const card = treatmentCards(lang).find((item) => item.id === treatment);
          if (!card) throw new Error(`No card for ${treatment}`);
          return card;
        }),
      },
    };
  });
}

/** The practice’s description in a language (its home page’s), for structured data on every page. */
export function siteDescription(lang: Lang): string {
  return fillFacts(home[lang].meta.description);
}

/** "Laatst bijgewerkt: 12 mei 2025", for the terms dialog. */
export function termsUpdatedLabel(lang: Lang): string {
  return format(catalogues[lang].dialog.lastUpdated, { date: formatDate(termsLastUpdated, lang) });
}

/** "Laatst bijgewerkt: 23 november 2026", for the privacy statement’s dialog. */
export function privacyUpdatedLabel(lang: Lang): string {
  return format(catalogues[lang].dialog.lastUpdated, {
    date: formatDate(privacyLastUpdated, lang),
  });
}
