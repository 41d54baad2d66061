/**
 * What search engines and sharing see, in the server-rendered HTML of every page: metadata,
 * canonical and reciprocal hreflang links, Open Graph, structured data (matching the facts the
 * contact page shows), the sitemap, robots.txt, manifests and icons. The manifest link alone is
 * added after hydration (docs/decisions/0011).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { languageInfo, languages } from '~/i18n/languages';
import { pathFor, sitePages, type SitePage } from '~/i18n/pages';
import { homePage } from '~/content/site.server';
import { builtOrigin } from '../../playwright.config';
import { chooseLanguage, gotoHydrated } from './support';

test.skip(({ isMobile }) => isMobile, 'the HTML head does not depend on the screen');

type Json = Record<string, unknown>;

async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const { document } = new JSDOM(await response.text()).window;
  const meta = (selector: string): string | undefined =>
    document.querySelector(selector)?.getAttribute('content') ?? undefined;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent) as Json,
  );
  return { document, meta, jsonLd };
}

function expectedAlternates(page: SitePage): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const lang of languages) alternates[lang] = builtOrigin + pathFor(page.id, lang);
  alternates['x-default'] = builtOrigin + pathFor(page.id, 'nl');
  return alternates;
}

test('every page: metadata, canonical, hreflang, Open Graph, Twitter, structured data', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const alternatesByUrl = new Map<string, Record<string, string>>();
  for (const page of sitePages) {
    const { document, meta, jsonLd } = await headOf(request, page.path);
    const where = page.path;
    const url = builtOrigin + page.path;

    expect(document.documentElement.lang, where).toBe(page.lang);
    expect(meta('meta[name="description"]')?.length, where).toBeGreaterThan(50);
    expect(meta('meta[name="keywords"]'), where).toBeTruthy();
    expect(meta('meta[name="robots"]'), where).toBe('index, follow');
    expect(meta('meta[name="viewport"]'), where).toContain('maximum-scale=5');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href'), where).toBe(url);

    const alternates = Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ) as Record<string, string>;
    expect(alternates, where).toEqual(expectedAlternates(page));
    alternatesByUrl.set(url, alternates);

    expect(meta('meta[property="og:title"]'), where).toBe(document.title);
    expect(meta('meta[property="og:description"]'), where).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:url"]'), where).toBe(url);
    expect(meta('meta[property="og:image"]'), where).toMatch(
      new RegExp(`^${builtOrigin}/assets/og-image-.+\\.png$`),
    );
    expect(meta('meta[property="og:locale"]'), where).toBe(languageInfo[page.lang].ogLocale);
    expect(
      [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) =>
        m.getAttribute('content'),
      ),
      where,
    ).toEqual(languages.filter((l) => l !== page.lang).map((l) => languageInfo[l].ogLocale));
    expect(meta('meta[name="twitter:card"]'), where).toBe('summary_large_image');
    // Linked once the page is interactive (docs/decisions/0011; see the test below).
    expect(document.querySelector('link[rel="manifest"]'), where).toBeNull();

    const types = jsonLd.map((block) => block['@type']);
    expect(types[0], where).toBe('Dentist');
    expect(jsonLd[0]?.description, where).toBe(homePage(page.lang).meta.description);
    if (page.id === 'home') expect(types, where).toEqual(['Dentist', 'FAQPage']);
    else if (page.path.includes('/blog/')) expect(types, where).toEqual(['Dentist', 'BlogPosting']);
    else if (['services', 'team', 'our-clinic', 'contact', 'rates', 'blog'].includes(page.id)) {
      expect(types, where).toEqual(['Dentist']);
    } else expect(types, where).toEqual(['Dentist', 'Service', 'BreadcrumbList']);
  }

  // Reciprocal: every page a page names as its translation names it back.
  for (const [url, alternates] of alternatesByUrl) {
    for (const [lang, target] of Object.entries(alternates)) {
      if (lang === 'x-default') continue;
      const back = alternatesByUrl.get(target);
      expect(back?.[lang], `${target} names itself as ${lang}`).toBe(target);
      expect(Object.values(back ?? {}), `${target} names ${url} back`).toContain(url);
    }
  }
});

test('the home page: reviews with a rating computed from them, and the FAQ', async ({
  request,
}) => {
  for (const lang of languages) {
    const { jsonLd, document } = await headOf(request, pathFor('home', lang));
    const [business, faq] = jsonLd;
    const reviews = business?.review as { reviewRating: { ratingValue: number } }[];
    expect(reviews).toHaveLength(3);
    const ratings = reviews.map((review) => review.reviewRating.ratingValue);
    expect(ratings).toEqual([5, 5, 4.5]);
    expect(business?.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 3 });
    // The reviews are the testimonials on the page.
    const quotes = [...document.querySelectorAll('blockquote')].map((q) => q.textContent);
    expect(quotes.map((q) => q.replace(/^“|”$/g, ''))).toEqual(
      (business?.review as { reviewBody: string }[]).map((r) => r.reviewBody),
    );
    expect((faq?.mainEntity as unknown[]).length).toBe(5);
  }
});

test('a treatment page: the service and its breadcrumb trail; an article: BlogPosting', async ({
  request,
}) => {
  const treatment = await headOf(request, '/en/dental-implants-amstelveen');
  const [, service, trail] = treatment.jsonLd;
  expect(service).toMatchObject({
    '@type': 'Service',
    url: `${builtOrigin}/en/dental-implants-amstelveen`,
  });
  expect((trail?.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
    `${builtOrigin}/en`,
    `${builtOrigin}/en/services`,
    `${builtOrigin}/en/dental-implants-amstelveen`,
  ]);
  const article = await headOf(request, '/tr/blog/hollandada-dis-hekimi-ucretleri');
  expect(article.jsonLd[1]).toMatchObject({
    '@type': 'BlogPosting',
    datePublished: '2025-03-19',
    dateModified: '2026-12-03',
    inLanguage: 'tr-TR',
    author: { name: 'Murat Kaya' },
  });
  expect(article.meta('meta[property="og:type"]')).toBe('article');
});

test('the structured data says what the contact page shows: hours, phone, address', async ({
  request,
}) => {
  for (const lang of languages) {
    const { document, jsonLd } = await headOf(request, pathFor('contact', lang));
    const business = jsonLd[0] as {
      telephone: string;
      address: { streetAddress: string; postalCode: string; addressLocality: string };
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    const main = document.querySelector('main');
    const text = main?.textContent ?? '';
    const tel = main?.querySelector('a[href^="tel:"]')?.getAttribute('href');
    expect(tel).toBe(`tel:${business.telephone}`);
    for (const part of [
      business.address.streetAddress,
      business.address.postalCode,
      business.address.addressLocality,
    ]) {
      expect(text).toContain(part);
    }
    // Hours as the page shows them (English "08:00–18:00", as its appointment times; Dutch
    // "8.00 – 18.00"; Turkish the TDK way, "08.00–18.00"), per row.
    const rows = [...(main?.querySelectorAll('dl div') ?? [])].map(
      (row) => row.querySelector('dd')?.textContent,
    );
    const shown = business.openingHoursSpecification.map((spec) =>
      lang === 'tr'
        ? `${spec.opens.replace(':', '.')}–${spec.closes.replace(':', '.')}`
        : lang === 'nl'
          ? `${spec.opens.replace(/^0/, '').replace(':', '.')} – ${spec.closes.replace(/^0/, '').replace(':', '.')}`
          : `${spec.opens}–${spec.closes}`,
    );
    expect(rows.slice(0, 2)).toEqual(shown);
    expect(business.openingHoursSpecification[0]?.dayOfWeek).toHaveLength(5);
    expect(business.openingHoursSpecification[1]?.dayOfWeek).toEqual([
      'https://schema.org/Saturday',
    ]);
  }
});

test('sitemap.xml lists every page with its alternates; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  for (const page of sitePages) {
    const entry = xml
      .split('<url>')
      .find((block) => block.includes(`<loc>${builtOrigin + page.path}</loc>`));
    expect(entry, page.path).toBeTruthy();
    for (const [lang, href] of Object.entries(expectedAlternates(page))) {
      expect(entry, `${page.path} ${lang}`).toContain(`hreflang="${lang}" href="${href}"`);
    }
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${builtOrigin}/sitemap.xml`);
});

test('manifests per language, with icons that exist; the favicon set', async ({ request }) => {
  for (const lang of languages) {
    const response = await request.get(`/manifest-${lang}.json`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      start_url: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.start_url).toBe(pathFor('home', lang));
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  }
  const { document } = await headOf(request, '/');
  for (const selector of [
    'link[rel="icon"][type="image/svg+xml"]',
    'link[rel="apple-touch-icon"]',
    'link[rel="icon"][sizes="32x32"]',
  ]) {
    const href = document.querySelector(selector)?.getAttribute('href') ?? '';
    expect((await request.get(href)).status(), selector).toBe(200);
  }
  expect((await request.get('/favicon.ico')).headers()['content-type']).toMatch(/icon/);
});

test('the manifest is linked once the page is interactive, in the page’s language', async ({
  page,
}) => {
  await gotoHydrated(page, '/tr/blog');
  const manifest = page.locator('link[rel="manifest"]');
  await expect(manifest).toHaveAttribute('href', '/manifest-tr.json');
  // A language switch is a client navigation: the one link follows it.
  await chooseLanguage(page, 'English', false);
  await expect(page).toHaveURL('/en/blog');
  await expect(manifest).toHaveAttribute('href', '/manifest-en.json');
  await expect(manifest).toHaveCount(1);
});

test('the metadata follows client navigation', async ({ page }) => {
  await page.goto('/en/team');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page
    .locator('main')
    .getByRole('link', { name: /Book appointment/ })
    .first()
    .click();
  await expect(page).toHaveURL('/en#appointment');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${builtOrigin}/en`);
  await page.goto('/en/services');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page
    .locator('main')
    .getByRole('link', { name: /Invisalign/ })
    .click();
  await expect(page).toHaveURL('/en/invisalign-amstelveen');
  await expect(page).toHaveTitle(/Invisalign/);
  await expect(page.locator('link[rel="alternate"][hreflang="tr"]')).toHaveAttribute(
    'href',
    `${builtOrigin}/tr/invisalign-amstelveen`,
  );
});
