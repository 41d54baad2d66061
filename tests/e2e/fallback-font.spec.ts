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
