import { expect, test } from '@playwright/test';
import { treatmentSlugs } from '~/i18n/pages';
import { chooseLanguage, gotoHydrated } from './support';

test('switching language on a treatment page opens the translated page, and back', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/implantaten');
  await chooseLanguage(page, 'English', isMobile);
  await expect(page).toHaveURL('/en/dental-implants-amstelveen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main h1')).toContainText(/implant/i);

  await chooseLanguage(page, 'Türkçe', isMobile);
  await expect(page).toHaveURL('/tr/dis-implantlari-amstelveen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  await chooseLanguage(page, 'Nederlands', isMobile);
  await expect(page).toHaveURL('/implantaten');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('nl');
});

test('the choice is remembered: "/" then opens that language', async ({ page, isMobile }) => {
  await gotoHydrated(page, '/team');
  await chooseLanguage(page, 'Türkçe', isMobile);
  await expect(page).toHaveURL('/tr/team');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('tr');
  await page.goto('/');
  await expect(page).toHaveURL('/tr');
  // Only '/' redirects: a Dutch page opened directly stays Dutch.
  await page.goto('/contact');
  await expect(page).toHaveURL('/contact');
});

test('a failed switch keeps the current language', async ({ page, context, isMobile }) => {
  test.skip(isMobile, 'same code path on both sizes');
  await gotoHydrated(page, '/kindertandarts');
  await context.setOffline(true);
  await chooseLanguage(page, 'English', isMobile);
  await expect(page.getByRole('alert')).toContainText('niet gelukt');
  await expect(page).toHaveURL('/kindertandarts');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await context.setOffline(false);
});

test('the switcher links to the equivalent page for every treatment', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'links are the same on both sizes');
  for (const [, slugs] of Object.entries(treatmentSlugs)) {
    await gotoHydrated(page, `/${slugs.nl}`);
    await page.locator('a[data-menu="language"]').click();
    const menu = page.locator('#menu-language');
    await expect(menu.locator('a[hreflang="en"]')).toHaveAttribute('href', `/en/${slugs.en}`);
    await expect(menu.locator('a[hreflang="tr"]')).toHaveAttribute('href', `/tr/${slugs.tr}`);
  }
});

test('on a phone or tablet a treatment page names its other languages beside its way back', async ({
  page,
  isMobile,
}) => {
  await gotoHydrated(page, '/kindertandarts');
  const row = page.getByRole('navigation', { name: 'Kruimelpad' }).locator('xpath=..');
  const others = row.locator('a[hreflang]');
  if (!isMobile) {
    // On a wide screen the header's switcher is in sight.
    await expect(others.filter({ visible: true })).toHaveCount(0);
    return;
  }
  await expect(others).toHaveText(['English', 'Türkçe']);
  await expect(others.first()).toBeInViewport();
  await others.nth(1).click();
  await expect(page).toHaveURL('/tr/cocuk-dis-hekimligi-amstelveen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('on a phone or tablet every other page names its other languages above its heading or beside its way back', async ({
  page,
  isMobile,
}) => {
  for (const [path, expected] of [
    ['/', ['English', 'Türkçe']],
    ['/team', ['English', 'Türkçe']],
    ['/en/blog', ['Nederlands', 'Türkçe']],
    ['/tr/contact', ['Nederlands', 'English']],
    ['/en/rates', ['Nederlands', 'Türkçe']],
    ['/tr/services', ['Nederlands', 'English']],
    ['/en/blog/regular-dental-visits', ['Nederlands', 'Türkçe']],
  ] as const) {
    await page.goto(path);
    const others = page.locator('main a[hreflang]');
    if (!isMobile) {
      // On a wide screen the header's switcher is in sight.
      await expect(others.filter({ visible: true }), path).toHaveCount(0);
      continue;
    }
    await expect(others, path).toHaveText([...expected]);
    await expect(others.first(), path).toBeInViewport();
  }
  await gotoHydrated(page, '/team');
  if (!isMobile) return;
  await page.locator('main a[hreflang="tr"]').click();
  await expect(page).toHaveURL('/tr/team');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});
