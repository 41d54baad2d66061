import { describe, expect, test } from 'vitest';
import { practice } from '~/content/practice';
import { testimonials } from '~/content/testimonials';
import { sitePages } from '~/i18n/pages';
import { webManifest } from './manifest';
import { seoMeta, type PageSeo } from './meta';
import { robotsTxt, sitemapXml } from './sitemap.server';
import {
  aggregateRating,
  dentist,
  faqPage,
  htmlToText,
  openingHoursSpecification,
  practiceMarkup,
} from './structured-data';

const origin = 'https://tandarts.example';
const site = {
  origin,
  description: 'Beschrijving',
  practice: practiceMarkup(origin, 'en', 'Beschrijving'),
};
type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.filter((tag) => tag[key] === value);
const content = (tags: Tag[], key: string, value: string) => find(tags, key, value)[0]?.content;

describe('seoMeta', () => {
  const page: PageSeo = {
    lang: 'en',
    page: 'implants',
    title: 'Dental implants in Amstelveen',
    description: 'A fixed solution for missing teeth.',
    keywords: 'dental implants, Amstelveen',
  };
  const tags = seoMeta(page, site) as Tag[];

  test('title with the practice name, description, keywords, robots', () => {
    expect(tags).toContainEqual({
      title: 'Dental implants in Amstelveen | Tandartspraktijk Stadshart',
    });
    expect(content(tags, 'name', 'description')).toBe(page.description);
    expect(content(tags, 'name', 'keywords')).toBe(page.keywords);
    expect(content(tags, 'name', 'robots')).toBe('index, follow');
  });

  test('canonical = origin + path; alternates for every language and x-default (Dutch)', () => {
    const links = tags.filter((tag) => tag.tagName === 'link');
    expect(links).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://tandarts.example/en/dental-implants-amstelveen',
    });
    const alternates = links.filter((tag) => tag.rel === 'alternate');
    expect(alternates.map((tag) => [tag.hrefLang, tag.href])).toEqual([
      ['nl', 'https://tandarts.example/implantaten'],
      ['en', 'https://tandarts.example/en/dental-implants-amstelveen'],
      ['tr', 'https://tandarts.example/tr/dis-implantlari-amstelveen'],
      ['x-default', 'https://tandarts.example/implantaten'],
    ]);
  });

  test('Open Graph with locale and alternates, and a Twitter card', () => {
    expect(content(tags, 'property', 'og:locale')).toBe('en_US');
    expect(find(tags, 'property', 'og:locale:alternate').map((tag) => tag.content)).toEqual([
      'nl_NL',
      'tr_TR',
    ]);
    expect(content(tags, 'property', 'og:url')).toBe(
      'https://tandarts.example/en/dental-implants-amstelveen',
    );
    expect(content(tags, 'property', 'og:image')).toMatch(
      /^https:\/\/tandarts\.example\/.*og-image/,
    );
    expect(content(tags, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'name', 'twitter:title')).toBe(
      'Dental implants in Amstelveen | Tandartspraktijk Stadshart',
    );
  });

  test('the not-found page: no canonical, not indexed', () => {
    const notFound = seoMeta(
      { lang: 'tr', title: '404 Sayfa bulunamadı', description: 'x' },
      site,
    ) as Tag[];
    expect(content(notFound, 'name', 'robots')).toBe('noindex, follow');
    expect(notFound.some((tag) => tag.rel === 'canonical' || tag.rel === 'alternate')).toBe(false);
  });

  test('every page carries the Dentist markup; reviews only where given', () => {
    const ld = tags
      .filter((tag) => 'script:ld+json' in tag)
      .map((tag) => tag['script:ld+json'] as Tag);
    expect(ld[0]?.['@type']).toBe('Dentist');
    expect(ld[0]?.aggregateRating).toBeUndefined();
    const home = seoMeta(
      {
        ...page,
        page: 'home',
        practice: practiceMarkup(origin, 'en', site.description, testimonials.en),
      },
      site,
    ) as Tag[];
    const homeLd = home.find((tag) => 'script:ld+json' in tag)?.['script:ld+json'] as Tag;
    expect(homeLd.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(homeLd.review).toHaveLength(3);
  });
});

describe('structured data', () => {
  const data = dentist({
    origin: site.origin,
    lang: 'tr',
    description: 'Türkçe',
    image: 'i',
    logo: 'l',
  });

  test('the Dentist has every fact, from the practice module', () => {
    expect(data).toMatchObject({
      '@type': 'Dentist',
      name: practice.name,
      description: 'Türkçe',
      url: 'https://tandarts.example/tr',
      telephone: practice.phone.e164,
      email: practice.email,
      address: {
        streetAddress: practice.address.street,
        postalCode: practice.address.postalCode,
        addressLocality: 'Amstelveen',
        addressCountry: 'NL',
      },
      geo: { latitude: practice.geo.latitude, longitude: practice.geo.longitude },
      paymentAccepted: 'Cash, Credit Card, Insurance',
      currenciesAccepted: 'EUR',
      priceRange: '€€',
      knowsLanguage: ['nl-NL', 'en-US', 'tr-TR'],
    });
    expect(data.sameAs).toHaveLength(4);
    expect(data.areaServed).toEqual(
      expect.arrayContaining([{ '@type': 'Place', name: 'Amstelveen' }]),
    );
  });

  test('opening hours are generated from the hours the pages show: 8–18 weekdays, 9–14 Saturday', () => {
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Saturday'],
        opens: '09:00',
        closes: '14:00',
      },
    ]);
  });

  test('the rating is the average of the reviews shown, never a typed-in figure', () => {
    expect(aggregateRating([{ rating: 5 }, { rating: 4.5 }] as never).ratingValue).toBe(4.8);
    expect(
      aggregateRating([{ rating: 5 }, { rating: 5 }, { rating: 4.5 }] as never).ratingValue,
    ).toBe(4.8);
    for (const lang of ['nl', 'en', 'tr'] as const) {
      expect(testimonials[lang].map((t) => t.rating)).toEqual([5, 5, 4.5]);
    }
  });

  test('FAQ answers are plain text, with no space where a link ended', () => {
    const faq = faqPage([
      { question: 'Q?', answerHtml: '<p>Bel <a href="tel:1">020 &amp; co</a>.</p>' },
    ]);
    expect(faq.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Q?',
        acceptedAnswer: { '@type': 'Answer', text: 'Bel 020 & co.' },
      },
    ]);
    expect(htmlToText('<h2>A</h2><p>b&lt;c</p>')).toBe('A b<c');
    expect(
      htmlToText('<p>Een <strong>spoedtandarts</strong>, <em>direct</em>!</p><p>Ja.</p>'),
    ).toBe('Een spoedtandarts, direct! Ja.');
    expect(htmlToText('<ul><li>een</li><li>twee</li></ul>regel<br>regel')).toBe(
      'een twee regel regel',
    );
  });
});

describe('sitemap and robots', () => {
  const xml = sitemapXml('https://tandarts.example', '2026-11-22');

  test('lists every page of the site, each with its alternates and x-default', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(sitePages.length);
    expect(new Set(locs).size).toBe(sitePages.length);
    expect(locs).toContain('https://tandarts.example/tr/dis-implantlari-amstelveen');
    expect(locs).toContain('https://tandarts.example/en/blog/dental-costs-netherlands');
    const entries = xml.split('<url>').slice(1);
    for (const entry of entries) {
      expect(entry.match(/xhtml:link rel="alternate"/g)).toHaveLength(4);
      expect(entry).toContain('hreflang="x-default"');
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    }
    const implants = entries.find((entry) =>
      entry.includes('<loc>https://tandarts.example/implantaten</loc>'),
    );
    expect(implants).toContain(
      'hreflang="en" href="https://tandarts.example/en/dental-implants-amstelveen"',
    );
    // Articles carry the date they last changed: the costs article, its tariffs brought to 2026.
    const costs = entries.find((entry) => entry.includes('dental-costs-netherlands</loc>'));
    expect(costs).toContain('<lastmod>2026-12-03</lastmod>');
    const visits = entries.find((entry) => entry.includes('/en/blog/regular-dental-visits<'));
    expect(visits).toContain('<lastmod>2025-05-14</lastmod>');
  });

  test('robots.txt allows the site and points at the sitemap', () => {
    expect(robotsTxt('https://tandarts.example')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /beheer\n\nSitemap: https://tandarts.example/sitemap.xml\n',
    );
  });
});

describe('web manifests', () => {
  test.each([
    ['nl', '/', 'nl-NL'],
    ['en', '/en', 'en-US'],
    ['tr', '/tr', 'tr-TR'],
  ] as const)('%s starts at %s, with 192, 512 and maskable icons', (lang, start, bcp47) => {
    const manifest = webManifest(lang);
    expect(manifest).toMatchObject({
      start_url: start,
      lang: bcp47,
      name: practice.name,
      short_name: 'Stadshart',
    });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });
});
