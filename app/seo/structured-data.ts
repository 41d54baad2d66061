/**
 * JSON-LD for search engines, built from the same facts the pages show (the opening hours, phone
 * and address come from content/practice.ts, so the markup can never disagree with the page).
 */
import { practice, type OpeningPeriod } from '~/content/practice';
import type { Testimonial } from '~/content/types';
import { languageInfo, type Lang } from '~/i18n/languages';
import { icons, shareImage } from '~/images/icons';
import { pathFor } from '~/i18n/pages';

type JsonLd = Record<string, unknown>;

export const dentistId = (origin: string) => `${origin}/#dentist`;

/** The practice's logo (the 512 px icon), as the Dentist markup and an article's publisher give it. */
export const practiceLogo = (origin: string) => origin + icons.icon512;

export function openingHoursSpecification(
  periods: readonly OpeningPeriod[] = practice.openingHours,
) {
  return periods.map((period) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: period.days.map((day) => `https://schema.org/${day}`),
    opens: period.opens,
    closes: period.closes,
  }));
}

/** Average of the ratings shown, to one decimal: computed, never typed in. */
export function aggregateRating(reviews: readonly Testimonial[]) {
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round((total / reviews.length) * 10) / 10,
    reviewCount: reviews.length,
    bestRating: 5,
    worstRating: 1,
  };
}

export function dentist(options: {
  origin: string;
  lang: Lang;
  description: string;
  image: string;
  logo: string;
  reviews?: readonly Testimonial[];
}): JsonLd {
  const { origin, lang } = options;
  const data: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': dentistId(origin),
    name: practice.name,
    legalName: practice.legalName,
    description: options.description,
    url: origin + pathFor('home', lang),
    image: options.image,
    logo: options.logo,
    telephone: practice.phone.e164,
    email: practice.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: practice.address.street,
      postalCode: practice.address.postalCode,
      addressLocality: practice.address.city,
      addressRegion: practice.address.region,
      addressCountry: practice.address.countryCode,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: practice.geo.latitude,
      longitude: practice.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(),
    paymentAccepted: practice.paymentAccepted.join(', '),
    currenciesAccepted: practice.currenciesAccepted,
    priceRange: practice.priceRange,
    sameAs: practice.social.map((profile) => profile.url),
    knowsLanguage: practice.languagesSpoken.map((code) => languageInfo[code].bcp47),
    areaServed: practice.areaServed.map((name) => ({ '@type': 'Place', name })),
    isAcceptingNewPatients: true,
    medicalSpecialty: 'https://schema.org/Dentistry',
  };
  if (options.reviews?.length) {
    data.review = options.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author },
      datePublished: review.datePublished,
      reviewBody: review.text,
      inLanguage: languageInfo[lang].bcp47,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    }));
    data.aggregateRating = aggregateRating(options.reviews);
  }
  return data;
}

/**
 * The practice's markup as every page carries it (the home page's with its reviews). Built by the
 * loaders, on the server: the metadata only places it, so none of this module ships to browsers.
 */
export function practiceMarkup(
  origin: string,
  lang: Lang,
  description: string,
  reviews?: readonly Testimonial[],
): JsonLd {
  return dentist({
    origin,
    lang,
    description,
    image: origin + shareImage.src,
    logo: practiceLogo(origin),
    reviews,
  });
}

export function breadcrumbs(items: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function service(options: {
  origin: string;
  lang: Lang;
  name: string;
  description: string;
  url: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: options.name,
    serviceType: options.name,
    description: options.description,
    url: options.url,
    // No inLanguage: schema.org defines it for creative works and actions, not for a Service; the
    // page's language is in its <html lang> and hreflang links.
    provider: { '@id': dentistId(options.origin) },
    areaServed: { '@type': 'City', name: practice.address.city },
  };
}

export function blogPosting(options: {
  origin: string;
  lang: Lang;
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  dateModified: string;
  author: string;
}): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: options.headline,
    description: options.description,
    url: options.url,
    mainEntityOfPage: options.url,
    image: options.image,
    datePublished: options.datePublished,
    dateModified: options.dateModified,
    inLanguage: languageInfo[options.lang].bcp47,
    author: { '@type': 'Person', name: options.author },
    // Named in full, not only by @id: Google's article checks read the publisher's name and logo
    // here and do not follow the reference to the Dentist markup.
    publisher: {
      '@type': 'Dentist',
      '@id': dentistId(options.origin),
      name: practice.name,
      logo: { '@type': 'ImageObject', url: practiceLogo(options.origin) },
    },
  };
}

/** Elements that separate words; the tags of any other (a link, emphasis) stand inside a sentence. */
const blockTags =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|table|tr|td|th|blockquote|section|article|dd|dt|dl)\b[^>]*>/gi;

/**
 * Plain text of rendered HTML (answers in FAQ markup are text, not markup). Inline tags vanish
 * without a trace, so 'bel <a>020 123 45 67</a>.' stays 'bel 020 123 45 67.'.
 */
export function htmlToText(html: string): string {
  return html
    .replace(blockTags, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function faqPage(items: { question: string; answerHtml: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answerHtml) },
    })),
  };
}
