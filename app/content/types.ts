/**
 * Shapes of the site’s written content. Every content module is a `Localized<…>`, so a page missing
 * in one language fails the typecheck. Long text is Markdown (`##` heading, `###` sub-heading,
 * `**bold**`, lists, links), rendered on the server by `marked`.
 */

import type { Lang } from '../i18n/languages';
import type { PageId, TreatmentId } from '../i18n/pages';

export type Localized<T> = Record<Lang, T>;

/** Search metadata of a page in one language (issue 4). */
export interface PageMeta {
  /** The <title> without the practice name (the site appends it); unique within the language, at most 45 characters. */
  title: string;
  /** The meta description; about 140–160 characters. */
  description: string;
  /** Comma-separated keywords. */
  keywords: string;
}

export interface QuestionAnswer {
  question: string;
  /** Markdown, usually one or two short paragraphs. */
  answer: string;
}

export interface TitledText {
  title: string;
  text: string;
}

/** One treatment page in one language. */
export interface TreatmentContent {
  meta: PageMeta;
  /** The card on the services overview and the home page. */
  card: { title: string; description: string };
  /** The page’s <h1>. */
  title: string;
  /** One or two sentences under the heading. */
  lead: string;
  /** Three to five key facts shown in a highlight box, e.g. { label: 'Duur', value: '30–60 minuten' }. */
  facts: { label: string; value: string }[];
  /**
   * The body in Markdown, with these `##` sections in this order: what it is; who it is for; what
   * happens, step by step (an ordered list); duration and aftercare; costs and insurance.
   */
  body: string;
  /** Three or four questions patients ask about this treatment. */
  faq: QuestionAnswer[];
  /** The closing call to book. */
  cta: TitledText;
}

export interface HomeContent {
  meta: PageMeta;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    secondaryCta: string;
    /**
     * Beside the heading on a wide screen until the practice's photo: who will treat you, when
     * and where (decision 0106).
     */
    card: {
      title: string;
      credentials: string;
      teamLink: string;
      parking: string;
    };
  };
  testimonials: { title: string; lead: string };
  /**
   * Why patients choose us, right after the hero: new patients welcome and what a first visit
   * costs, the languages, children, calm care; each with its line icon (from the sprite). `{…}`
   * facts are filled.
   */
  features: {
    title: string;
    /**
     * Each promise led by a short fact in the headings' face ("Elke verzekeraar", "Drie talen"),
     * which its text spells out. A feature may lead on to the page that spells it out (calm care:
     * the anxiety article).
     */
    items: (TitledText & { figure: string; link?: { page: PageId; text: string } })[];
  };
  appointment: { title: string; lead: string };
  faq: { title: string; items: QuestionAnswer[] };
  treatments: { title: string; lead: string };
}

export interface Testimonial {
  author: string;
  text: string;
  rating: 5 | 4.5;
  /** ISO date, YYYY-MM-DD. */
  datePublished: string;
  /** The treatment pages this review speaks of: the first such review stands on their page. */
  treatments: readonly TreatmentId[];
}

export interface ServicesContent {
  meta: PageMeta;
  title: string;
  lead: string;
  /**
   * Beside the heading on a wide screen: where a patient who does not know the name of a
   * treatment begins. Each way is a question and the link that answers it.
   */
  startHere: {
    title: string;
    ways: Record<
      'emergency' | 'checkup' | 'dental-anxiety' | 'dentures' | 'pediatric' | 'rates',
      { question: string; link: string }
    >;
  };
  cta: TitledText;
}

export interface TeamMemberText {
  role: string;
  /** Markdown, two or three short paragraphs. */
  bio: string;
}

export interface TeamContent {
  meta: PageMeta;
  title: string;
  lead: string;
  languagesLabel: string;
  /** Above the treatments a dentist focuses on (links to their pages). */
  treatmentsLabel: string;
  experienceLabel: string;
  /** "BIG-nummer {number}": the dentist’s registration in the Dutch register (Wet BIG). */
  bigLabel: string;
  /** The same without a number (until the practice fills in its dentists' numbers). */
  bigRegistered: string;
  /** The link to the public BIG register, where a patient can check the registration. */
  bigCheck: string;
  cta: TitledText;
}

export type ClinicFeatureKey =
  'modern' | 'expert' | 'multilingual' | 'saturday' | 'convenient' | 'care';

export interface ClinicContent {
  meta: PageMeta;
  hero: { title: string; lead: string };
  about: { title: string; body: string };
  features: {
    title: string;
    items: Record<ClinicFeatureKey, TitledText>;
    /** Calm care leads on to the anxiety page, as the home page's reason does. */
    calmLink: string;
  };
  hours: { title: string };
  /**
   * The practice in four figures, beside the heading until the practice's photo (decision 0106):
   * each label follows its figure, computed from the practice facts (the reply's figure is
   * written in the texts, with the form's promise it repeats).
   */
  glance: {
    title: string;
    /** {years}: the dentists' years of experience added up. */
    dentists: string;
    languages: string;
    days: string;
    /** How soon an appointment request is answered (the form's promise): its figure and words. */
    reply: { value: string; label: string };
  };
  location: {
    title: string;
    lead: string;
    parking: TitledText;
    publicTransport: TitledText;
    bicycle: TitledText;
    /**
     * For a wheelchair, a walker or a pushchair: until the practice states its entrance's facts
     * (step-free, lift, floor), the way to ask, never a guess (round 32, T; round 31, R).
     */
    access: TitledText;
  };
}

export interface ContactContent {
  meta: PageMeta;
  title: string;
  lead: string;
  addressTitle: string;
  hoursTitle: string;
  phoneTitle: string;
  emailTitle: string;
  map: {
    title: string;
    /** How to get here, shown where the map will appear until it is loaded. */
    routes: { tram: string; car: string; bike: string };
    /** Why the map is not loaded yet: it comes from OpenStreetMap once asked for. */
    notice: string;
    show: string;
    /**
     * The link to directions to the practice in a maps service (opened only when tapped, in a
     * new tab; on a phone the maps app takes it over), and which service it opens.
     */
    directions: string;
    directionsVia: string;
    iframeTitle: string;
  };
  entranceCaption: string;
  /** What to bring to a first visit (the home page's question on registering says the same). */
  firstVisit: { title: string; lead: string };
}

export interface RatesContent {
  meta: PageMeta;
  title: string;
  lead: string;
  /** Markdown guidance on tariffs, insurance, estimates and payment. */
  body: string;
  /** What a parent or an adult most wants to know, first (inline Markdown per item). */
  summary: { title: string; items: [string, string, string, string] };
  /** The tariff table’s heading ({year}), introduction and the article link (the estimate rule is in the summary). */
  tariffs: {
    title: string;
    /** The table’s source and year, under the question (the year left the heading). */
    source: string;
    /** Paragraphs separated by a blank line. */
    intro: string;
    more: string;
  };
  links: {
    title: string;
    /** Above the practice's call at the end of the aside that stays in view beside the text. */
    call: string;
    nza: { label: string; description: string };
    knmt: { label: string; description: string };
  };
  cta: TitledText & { button: string };
}

export interface BlogContent {
  meta: PageMeta;
  title: string;
  lead: string;
  by: string;
  backToList: string;
  publishedOn: string;
  /** "Bijgewerkt op {date}": an article whose figures were brought up to date since it appeared. */
  updatedOn: string;
  /** The band under every article: what to do next (book, call). Markdown with {phone}. */
  articleCta: TitledText;
  /** The heading of the treatments an article speaks of, under it. */
  relatedTitle: string;
  /** Beside the list's heading on a wide screen: who writes the articles (the dentists). */
  authorsTitle: string;
}

export interface ArticleText {
  meta: PageMeta;
  title: string;
  /** Three sentences a hurried reader takes away, in a box above the text (the tenth review). */
  keyPoints: readonly [string, string, string];
  excerpt: string;
  /** Markdown. Article 3 contains the fee table. */
  body: string;
}

/** A legal text (terms, privacy statement) in Markdown. */
export interface LegalText {
  body: string;
}

export type TeamMemberId = 'murat-kaya' | 'elif-aydin';

export interface TeamMember {
  id: TeamMemberId;
  name: string;
  experienceYears: number;
  /**
   * The BIG number (11 digits; a dentist’s ends in 02), shown on the team page when filled in.
   * The sample dentists have none: an invented number could be a real practitioner’s
   * (decision 0068); the practice adds its dentists' own.
   */
  bigNumber?: string;
  /**
   * The treatments this dentist carries out: the treatment page names who will treat you. A
   * treatment both dentists do lists both.
   */
  treatments: readonly TreatmentId[];
  /**
   * What the team page lists under the dentist's name: four of those treatments, the ones the
   * biography is about (round 27: seven to nine links on a phone were noise, not a focus).
   */
  focus: readonly [TreatmentId, TreatmentId, TreatmentId, TreatmentId];
  text: Localized<TeamMemberText>;
}

export interface Article {
  /** ISO date, YYYY-MM-DD. */
  datePublished: string;
  /**
   * ISO date of the last change to what the article states (the dental-costs article's tariffs,
   * brought to a new year): shown beside the date it appeared, and in its structured data.
   */
  dateModified?: string;
  readMinutes: number;
  author: TeamMemberId;
  /** The treatments the article speaks of, listed under it: a reader's next step on the site. */
  related: readonly [TreatmentId, TreatmentId, TreatmentId];
  text: Localized<ArticleText>;
}
