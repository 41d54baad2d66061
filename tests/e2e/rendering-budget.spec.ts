/**
 * The measures that keep a slow phone's main thread free and its first requests few
 * (docs/decisions/0010): each checked as the browser sees it, so a refactor cannot drop one
 * silently. What they buy is measured by `npm run bench`, not here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sha256 } from '../../server/security';
import { gotoHydrated, platformFontsOf } from './support';

const fontRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('.woff2')) urls.push(new URL(request.url()).pathname);
  });
  return urls;
};

test.skip(({ isMobile }) => isMobile, 'none of this depends on the screen size');

test.describe('fonts', () => {
  test('a Turkish page has its extended-Latin letters in the page: one font request per face, ş and ğ in Nunito and Fraunces', async ({
    page,
  }) => {
    const fonts = fontRequests(page);
    await page.goto('/tr/blog');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^\/assets\/fraunces-latin-[\w-]+\.woff2$/),
      expect.stringMatching(/^\/assets\/nunito-latin-[\w-]+\.woff2$/),
    ]);
    for (const url of fonts) expect(url).not.toContain('latin-ext');
    // The headings' face as the text's: its Turkish letters loaded from the page, one display.
    expect(
      await page.evaluate(() => document.fonts.check('600 36px "Fraunces Display"', 'şğİ')),
    ).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family === 'Fraunces Display')
          .map((face) => `${face.status} ${face.display}`),
      ),
      // app.css's Latin face swaps; a Turkish page declares it again as `block`, as its Turkish
      // letters' face (decision 0124), and the later declaration wins.
    ).toEqual(['loaded swap', 'loaded block', 'loaded block']);
    // The heading has Turkish letters; both faces it needs are loaded, none failed.
    expect(
      await page.evaluate(() => document.fonts.check('700 16px "Nunito Variable"', 'şğİ')),
    ).toBe(true);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.family === 'Nunito Variable')
        .map((face) => face.status),
    );
    expect(faces).toEqual(['loaded', 'loaded', 'loaded']);
    // One display for every face that draws Turkish text: the Latin face is declared again on a
    // Turkish page (the later declaration wins) with the extended face's `block`, so a first visit
    // over a slow line never draws a word half in Nunito and half in the fallback font.
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family === 'Nunito Variable')
          .slice(-2)
          .map((face) => face.display),
      ),
    ).toEqual(['block', 'block']);
    // Waited for (it is in the page), so never painted in the fallback font; weights are drawn by
    // the variable font, never faked (a fake bold smeared ş and ğ in semibold text).
    expect(
      await page.evaluate(
        () => [...document.fonts].find((face) => face.unicodeRange.startsWith('U+100'))?.display,
      ),
    ).toBe('block');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSynthesisWeight)).toBe(
      'none',
    );
  });

  test('a Turkish page starts decoding its extended-Latin face before its body is laid out', async ({
    page,
  }) => {
    // Otherwise the first layout meets ş and ğ, starts the face, and the page is laid out again.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('body')) return;
        observer.disconnect();
        const face = [...document.fonts].find((font) => font.unicodeRange.startsWith('U+100'));
        Object.assign(window, { faceWhenBodyStarted: face?.status ?? 'missing' });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/tr/blog');
    const status = await page.evaluate(
      () => (window as unknown as { faceWhenBodyStarted: string }).faceWhenBodyStarted,
    );
    expect(['loading', 'loaded']).toContain(status);
  });

  test('headings and the wordmark are set in Fraunces, the text in Nunito, in every language', async ({
    page,
  }) => {
    // The family's first word: a variable font is named after its default instance
    // ("Nunito ExtraLight").
    const faceOf = async (selector: string) =>
      (await platformFontsOf(page, selector)).map((font) => font.familyName.split(' ')[0]);
    for (const path of ['/', '/en/dental-implants-amstelveen', '/tr']) {
      // A second visit, with both faces in the cache: the first shows the fallback until they
      // arrive (`swap`), which fallback-font.spec covers.
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      await page.reload();
      await page.evaluate(() => document.fonts.ready);
      // Every letter of the heading in Fraunces, Turkish ones too: no word in two faces.
      expect(await faceOf('h1'), path).toEqual(['Fraunces']);
      expect(await faceOf('main h2.section-title, main .prose h2'), path).toEqual(['Fraunces']);
      expect(await faceOf('header .logo-kicker + span'), path).toEqual(['Fraunces']);
      expect(await faceOf('h1 + p, main p'), path).toEqual(['Nunito']);
    }
  });

  test('Dutch and English pages do not fetch the extended-Latin face', async ({ page }) => {
    const fonts = fontRequests(page);
    for (const path of ['/', '/en/blog', '/contact']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
    }
    expect(fonts.filter((url) => url.includes('latin-ext'))).toEqual([]);
  });

  test('a page rendered per request carries its styles under the request’s nonce', async ({
    request,
  }) => {
    for (const path of ['/tr', '/en']) {
      // A form answer is rendered for its request (the 404 and home pages are kept, with hashes).
      const response = await request.post(path, { form: { fullName: '', email: 'x' } });
      expect(response.status()).toBe(400);
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers()['content-security-policy'] ?? '',
      )?.[1];
      const html = await response.text();
      const start = html.indexOf(`<style nonce="${nonce}"`);
      const style = start < 0 ? '' : html.slice(start, html.indexOf('</style>', start));
      // The whole site stylesheet is there, and on the Turkish page the font face with its font.
      expect(style.length, path).toBeGreaterThan(20_000);
      expect(style.includes('data:font/woff2;base64,'), path).toBe(path.startsWith('/tr'));
    }
  });

  test('a kept 404 page carries its styles under their hashes', async ({ request }) => {
    for (const path of ['/tr/yok-boyle-bir-sayfa', '/en/no-such-page']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const csp = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      const start = html.indexOf('<style');
      const open = html.indexOf('>', start) + 1;
      const body = html.slice(open, html.indexOf('</style>', open));
      expect(body.length, path).toBeGreaterThan(20_000);
      expect(body.includes('data:font/woff2;base64,'), path).toBe(path.startsWith('/tr'));
      expect(csp, path).toContain(sha256(body));
    }
  });
});

test('the framework chunks carry V8’s compile hint, and nothing else does', () => {
  const assets = path.join(import.meta.dirname, '..', '..', 'build', 'client', 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const hinted = scripts.filter((name) =>
    readFileSync(path.join(assets, name), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'),
  );
  expect(hinted.sort()).toEqual([
    expect.stringMatching(/^entry\.client-/),
    expect.stringMatching(/^shared-/),
  ]);
});

test('React DOM is evaluated without stack capture, which is back on before the app runs', async ({
  page,
}) => {
  // Records each change of Error.stackTraceLimit, and React's scheduler setting up its
  // MessageChannel, which it does while React DOM's module is evaluated (decision 0012).
  await page.addInitScript(() => {
    const events: string[] = [];
    Object.assign(window, { stackEvents: events });
    let limit: unknown = Error.stackTraceLimit;
    Object.defineProperty(Error, 'stackTraceLimit', {
      configurable: true,
      get: () => limit,
      set: (value: unknown) => {
        events.push(`limit ${String(value)}`);
        limit = value;
      },
    });
    const NativeMessageChannel = window.MessageChannel;
    window.MessageChannel = class extends NativeMessageChannel {
      constructor() {
        super();
        events.push('MessageChannel');
      }
    };
  });
  await gotoHydrated(page, '/en/blog');
  const events = await page.evaluate(
    () => (window as unknown as { stackEvents: string[] }).stackEvents,
  );
  expect(events.slice(0, 3)).toEqual(['limit undefined', 'MessageChannel', 'limit 10']);
  expect(events.filter((event) => event.startsWith('limit'))).toHaveLength(2);
});

test.describe('scroll restoration', () => {
  test('a fresh visit neither writes history nor reads saved positions while the page is parsed', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const duringParse: string[] = [];
      (window as unknown as { duringParse: string[] }).duringParse = duringParse;
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its receiver below
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (document.readyState === 'loading') duringParse.push(`getItem ${key}`);
        return getItem.call(this, key);
      };
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its receiver below
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (
        this: History,
        ...args: Parameters<History['replaceState']>
      ) {
        if (document.readyState === 'loading') duringParse.push('replaceState');
        return replaceState.apply(this, args);
      };
    });
    await gotoHydrated(page, '/en/blog');
    expect(
      await page.evaluate(() => (window as unknown as { duringParse: string[] }).duringParse),
    ).toEqual([]);
    // The entry has its key by the time the router reads it, as React Router's own script gave it.
    expect(await page.evaluate(() => typeof (history.state as { key?: unknown } | null)?.key)).toBe(
      'string',
    );
  });

  test('a reload is back at the saved position before any of the page’s modules has loaded', async ({
    page,
  }) => {
    // A page long enough at every width (the blog list, without its placeholder pictures, is not).
    await gotoHydrated(page, '/en/team');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
    // Only the page's own script can restore now: no module loads, and the browser's restoration is off.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.addInitScript(() => {
      history.scrollRestoration = 'manual';
    });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(900);
  });
});

test('what is below the first screen is skipped until it nears the viewport', async ({ page }) => {
  await page.goto('/en');
  const contentVisibility = (selector: string) =>
    page.locator(selector).evaluate((element) => getComputedStyle(element).contentVisibility);
  expect(await contentVisibility('main > section:first-child')).toBe('visible');
  expect(await contentVisibility('main > section[aria-labelledby="treatments-title"]')).toBe(
    'auto',
  );
  expect(await contentVisibility('main > section[aria-labelledby="features-title"]')).toBe('auto');
  expect(await contentVisibility('main > section[aria-labelledby="testimonials-title"]')).toBe(
    'auto',
  );
  // Not the form: unrendered, its labels would seem to stand on another section's background to
  // Lighthouse's colour check, and a jump to it would land at an estimated height.
  expect(await contentVisibility('#appointment')).toBe('visible');
  // Not the footer: Lighthouse's colour check would read its light text on white.
  expect(await contentVisibility('body > footer')).toBe('visible');
  // Nor the section just above it, whose unrendered text would seem to stand on the footer.
  expect(await contentVisibility('main > section:last-child')).toBe('visible');
  // Still in the page for everyone: the accessibility tree and a jump to the form.
  await expect(page.getByRole('heading', { level: 2 }).last()).toBeAttached();
  await page.goto('/en#appointment');
  await expect(page.locator('#appointment-title')).toBeInViewport();
});

test.describe('before hydration', () => {
  test.use({ javaScriptEnabled: false });

  test('image skeletons sweep on the compositor: only transform is animated', async ({ page }) => {
    await page.goto('/en/contact');
    const skeleton = page.locator('.skeleton').first();
    await expect(skeleton).toBeAttached();
    const animated = await skeleton.evaluate((element) => ({
      own: getComputedStyle(element).animationName,
      sweep: getComputedStyle(element, '::before').animationName,
      keyframes: [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .flatMap((rule) =>
          rule instanceof CSSKeyframesRule && rule.name === 'skeleton-sweep'
            ? [...rule.cssRules]
            : [],
        )
        .map((frame) => (frame as CSSKeyframeRule).style.cssText),
    }));
    expect(animated.own).toBe('none');
    expect(animated.sweep).toBe('skeleton-sweep');
    expect(animated.keyframes.length).toBeGreaterThan(0);
    for (const frame of animated.keyframes) expect(frame).toMatch(/^transform: [^;]+;$/);
  });
});
