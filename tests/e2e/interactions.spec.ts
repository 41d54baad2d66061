/**
 * What a visitor does on the pages, at desktop and phone size: menus, dialogs, the FAQ, the blog,
 * Book Appointment, images and loading.
 */
import { expect, test, type Page } from '@playwright/test';
import { catalogues } from '~/i18n/messages';
import { treatmentIds } from '~/i18n/pages';
import { gotoHydrated, fillAppointmentForm } from './support';

const desktopOnly = ({ isMobile }: { isMobile: boolean }) => isMobile;
const phoneOnly = ({ isMobile }: { isMobile: boolean }) => !isMobile;

async function focusIsInside(page: Page, selector: string) {
  return page.evaluate(
    (sel) => document.querySelector(sel)?.contains(document.activeElement) ?? false,
    selector,
  );
}

test.describe('header on a desktop', () => {
  test.skip(desktopOnly, 'desktop navigation');

  // The nineteenth review: a click on "Behandelingen" right after the load event opened nothing.
  test('before its script has loaded, a menu button leads to its overview, the language menu to the footer’s list', async ({
    browser,
  }) => {
    // No script at all stands for the seconds before it has loaded on a slow line.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    const page = await context.newPage();
    for (const [lang, menu, url] of [
      ['nl', 'services', /\/services$/],
      ['en', 'about', /\/en\/our-clinic$/],
      ['tr', 'services', /\/tr\/services$/],
    ] as const) {
      await page.goto(lang === 'nl' ? '/team' : `/${lang}/team`);
      const button = page.locator(`a[data-menu="${menu}"]`);
      await expect(button).toHaveRole('button');
      await button.click();
      await expect(page).toHaveURL(url);
    }
    await page.locator('a[data-menu="language"]').click();
    await expect(page).toHaveURL(/#footer-languages$/);
    await expect(page.locator('footer a[lang="en"]').first()).toBeInViewport();
    await context.close();
  });

  test('the Treatments dropdown lists all 13 treatments and a loose denture; Escape closes it and returns focus', async ({
    page,
  }) => {
    await gotoHydrated(page, '/team');
    const button = page.locator('a[data-menu="services"]');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // A closed dropdown is not in the page at all, so the button names no panel.
    await expect(page.locator('#menu-services')).not.toBeAttached();
    await expect(button).not.toHaveAttribute('aria-controls');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', 'menu-services');
    const menu = page.locator('#menu-services');
    // The thirteen, and under repair and replace the denture article (rounds 45–47: a loose
    // denture was looked for in the menu).
    await expect(menu.locator('ul > li > a')).toHaveCount(14);
    await expect(menu.getByRole('link', { name: 'Kunstgebit los of oud?' })).toHaveAttribute(
      'href',
      '/blog/kunstgebit-zit-los',
    );
    await expect(menu.getByRole('link', { name: 'Alle behandelingen' })).toHaveAttribute(
      'href',
      '/services',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening one dropdown closes the other; a click outside closes it', async ({ page }) => {
    await gotoHydrated(page, '/en');
    await page.locator('a[data-menu="about"]').click();
    await expect(page.locator('#menu-about')).toBeVisible();
    await page.locator('a[data-menu="services"]').click();
    await expect(page.locator('#menu-about')).toBeHidden();
    await expect(page.locator('#menu-services')).toBeVisible();
    await page.mouse.click(20, 700);
    await expect(page.locator('#menu-services')).toBeHidden();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/tr');
    await page.locator('a[data-menu="about"]').click();
    await page.locator('#menu-about').getByRole('link', { name: 'Kliniğimiz' }).click();
    await expect(page).toHaveURL('/tr/our-clinic');
    await expect(page.locator('#menu-about')).toBeHidden();
    await expect(page.locator('a[data-menu="about"]')).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Tab reaches the dropdown links in order; focus leaving closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services');
    const button = page.locator('a[data-menu="about"]');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu-about')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-about a').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The terms, then the privacy statement beside them (round 43).
    await expect(page.locator('#menu-about button').first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-about button').last()).toBeFocused();
    await expect(page.locator('#menu-about button').last()).toHaveText('Privacyverklaring');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-about')).toBeHidden();
  });
});

test.describe('header on a phone', () => {
  test.skip(phoneOnly, 'mobile navigation');

  test('the menu toggle opens groups: 6 treatments plus the overview, and About us', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const toggle = page.locator('#mobile-menu-toggle');
    await expect(toggle).toHaveAccessibleName('Menu openen');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Menu sluiten');
    const menu = page.locator('#mobile-menu');
    const services = menu.locator('button[aria-controls="mobile-services"]');
    await expect(page.locator('#mobile-services')).toBeHidden();
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Every treatment in its group (the twelve; emergency care has its own item), a loose
    // denture's article under repair and replace, and the overview.
    await expect(page.locator('#mobile-services a')).toHaveCount(14);
    await expect(page.locator('#mobile-services a[href="/blog/kunstgebit-zit-los"]')).toHaveText(
      'Kunstgebit los of oud?',
    );
    await expect(page.locator('#mobile-services a').last()).toHaveAttribute('href', '/services');
    await expect(page.locator('#mobile-services')).toContainText('Herstellen en vervangen');
    await menu.locator('button[aria-controls="mobile-about"]').click();
    await expect(page.locator('#mobile-about a')).toHaveCount(2);
    // The terms and the privacy statement with who we are; the emergency link right under the
    // treatments (the sixteenth review: it came last, under the terms).
    await expect(page.locator('#mobile-about button')).toHaveText([
      'Voorwaarden',
      'Privacyverklaring',
    ]);
    await expect(menu.locator('nav > ul > li > a, nav > ul > li > button')).toHaveText([
      'Startpagina',
      'Behandelingen',
      'Spoed',
      'Over ons',
      'Contact',
      'Tarieven',
      'Blog',
    ]);
    await page.locator('#mobile-services a[href="/wortelkanaalbehandeling"]').click();
    await expect(page).toHaveURL('/wortelkanaalbehandeling');
    await expect(menu).toBeHidden();
  });

  test('before its script has loaded, the menu button leads to the footer’s links', async ({
    browser,
  }) => {
    // No script at all stands for the seconds before it has loaded on a slow phone.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/tr/contact');
    const toggle = page.locator('#mobile-menu-toggle');
    await expect(toggle).toHaveRole('button');
    await toggle.click();
    await expect(page).toHaveURL(/#footer-quick-links$/);
    const links = page.locator('footer nav[aria-labelledby="footer-quick-links"] a');
    await expect(links.first()).toBeInViewport();
    expect(await links.count()).toBeGreaterThanOrEqual(7);
    await context.close();
  });

  // Round 56 (BM): on a slow phone half the taps right after the page appeared followed the
  // fallback link to the footer. The hydration loader keeps an early tap and starts the scripts.
  test('a tap before the page is interactive opens the menu once it is, not the footer', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/tr/contact', { waitUntil: 'domcontentloaded' });
    await page.locator('#mobile-menu-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-menu-wanted', '');
    expect(new URL(page.url()).hash).toBe('');
    release();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-menu-wanted');
    await expect(page.locator('#mobile-menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('an early tap whose scripts never load leads to the footer’s links after 4 s', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/en/contact', { waitUntil: 'domcontentloaded' });
    await page.locator('#mobile-menu-toggle').click();
    await expect(page).toHaveURL(/#footer-quick-links$/, { timeout: 8000 });
    await expect(page.locator('html')).not.toHaveAttribute('data-menu-wanted');
  });

  test('while the menu is open the page behind it does not scroll', async ({ page }) => {
    await gotoHydrated(page, '/wortelkanaalbehandeling');
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => window.scrollY >= 590);
    const overflow = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).overflowY);
    expect(await overflow()).not.toBe('hidden');
    await page.locator('#mobile-menu-toggle').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await overflow()).toBe('hidden');
    // A swipe on the header (outside the menu's own scrolling box) moves nothing behind it.
    await page.mouse.move(200, 30);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(600);
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    expect(await overflow()).not.toBe('hidden');
  });

  test('the language list marks the current language, for the eye and for screen readers', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/contact');
    await page.locator('#mobile-menu-toggle').click();
    const links = page
      .locator('#mobile-menu')
      .getByRole('link', { name: /English|Nederlands|Türkçe/ });
    await expect(links).toHaveCount(3);
    const current = links.and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('English');
    await expect(current.locator('svg use[href$="#check"]')).toBeVisible();
    await expect(links.locator('svg use[href$="#check"]')).toHaveCount(1);
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await gotoHydrated(page, '/en/team');
    const toggle = page.locator('#mobile-menu-toggle');
    await toggle.click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('the language menu on a desktop marks the current language with a tick', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the dropdown is shown from 1280 px');
  await gotoHydrated(page, '/tr/contact');
  await page.locator('a[data-menu="language"]').click();
  const menu = page.locator('#menu-language');
  const current = menu.locator('a[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('hreflang', 'tr');
  await expect(current.locator('svg use[href$="#check"]')).toBeVisible();
  await expect(menu.locator('svg use[href$="#check"]')).toHaveCount(1);
});

test.describe('terms and conditions', () => {
  test('a modal from the navigation: focus moves in and stays, Escape closes, focus returns', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/en/rates');
    let opener;
    if (isMobile) {
      await page.locator('#mobile-menu-toggle').click();
      // With Team and Our clinic, as in the wide menu.
      await page.locator('#mobile-menu').getByRole('button', { name: 'About us' }).click();
      opener = page.locator('#mobile-menu').getByRole('button', { name: 'Terms' });
    } else {
      // In the About us dropdown, beside Team and Our clinic (decision 0110).
      await page.locator('header nav').getByRole('button', { name: 'About us' }).click();
      opener = page.locator('#menu-about').getByRole('button', { name: 'Terms' });
    }
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Terms and conditions' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('48 hours');
    await expect(dialog).toContainText('Last updated: 12 May 2025');
    expect(await focusIsInside(page, '#terms-dialog')).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page, '#terms-dialog')).toBe(true);
    }
    // The page behind the dialog stays where it is.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe(
      'hidden',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The dropdown closed as focus went into the dialog: focus returns to its button.
    await expect(
      isMobile ? opener : page.locator('header nav').getByRole('button', { name: 'About us' }),
    ).toBeFocused();
    // (On a phone the menu it was opened from is still open, and still holds the page.)
    if (!isMobile) {
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).overflowY),
      ).not.toBe('hidden');
    }
  });
  test('the privacy statement opens from the About us menu, beside the terms', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/tr/contact');
    const menu = isMobile ? page.locator('#mobile-menu') : page.locator('#menu-about');
    if (isMobile) {
      await page.locator('#mobile-menu-toggle').click();
      await menu.getByRole('button', { name: 'Hakkımızda' }).click();
    } else {
      await page.locator('header nav').getByRole('button', { name: 'Hakkımızda' }).click();
    }
    await menu.getByRole('button', { name: catalogues.tr.dialog.privacyTitle }).click();
    const dialog = page.getByRole('dialog', { name: catalogues.tr.dialog.privacyTitle });
    await expect(dialog).toBeVisible();
    expect(await focusIsInside(page, '#privacy-dialog')).toBe(true);
    // The page behind dimmed enough that it stops reading as text (round 43).
    const backdrop = await page
      .locator('#privacy-dialog')
      .evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor);
    expect(Number(/[\d.]+(?=\)$)/.exec(backdrop)?.[0])).toBeGreaterThanOrEqual(0.7);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('without JavaScript the dialog still opens and closes (invoker commands)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    await page.locator('footer').getByRole('button', { name: 'Voorwaarden' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Algemene voorwaarden' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();
    await context.close();
  });

  // The forum clause (the Amsterdam court) is gone: void against consumers (legal review, decision 0100).
  test('opens from the footer too, in Turkish, with Dutch law and the court competent by law', async ({
    page,
  }) => {
    await gotoHydrated(page, '/tr/contact');
    const opener = page.locator('footer').getByRole('button', { name: 'Koşullar' }).last();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Genel koşullar' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Hollanda hukuku uygulanır');
    await expect(dialog).toContainText('yasaya göre yetkili mahkemeye');
    await expect(dialog).not.toContainText('Amsterdam');
    await expect(dialog).toContainText('Son güncelleme: 12 Mayıs 2025');
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test(
  'the home FAQ: five questions that open and close, by mouse and keyboard',
  { tag: '@once' },
  async ({ page }) => {
    await gotoHydrated(page, '/');
    const faq = page.locator('section[aria-labelledby="faq-title"] details');
    await expect(faq).toHaveCount(5);
    const first = faq.first();
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await expect(first.locator('.prose')).toBeVisible();
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open');
    await faq.nth(1).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(faq.nth(1)).toHaveAttribute('open');
  },
);

test.describe('the blog', () => {
  test('list → article (at the top) → back to all articles; back home is there', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/en/blog');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(5);
    if (!isMobile) {
      // The newest article spans the row, the other four stand two by two below it.
      const [first, a, b, c, d] = await Promise.all(
        [0, 1, 2, 3, 4].map((index) => cards.nth(index).boundingBox()),
      );
      expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
      expect(Math.abs((c?.y ?? 0) - (d?.y ?? 1))).toBeLessThan(2);
      expect(c?.y ?? 0).toBeGreaterThan(a?.y ?? 0);
      expect(first?.width ?? 0).toBeGreaterThan((a?.width ?? 0) + (b?.width ?? 0));
    }
    for (const text of ['5 min read', '4 min read', '6 min read']) {
      await expect(page.locator('main')).toContainText(text);
    }
    await page.evaluate(() => window.scrollTo(0, 400));
    await cards
      .nth(4)
      .getByRole('link', { name: /Read more/ })
      .click();
    await expect(page).toHaveURL('/en/blog/dental-costs-netherlands');
    await expect(page.locator('main h1')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('main table')).toContainText('C002');
    // Three key points on the first screen, before the long read.
    const keyPoints = page.getByRole('region', { name: 'At a glance' });
    await expect(keyPoints.getByRole('listitem')).toHaveCount(3);
    await expect(keyPoints).toContainText('€250 or more');
    await expect(keyPoints).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    );
    await page.getByRole('link', { name: 'Back to all articles' }).first().click();
    await expect(page).toHaveURL('/en/blog');
    await expect(cards).toHaveCount(5);
  });

  test('an unknown article is a 404 page', { tag: '@once' }, async ({ page }) => {
    const response = await gotoHydrated(page, '/blog/bestaat-niet');
    expect(response?.status()).toBe(404);
  });
});

test.describe('Book Appointment', () => {
  // Smooth too: past sections skipped until near (content-visibility) a smooth scroll once landed
  // 167 px past the form on a desktop and short of it on a phone (the fifteenth review).
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`on the home page: a scroll to the form, 80 px below the top, focus on its heading (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await gotoHydrated(page, '/en');
      await page.locator('main').getByRole('link', { name: 'Book appointment' }).first().click();
      const heading = page.locator('#appointment-title');
      await expect(heading).toBeFocused();
      const top = () =>
        page.evaluate(() => document.getElementById('appointment')?.getBoundingClientRect().top);
      await expect.poll(top).toBeCloseTo(80, -1);
      // And it stays there once the scroll has ended.
      await page.waitForTimeout(1500);
      expect(await top()).toBeCloseTo(80, -1);
      await expect(page).toHaveURL('/en');
    });
  }

  // The confirmation's "request another" link, a short address (/afspraak) or a link in an
  // e-mail: a full load aimed at the form, with the sections above never rendered yet.
  for (const path of ['/#appointment', '/afspraak']) {
    test(`arriving by its address (${path}): at the form, 80 px below the top`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/#appointment');
      const top = () =>
        page.evaluate(() => document.getElementById('appointment')?.getBoundingClientRect().top);
      await expect.poll(top).toBeCloseTo(80, -1);
      await page.waitForTimeout(1000);
      expect(await top()).toBeCloseTo(80, -1);
    });
  }

  test('from another page: to the home page of that language, at the form', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/tr/team');
    // On a narrow phone the header's button says only "Randevu".
    const button = page
      .locator('header')
      .getByRole('link', { name: /^Randevu/ })
      .first();
    await button.click();
    await expect(page).toHaveURL('/tr#appointment');
    await expect(page.locator('#appointment form[method="post"]')).toBeInViewport();
    if (!isMobile) await expect(page.locator('#appointment-title')).toBeFocused();
  });

  test('the footer button goes there too', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.locator('footer').getByRole('link', { name: 'Afspraak maken' }).click();
    await expect(page).toHaveURL('/#appointment');
  });
});

test.describe('images', { tag: '@once' }, () => {
  test('a failed image says so, in the page language', async ({ page }) => {
    // The contact page's picture of the entrance (the clinic page shows its facts until photos).
    await page.route(/\/clinic-entrance[^/]*\.(avif|webp)$/, (route) => route.abort());
    await gotoHydrated(page, '/en/contact');
    await page.locator('img[src*="clinic-entrance"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-image-state="failed"]')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('Image unavailable');
  });

  test('a skeleton stands in for an image until it has loaded, then it is gone', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/clinic-entrance/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, '/contact');
    // The entrance's picture, below the first screen.
    const card = page
      .locator('main figure')
      .filter({ has: page.locator('img[src*="clinic-entrance"]') });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.skeleton')).toHaveCount(1);
    release();
    await expect(card.locator('[data-image-state="loaded"]')).toHaveCount(1);
    await expect(card.locator('.skeleton')).toHaveCount(0);
  });

  test('images are AVIF and WebP at 350, 800 and 1200 px, with their size reserved', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    // The entrance's picture, below the first screen (so lazy).
    const picture = page
      .locator('main picture')
      .filter({ has: page.locator('img[src*="clinic-entrance"]') });
    const source = picture.locator('source[type="image/avif"]');
    const srcset = (await source.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/ 350w/);
    expect(srcset).toMatch(/ 800w/);
    expect(srcset).toMatch(/ 1200w/);
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(img).toHaveAttribute('loading', 'lazy');
  });
});

test('a spinning loader shows while a treatment page loads', { tag: '@once' }, async ({ page }) => {
  await gotoHydrated(page, '/services');
  await page.route('**/implantaten.data*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page
    .locator('main')
    .getByRole('link', { name: /implantaten/i })
    .click();
  const loader = page.getByTestId('navigation-loader');
  await expect(loader).toBeVisible();
  await expect(loader).toContainText('Bezig met laden');
  await expect(page).toHaveURL('/implantaten');
  await expect(loader).toBeHidden();
  await expect(page.locator('main h1')).toBeFocused();
});

test.describe('pages', () => {
  test(
    'services: 13 cards, each with an icon and a link to its page in the language',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/tr/services');
      // Twelve cards in three groups, and emergency care apart, above them, with its call button.
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(treatmentIds.length - 1);
      for (const card of await cards.all()) {
        await expect(card.locator('svg use').first()).toHaveAttribute('href', /#[a-z-]+$/);
        await expect(card.getByRole('link')).toHaveAttribute('href', /^\/tr\/[a-z-]+$/);
      }
      const emergency = page.locator('main [data-emergency-banner]');
      await expect(emergency.locator('svg use').first()).toHaveAttribute('href', /#[a-z-]+$/);
      await expect(
        emergency.getByRole('link', { name: catalogues.tr.emergencyNow.stepsTitle }),
      ).toHaveAttribute('href', '/tr/acil-dis-hekimligi-amstelveen');
    },
  );

  test(
    'our clinic: six features, opening hours and how to get there',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/en/our-clinic');
      await expect(
        page.locator('section[aria-labelledby="features-title"] .expect-tile'),
      ).toHaveCount(6);
      await expect(page.locator('main')).toContainText('Saturday');
      await expect(page.locator('main')).toContainText('09:00–14:00');
      await expect(page.locator('main')).toContainText('08:00–18:00');
      await expect(page.locator('main')).toContainText(/tram/i);
      // The way in with a wheelchair or a pushchair: ask us, here and on the contact page's card
      // for a first visit (the practice states its entrance's facts when it has them).
      await expect(page.locator('main')).toContainText('wheelchair, walker or pushchair');
      await gotoHydrated(page, '/tr/contact');
      await expect(page.locator('section[aria-labelledby="first-visit-title"]')).toContainText(
        'Tekerlekli sandalye',
      );
    },
  );

  test(
    'contact: tap-to-call and mail links; the map loads only when asked for',
    { tag: '@once' },
    async ({ page }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
      });
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }),
      );
      await gotoHydrated(page, '/contact');
      // At any hour a visible call (closed, the practice's button opens the panel of calls).
      await expect(
        page.locator('main a[href^="tel:+31"]').filter({ visible: true }).first(),
      ).toBeVisible();
      await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1);
      await expect(page.locator('main')).toContainText('Zondag');
      // The way there, one tap from the address at the top: directions in a maps service, named,
      // once on the page, and nothing requested from it before the tap.
      const directions = page.locator('main a[href^="https://www.google.com/maps/dir/"]');
      await expect(directions).toHaveCount(1);
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAccessibleName(/Route plannen met Google Maps/);
      await expect(
        page.locator('section[aria-labelledby="address-title"] a[href*="google.com/maps/dir/"]'),
      ).toBeVisible();
      await expect(page.locator('main iframe')).toHaveCount(0);
      expect(external).toEqual([]);
      // Until then the card shows a sketch of a map from the site's own files, the button on it.
      const sketch = page.locator('section[aria-labelledby="map-title"] .map-sketch');
      expect(await sketch.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(
        /\/assets\/map-sketch-[\w-]+\.svg/,
      );
      await expect(sketch.getByRole('button', { name: 'Kaart tonen' })).toBeVisible();
      await page.getByRole('button', { name: 'Kaart tonen' }).click();
      await expect(page.locator('main iframe')).toHaveAttribute('src', /openstreetmap\.org/);
      // How to get here stays beside the map.
      const map = page.locator('section[aria-labelledby="map-title"]');
      await expect(map.getByText(/Tram 5/)).toBeVisible();
      await expect(map.locator('iframe')).toBeVisible();
    },
  );

  test(
    'rates: the healthcare authority, the dental association, and a way to contact',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/en/rates');
      await expect(page.locator('main a[href^="https://www.nza.nl"]')).toHaveAttribute(
        'rel',
        /noopener/,
      );
      await expect(page.locator('main a[href^="https://www.knmt.nl"]')).toBeVisible();
      await page
        .locator('main')
        .getByRole('link', { name: /contact/i })
        .last()
        .click();
      await expect(page).toHaveURL('/en/contact');
    },
  );

  test(
    'footer: quick links, languages, emergency call, four social profiles, this year, terms',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/en/services');
      const footer = page.locator('footer');
      for (const name of [
        'Home',
        'Treatments',
        'Our team',
        'Contact',
        'Fees',
        'Blog',
        'Book appointment',
      ]) {
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(footer.locator('a[hreflang]')).toHaveCount(3);
      await expect(footer.locator('a[href^="tel:+316"]')).toContainText('Emergency');
      const social = footer.locator('a[target="_blank"]');
      await expect(social).toHaveCount(4);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(footer.getByRole('button', { name: 'Terms' }).first()).toBeVisible();
    },
  );

  test('main content starts 104, 120 and 136 px from the top by screen width', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'widths are set here');
    for (const [width, padding] of [
      [400, '104px'],
      [800, '120px'],
      [1200, '136px'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/rates');
      await expect(page.locator('main')).toHaveCSS('padding-top', padding);
    }
  });

  test(
    'after a link, the new page starts at the top with focus on its heading',
    { tag: '@once' },
    async ({ page }) => {
      await gotoHydrated(page, '/services');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .locator('main')
        .getByRole('link', { name: /Tanden bleken/ })
        .click();
      await expect(page).toHaveURL('/tanden-bleken');
      await expect(page.locator('main h1')).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
});

test.describe('the appointment form on a phone', () => {
  test.skip(phoneOnly, 'phone layout');

  test('fits the screen and submits', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const form = page.locator('#appointment form[method="post"]');
    await form.scrollIntoViewIfNeeded();
    const box = await form.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await fillAppointmentForm(page, {
      name: 'Phone Visitor',
      email: 'phone@example.com',
      phone: '+31 6 11112222',
      service: 'emergency',
      dateIndex: 2,
    });
    await form.getByRole('button', { name: 'Request an appointment' }).tap();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toContainText('Appointment requested');
    const panelBox = await panel.boundingBox();
    expect(panelBox?.width).toBeLessThanOrEqual(390);
  });
});

test('the logo link’s accessible name starts with what it shows, in every language (WCAG 2.5.3)', async ({
  page,
}) => {
  for (const path of ['/', '/en', '/tr']) {
    await page.goto(path);
    const logo = page.locator('header a[href]').first();
    const [shown, name] = await logo.evaluate((link) => [
      link.textContent.replace(/\s+/g, ' ').trim(),
      link.getAttribute('aria-label') ?? '',
    ]);
    expect(name.toLocaleLowerCase(), path).toContain(shown.toLocaleLowerCase());
  }
});
