/**
 * WCAG 2.2 AA with axe-core (every page in every language, at desktop and phone size, on its one
 * visit: every-page.spec.ts), here in the states a visitor opens (menus, dropdowns, dialogs, the form's errors, confirmation and failure
 * with its toast, with and without JavaScript); plus what axe cannot see: keyboard reach, the skip
 * link, visible focus never under the header, and reduced motion.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoViolations } from './page-checks';
import { gotoHydrated, fillAppointmentForm } from './support';

test.describe('colour contrast as Lighthouse reads it: skipped sections left unrendered', () => {
  // Lighthouse runs axe on the page as it loads, without scrolling. Text in a section the browser
  // has not rendered yet is measured against whatever is painted there; a rule in app.css keeps
  // those sections (the form, the last section, the footer) rendered.
  for (const path of ['/', '/en', '/tr', '/contact', '/en/blog']) {
    test(path, async ({ page }) => {
      await gotoHydrated(page, path);
      const { violations } = await new AxeBuilder({ page })
        .withRules(['color-contrast', 'target-size'])
        .analyze();
      expect(
        violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)),
      ).toEqual([]);
    });
  }
});

test.describe('open states', () => {
  test('desktop: each dropdown open', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop navigation');
    await gotoHydrated(page, '/tr/team');
    for (const menu of ['services', 'about', 'language']) {
      await page.locator(`a[data-menu="${menu}"]`).click();
      await expect(page.locator(`#menu-${menu}`)).toBeVisible();
      await expectNoViolations(page, menu);
      await page.keyboard.press('Escape');
    }
  });

  test('phone: the menu open with both groups expanded', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'mobile navigation');
    await gotoHydrated(page, '/en/contact');
    await page.locator('#mobile-menu-toggle').click();
    await page.locator('button[aria-controls="mobile-services"]').click();
    await page.locator('button[aria-controls="mobile-about"]').click();
    await expectNoViolations(page, 'mobile menu');
  });

  test('the terms and privacy dialogs', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.locator('footer').getByRole('button', { name: 'Voorwaarden' }).last().click();
    await expect(page.locator('#terms-dialog')).toBeVisible();
    await expectNoViolations(page, 'terms dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'privacyverklaring' }).click();
    await expect(page.locator('#privacy-dialog')).toBeVisible();
    await expectNoViolations(page, 'privacy dialog');
  });

  test('the privacy statement opens from the footer on any page, with its date', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/contact');
    await page.locator('footer').getByRole('button', { name: 'Privacy statement' }).last().click();
    const dialog = page.locator('#privacy-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Last updated:');
    await expect(dialog).toContainText('European Economic Area');
    await expectNoViolations(page, 'privacy dialog from the footer');
  });

  test('the form in each state: errors and summary, confirmation, a failure with its toast', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    const form = page.locator('#appointment form[method="post"]');
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    await expect(form.getByTestId('error-summary')).toBeFocused();
    await expectNoViolations(page, 'form with errors', '#appointment');
    // Partly corrected: the fixed fields have lost their messages, the summary its lines.
    await form.locator('[name="fullName"]').fill('Axe Visitor');
    await form.locator('[name="fullName"]').press('Tab');
    await form.locator('[name="service"]').selectOption('emergency');
    await expect(form.getByTestId('error-summary').getByRole('link')).toHaveCount(4);
    await expectNoViolations(page, 'form partly corrected', '#appointment');

    await fillAppointmentForm(page, {
      name: 'Axe Visitor',
      email: 'axe@example.com',
      phone: '+31 6 12345678',
      service: 'cosmetic',
      dateIndex: 2,
    });
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    const panel = page.getByTestId('appointment-confirmation');
    await expect(panel).toBeFocused();
    await expectNoViolations(page, 'confirmation', '#appointment');

    // A failure (the request never reaches the server): the alert and its toast.
    await panel.getByRole('link', { name: /Request another appointment/ }).click();
    await page.route('**/en.data*', (route) => route.abort());
    await fillAppointmentForm(page, { name: 'Axe Offline', email: 'axe-offline@example.com' });
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await expectNoViolations(page, 'failure and toast');
  });

  test('the form’s states as the server renders them, without the page’s scripts (Turkish)', async ({
    page,
  }) => {
    // axe needs scripting in the page, so the site's scripts are held back instead: the page never
    // hydrates and the form posts as a plain HTML form.
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      (route) => route.abort(),
    );
    await page.goto('/tr');
    const form = page.locator('#appointment form[method="post"]');
    await form.getByRole('button', { name: 'Randevu talep edin' }).click();
    await expect(form.getByTestId('error-summary')).toBeFocused();
    await expectNoViolations(page, 'server-rendered errors', '#appointment');
    await fillAppointmentForm(page, { name: 'Axe Ziyaretçi', email: 'axe-tr@example.com' });
    await form.getByRole('button', { name: 'Randevu talep edin' }).click();
    await expect(page.getByTestId('appointment-confirmation')).toBeFocused();
    await expectNoViolations(page, 'server-rendered confirmation', '#appointment');
  });
});

test.describe('keyboard', () => {
  test('the first Tab reaches a visible skip link that moves focus to the content', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('every control is reachable; focus is always visible and never under the header', async ({
    page,
    isMobile,
  }) => {
    await gotoHydrated(page, '/');
    const headerHeight = await page
      .locator('header')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    const seen = new Set<string>();
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        // The header, and anything fixed on top of it (the skip link), is where it belongs.
        const inHeader = Boolean(el.closest('header')) || style.position === 'fixed';
        return {
          key: `${el.tagName}|${el.getAttribute('href') ?? ''}|${el.getAttribute('name') ?? ''}|${el.textContent.trim().slice(0, 30)}`,
          outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
          top: rect.top,
          bottom: rect.bottom,
          inHeader,
          visible: rect.width > 0 && rect.height > 0,
        };
      });
      if (!focus) continue;
      seen.add(focus.key);
      expect(focus.outline, `focus outline on ${focus.key}`).toBe(true);
      if (!focus.inHeader && focus.visible) {
        expect(focus.top, `${focus.key} hidden under the header`).toBeGreaterThanOrEqual(
          headerHeight - 1,
        );
      }
    }
    // The form's fields and button, the FAQ and the treatment links were all reached.
    for (const part of [
      'INPUT||fullName',
      'SELECT||preferredDate',
      'SUMMARY',
      '/tandarts-amstelveen',
    ]) {
      expect(
        [...seen].some((key) => key.includes(part)),
        `${part} reachable (${isMobile ? 'phone' : 'desktop'})`,
      ).toBe(true);
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ colorScheme: 'light' });

  test('no smooth scrolling and no animations when the visitor asks for less motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await page.locator('main').getByRole('link', { name: 'Afspraak maken' }).first().click();
    // Jumped, not scrolled: the section is in place at once.
    const top = await page.evaluate(
      () => document.getElementById('appointment')?.getBoundingClientRect().top,
    );
    expect(Math.round(top ?? 0)).toBe(80);
    const durations = await page.evaluate(() =>
      [...document.querySelectorAll('img, .skeleton, svg')].map((el) => {
        const style = getComputedStyle(el);
        return Math.max(parseFloat(style.transitionDuration), parseFloat(style.animationDuration));
      }),
    );
    expect(Math.max(...durations)).toBeLessThanOrEqual(0.001);
  });
});
