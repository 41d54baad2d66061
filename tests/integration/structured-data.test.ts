/**
 * The structured data the site writes, through two validators nobody here wrote (see
 * tests/support/structured-data.ts); and proof that they catch what they are trusted to catch.
 * Every real page goes through them as well, in tests/e2e/structured-data.spec.ts.
 */
import { describe, expect, test } from 'vitest';
import { testimonials } from '~/content/testimonials';
import {
  blogPosting,
  breadcrumbs,
  dentist,
  faqPage,
  practiceLogo,
  service,
} from '~/seo/structured-data';
import { structuredDataIssues } from '../support/structured-data';

const origin = 'https://tandarts.example';
const page = (...blocks: unknown[]) =>
  `<!doctype html><html lang="en"><head>${blocks
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
    .join('')}</head><body></body></html>`;

const practiceMarkup = dentist({
  origin,
  lang: 'en',
  description: 'A dental practice in Amstelveen.',
  image: `${origin}/share.png`,
  logo: `${origin}/icon-512.png`,
  reviews: testimonials.en,
});

describe('the validators catch the defects they are here for', () => {
  test('a property schema.org does not define for the type: a warning', async () => {
    const issues = await structuredDataIssues(
      page({ '@context': 'https://schema.org', '@type': 'Service', name: 'x', inLanguage: 'en' }),
    );
    expect(issues.join('\n')).toMatch(/WARNING Property "inLanguage" for type "Service"/);
  });

  test('an unknown type: an error', async () => {
    const issues = await structuredDataIssues(
      page({ '@context': 'https://schema.org', '@type': 'Dentistt', name: 'x' }),
    );
    expect(issues.join('\n')).toMatch(/ERROR Type "Dentistt" is not a valid schema.org type/);
  });

  test('an article whose publisher is only a reference: Google errors', async () => {
    const article = blogPosting({
      origin,
      lang: 'en',
      headline: 'h',
      description: 'd',
      url: `${origin}/en/blog/a`,
      image: `${origin}/a.png`,
      datePublished: '2025-03-19',
      dateModified: '2025-03-19',
      author: 'A',
    });
    const issues = await structuredDataIssues(
      page({ ...article, publisher: { '@id': `${origin}/#dentist` } }),
    );
    expect(issues).toContain('ERROR Google: BlogPosting[0].publisher.name');
    expect(issues).toContain('ERROR Google: BlogPosting[0].publisher.logo.url');
  });
});

describe("the site's structured data: no error, no warning", () => {
  test('the practice, with reviews and rating, and the FAQ (home page)', async () => {
    const faq = faqPage([
      { question: 'Q?', answerHtml: '<p>Call <a href="tel:+31201234567">020 123 45 67</a>.</p>' },
    ]);
    expect(await structuredDataIssues(page(practiceMarkup, faq))).toEqual([]);
  });

  test('a treatment: the service and its breadcrumb trail', async () => {
    const markup = [
      practiceMarkup,
      service({
        origin,
        lang: 'en',
        name: 'Dental implants',
        description: 'A fixed solution for missing teeth.',
        url: `${origin}/en/dental-implants-amstelveen`,
      }),
      breadcrumbs([
        { name: 'Home', url: `${origin}/en` },
        { name: 'Services', url: `${origin}/en/services` },
        { name: 'Dental implants', url: `${origin}/en/dental-implants-amstelveen` },
      ]),
    ];
    expect(await structuredDataIssues(page(...markup))).toEqual([]);
  });

  test('a blog article, its publisher named with a logo', async () => {
    const article = blogPosting({
      origin,
      lang: 'en',
      headline: 'What does the dentist cost in the Netherlands?',
      description: 'd',
      url: `${origin}/en/blog/dental-costs-netherlands`,
      image: `${origin}/a.png`,
      datePublished: '2025-03-19',
      dateModified: '2026-12-03',
      author: 'Murat Kaya',
    });
    expect(article).toMatchObject({ datePublished: '2025-03-19', dateModified: '2026-12-03' });
    expect(article.publisher).toMatchObject({
      '@id': `${origin}/#dentist`,
      name: 'Tandartspraktijk Stadshart',
      logo: {
        '@type': 'ImageObject',
        url: practiceLogo(origin),
      },
    });
    // Vitest does not run the image pipeline, so the icon's address is a data: URL here; the built
    // pages, with the real one, go through the validators in tests/e2e/structured-data.spec.ts.
    const publisher = article.publisher as Record<string, unknown>;
    const built = {
      ...article,
      publisher: { ...publisher, logo: { '@type': 'ImageObject', url: `${origin}/icon-512.png` } },
    };
    expect(await structuredDataIssues(page(practiceMarkup, built))).toEqual([]);
  });
});
