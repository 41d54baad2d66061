/**
 * Every page in every language, as a visitor without JavaScript (or a search engine) gets it:
 * status 200, the right language, its own title, and its content in the HTML.
 */
import { expect, test } from '@playwright/test';
import { languages } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { practice } from '~/content/practice';
import { isTreatmentId, pathFor, sitePages, specPageIds } from '~/i18n/pages';
import { expectedHeading, expectedText } from '../support/expected-content';

test.describe('every page, server-rendered', () => {
  test.skip(({ isMobile }) => isMobile, 'HTML does not depend on the screen size');
  test.use({ javaScriptEnabled: false });

  test('the specification has 60 page URLs (plus the blog articles)', () => {
    expect(specPageIds.length * languages.length).toBe(60);
  });

  const titles = new Map<string, string>();
  for (const page of sitePages) {
    test(`${page.path} (${page.lang})`, async ({ page: browser }) => {
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(browser.locator('html')).toHaveAttribute('lang', page.lang);
      const title = await browser.title();
      expect(title.length).toBeGreaterThan(10);
      const heading = browser.locator('main h1');
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(expectedHeading(page));
      await expect(browser.locator('main')).toContainText(expectedText(page));
      // Header and footer are complete without JavaScript too.
      await expect(browser.locator('header nav').first()).toBeAttached();
      await expect(browser.locator('footer')).toContainText('Stadshart');
      titles.set(page.path, title);
    });
  }

  test('titles are unique within each language', async ({ request }) => {
    for (const lang of languages) {
      const seen = new Map<string, string>();
      for (const page of sitePages.filter((p) => p.lang === lang)) {
        const html = await (await request.get(page.path)).text();
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
        expect(
          seen.get(title),
          `${page.path} repeats the title of ${seen.get(title)}`,
        ).toBeUndefined();
        seen.set(title, page.path);
      }
    }
  });
});

test.describe('treatment pages: "on this page"', () => {
  const treatmentPages = sitePages.filter((page) => isTreatmentId(page.id));

  test.describe('server-rendered', () => {
    test.skip(({ isMobile }) => isMobile, 'HTML does not depend on the screen size');
    test.use({ javaScriptEnabled: false });
    for (const page of treatmentPages) {
      test(`${page.path}: jump links to every section, then the questions`, async ({
        page: browser,
      }) => {
        await browser.goto(page.path);
        const nav = browser.getByRole('navigation', {
          name: catalogues[page.lang].common.onThisPage,
        });
        const hrefs = await nav
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        const sections = await browser
          .locator('main .prose h2')
          .evaluateAll((headings) => headings.map((heading) => heading.id));
        expect(sections.length).toBeGreaterThanOrEqual(3);
        // Readable ids: lower-case words joined by hyphens; all different.
        for (const id of sections) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(new Set(sections).size).toBe(sections.length);
        expect(hrefs).toEqual([...sections.map((id) => `#${id}`), '#faq-title']);
        await expect(nav.getByRole('link').last()).toHaveText(
          catalogues[page.lang].common.faqTitle,
        );
      });
    }
  });

  test('a jump link brings its section to the top, clear of the header', async ({
    page,
    isMobile,
  }) => {
    await page.goto(treatmentPages[0]?.path ?? '/');
    const nav = page.getByRole('navigation', { name: catalogues.nl.common.onThisPage });
    if (isMobile) {
      // Folded to one row on a phone: closed until tapped.
      await expect(nav.getByRole('link')).toHaveCount(0);
      await nav.locator('summary').click();
    }
    const link = nav.getByRole('link').nth(2);
    const id = ((await link.getAttribute('href')) ?? '').slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    const headerBottom = await page
      .locator('body > header, header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(300);
  });
});

test.describe('treatment pages are built from the blocks their text asks for', () => {
  test('root canal: a note to call if the pain gets worse, the cover as cards side by side, the questions last', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/wortelkanaalbehandeling');
    const note = page.locator('main .prose [role="note"]');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText('Wordt de pijn na een paar dagen erger');
    // Worsening pain: the emergency line in opening hours, the after-hours service outside them.
    await expect(note.getByRole('link')).toHaveCount(2);
    await expect(note.getByRole('link').first()).toHaveAttribute('data-phone-line', 'emergency');
    await expect(note.getByRole('link').last()).toHaveAttribute(
      'href',
      `tel:${practice.afterHoursService.phone.e164}`,
    );
    // The two urgent calls in one sentence look alike, unlike the practice's routine number
    // (round 49, AZ: one orange, the other teal).
    await expect(note.getByRole('link').last()).toHaveAttribute('data-phone-line', 'afterHours');
    const colours = await note
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
    expect(colours[1]).toBe(colours[0]);
    const cards = page.locator('main .prose .label-cards > p');
    await expect(cards).toHaveCount(2);
    const [first, second] = await cards.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().top),
    );
    // Side by side on a wide screen, one above the other on a phone.
    if (isMobile) expect(second).toBeGreaterThan(first ?? 0);
    else expect(second).toBe(first);
    // The questions follow the text.
    const faqFollows = await page.evaluate(() => {
      const prose = document.querySelector('main .prose');
      const faq = document.getElementById('faq-title');
      return Boolean(
        prose && faq && prose.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(faqFollows).toBe(true);
  });

  // Round 53 (BG): an aching wisdom tooth was nowhere on the site.
  test('general dentistry: a note on an aching wisdom tooth, with the two calls for a growing swelling', async ({
    page,
  }) => {
    for (const [path, words] of [
      ['/tandarts-amstelveen', 'Last van een verstandskies?'],
      ['/en/general-dentistry-amstelveen', 'A wisdom tooth that hurts?'],
      ['/tr/genel-dis-hekimligi-amstelveen', 'Yirmi yaş dişiniz mi ağrıyor?'],
    ] as const) {
      await page.goto(path);
      const note = page.locator('main .prose [role="note"]', { hasText: words });
      await expect(note, path).toHaveCount(1);
      await expect(note.locator('a[data-phone-line="emergency"]'), path).toHaveCount(1);
      await expect(note.locator('a[data-phone-line="afterHours"]'), path).toHaveCount(1);
    }
  });

  test('pages differ: the emergency page’s note is the 112 advice, the check-up page has none', async ({
    page,
  }) => {
    await page.goto('/en/emergency-dentistry-amstelveen');
    await expect(page.locator('main .prose [role="note"] a[href="tel:112"]')).toHaveCount(1);
    await page.goto('/tr/dis-kontrolu-amstelveen');
    await expect(page.locator('main .prose [role="note"]')).toHaveCount(0);
    await expect(page.locator('main .prose .label-cards')).toHaveCount(0);
    await expect(page.locator('main .prose ol > li').first()).toBeVisible();
  });
});

test.describe('not found', () => {
  test.skip(({ isMobile }) => isMobile, 'HTML does not depend on the screen size');
  test.use({ javaScriptEnabled: false });

  const cases = [
    {
      path: '/deze-pagina-bestaat-niet',
      lang: 'nl',
      title: '404 Pagina niet gevonden',
      button: 'Terug naar startpagina',
      home: '/',
    },
    {
      path: '/en/no-such-page',
      lang: 'en',
      title: '404 Page not found',
      button: 'Back to homepage',
      home: '/en',
    },
    {
      path: '/tr/boyle-bir-sayfa-yok',
      lang: 'tr',
      title: '404 Sayfa bulunamadı',
      button: 'Ana sayfaya dön',
      home: '/tr',
    },
  ];
  for (const c of cases) {
    test(`${c.path} answers 404 in ${c.lang}`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
      await expect(page).toHaveTitle(new RegExp(`^${c.title}`));
      await expect(page.locator('main h1')).toHaveText(c.title);
      const back = page.getByRole('link', { name: c.button });
      await expect(back).toHaveAttribute('href', c.home);
      // A few ways on: the treatments, contact and emergency care, in the page's language.
      const lang = c.lang as keyof typeof catalogues;
      const suggestions = page.getByRole('navigation', {
        name: catalogues[lang].notFound.suggestions,
      });
      const hrefs = await suggestions
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(
        (['services', 'contact', 'emergency'] as const).map((id) => pathFor(id, lang)),
      );
      await expect(suggestions).toContainText(catalogues[lang].nav.allServices);
      await expect(suggestions).toContainText(catalogues[lang].contactActions.emergencyNav);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }
});

test.describe('server', () => {
  test.skip(({ isMobile }) => isMobile, 'no browser involved');

  test('www is redirected to the bare host, keeping path and query', async ({ request }) => {
    const response = await request.get('/team?ref=card', {
      headers: { Host: 'www.tandarts.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('http://tandarts.example/team?ref=card');
  });

  test('a trailing slash is redirected once, to a URL that is served', async ({ request }) => {
    for (const [from, to] of [
      ['/team/', '/team'],
      ['/en/', '/en'],
      ['/tr/dis-implantlari-amstelveen/?x=1', '/tr/dis-implantlari-amstelveen?x=1'],
      ['/en//team//', '/en/team'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      const target = await request.get(to, { maxRedirects: 0 });
      expect(target.status(), to).not.toBe(301);
    }
  });

  test('a short address or another letter case reaches its page in one redirect', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/spoed', '/spoed-tandarts'],
      ['/Spoed/', '/spoed-tandarts'],
      ['/emergency', '/en/emergency-dentistry-amstelveen'],
      ['/en/veneers?ref=card', '/en/cosmetic-dentistry-amstelveen?ref=card'],
      ['/acil', '/tr/acil-dis-hekimligi-amstelveen'],
      ['/Implantaten', '/implantaten'],
      ['/afspraak', '/#appointment'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      const target = await request.get(to.split('#')[0] ?? to, { maxRedirects: 0 });
      expect(target.status(), to).toBe(200);
    }
    // Not a page and no short address: still the not-found page.
    expect((await request.get('/spoedje', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('pages are revalidated; hashed assets are cached for a year; both compressed', async ({
    request,
  }) => {
    const page = await request.get('/team', { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['cache-control']).toBe('no-cache');
    expect(page.headers()['content-encoding']).toBe('br');
    expect(page.headers()['etag']).toBeTruthy();
    const html = await page.text();
    // The client entry, named in the held module script (html/deferred-hydration.ts).
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const js = await request.get(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers()['content-encoding']).toBe('gzip');
    // Never revalidated, so without validators (bytes on every script, counted in the budget).
    expect(js.headers()['etag']).toBeUndefined();
    expect(js.headers()['last-modified']).toBeUndefined();
    const home = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers()['content-encoding']).toBe('gzip');
  });

  test('a language’s 404 page is rendered once and served from memory for every unknown path', async ({
    request,
  }) => {
    const first = await request.get('/en/no-such-page', { headers: { 'Accept-Encoding': 'br' } });
    const other = await request.get('/en/another/missing-page?ref=1');
    expect(first.status()).toBe(404);
    expect(other.status()).toBe(404);
    expect(first.headers()['content-encoding']).toBe('br');
    expect(first.headers()['cache-control']).toBe('no-cache');
    const html = await first.text();
    expect(await other.text()).toBe(html);
    // Kept like the home pages: the hashes of its inline scripts, no per-request nonce.
    const csp = first.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain('nonce-');
    expect(html).not.toMatch(/ nonce="/);
    expect(other.headers()['content-security-policy']).toBe(csp);
    // One page per language.
    const dutch = await request.get('/deze-pagina-bestaat-niet');
    expect(dutch.status()).toBe(404);
    expect(await dutch.text()).toContain('<html lang="nl"');
    const head = await request.head('/tr/boyle-bir-sayfa-yok');
    expect(head.status()).toBe(404);
    expect(await head.body()).toHaveLength(0);
    // Navigation data for an unknown page is not the page: it still comes from the router.
    const data = await request.get('/en/no-such-page.data');
    expect(data.status()).toBe(404);
    expect(data.headers()['content-type']).toContain('text/x-script');
  });

  test('GET /healthz reports the database', async ({ request }) => {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});
