/**
 * A first visit on a slow line keeps the fallback font for the page (font-display: optional). Its
 * weights must still read: headings and buttons in the fallback's bold face, text in its regular
 * one (the site forbids synthesised bold, so a missing bold face flattened every heading). The
 * headings keep a serif's voice, the system's own (docs/decisions/0122).
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

// Decision 0122: the headings' face is `block`, so a first visit whose Fraunces arrives late
// (a slow line: far beyond `optional`'s 100 ms) still draws the headings in it, and nothing moves
// when it arrives: meanwhile they are laid out in a serif scaled to its width.
for (const path of ['/', '/en/dental-implants-amstelveen', '/tr/contact', '/tr']) {
  test(`${path}: a heading font that arrives late is still used, and nothing shifts`, async ({
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
    await page.route(/\/fraunces-latin-[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await platformFontsOf(page, 'h1');
    expect(fonts.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Fraunces/)]);
    // (A Turkish page waits for Nunito too, decision 0071: on a loaded machine that face can be
    // the late one, which is not what this test is about.)
    if (path.startsWith('/tr')) return;
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
  });
}
