/**
 * A first visit on a slow line reads the page at once in the fallback fonts and takes the web
 * fonts when they arrive (font-display: swap, docs/decisions/0124). The fallbacks are metric-
 * matched, so that change moves nothing, and their weights must read: headings and buttons in the
 * fallback's bold face, text in its regular one (the site forbids synthesised bold, so a missing
 * bold face flattened every heading). The headings keep a serif's voice, the system's own
 * (docs/decisions/0122).
 */
import { expect, test, type Page } from '@playwright/test';
import { platformFontsOf } from './support';

async function faceOf(page: Page, selector: string) {
  return (await platformFontsOf(page, selector)).map((font) => font.postScriptName);
}

test('without the web font, headings and buttons keep their weight', async ({ page }) => {
  await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto('/');
  expect(await faceOf(page, 'h1')).toEqual([expect.stringMatching(/Bold/)]);
  for (const heading of ['h1', 'header .logo-kicker + span', '#treatments-title']) {
    const fonts = await platformFontsOf(page, heading);
    expect(
      fonts.map((font) => font.familyName),
      heading,
    ).toEqual([expect.stringMatching(/^(Georgia|Noto Serif|Liberation Serif|DejaVu Serif)$/)]);
  }
  // The header's own Book Appointment (not the one in the closed-hours panel, hidden until opened).
  expect(await faceOf(page, 'header > div > a.btn-primary')).toEqual([
    expect.stringMatching(/Bold/),
  ]);
  expect(await faceOf(page, 'h1 + p')).toEqual([expect.not.stringMatching(/Bold/)]);
});

// Decisions 0122 and 0124: both faces swap, so a first visit whose fonts arrive late (a slow
// line) shows the page at once in the fallbacks, then draws it in Fraunces and Nunito, and nothing
// moves when they arrive: the headings are laid out in a serif scaled to Fraunces' width, the text
// in an Arial matched to Nunito's metrics.
for (const path of [
  '/',
  '/en/dental-implants-amstelveen',
  '/rates',
  '/en/team',
  '/tr/contact',
  '/tr',
]) {
  test(`${path}: web fonts that arrive late are still used, and nothing shifts`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(/\/(fraunces|nunito)-latin-[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await platformFontsOf(page, 'h1');
    expect(fonts.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Fraunces/)]);
    expect((await platformFontsOf(page, 'h1 + p')).map((font) => font.familyName)).toEqual([
      expect.stringMatching(/^Nunito/),
    ]);
    // A Turkish page waits for its faces instead (`block`, decision 0071), so it never swaps.
    expect(
      await page.evaluate(() =>
        [...document.fonts]
          .filter(
            (face) => face.family === 'Nunito Variable' && !face.unicodeRange.startsWith('U+100'),
          )
          .map((face) => face.display)
          .at(-1),
      ),
    ).toBe(path.startsWith('/tr') ? 'block' : 'swap');
    // Nunito's fallback matches its metrics, not each letter's width, so a line of text may end a
    // word sooner or later in Nunito: measured 0.0001–0.003 here (a thirtieth of what counts as
    // good, 0.1). A Turkish page lays out its text unseen meanwhile and moves as much (0.02 at
    // most here, on the contact page of a phone).
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(
      path.startsWith('/tr') ? 0.05 : 0.01,
    );
  });
}
