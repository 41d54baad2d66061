/**
 * Every page in every language, once at phone size and once at desktop size: one visit, every
 * check a page must pass. Each page used to be opened by four specs in turn (axe, the phone
 * numbers, the header's call, its Content-Security-Policy, reflow), some 460 page loads of
 * about three seconds each on a 2-core machine, most of it the browser laying the page out again;
 * one load per page and size now runs them all.
 *
 * - WCAG 2.2 AA with axe-core, skipped sections rendered as a visitor scrolling there sees them;
 * - every practice number a tel: link, and no phone number or e-mail address broken across two
 *   lines (issue 17);
 * - its Content-Security-Policy kept: no violation, no console error, no uncaught error, also
 *   after the terms dialog has run its script;
 * - at phone size: one tap calls the practice from the header on the first screen (on the
 *   emergency page the emergency line), and at 320 px nothing is wider than the screen (WCAG
 *   1.4.10; the narrowest phone, or a larger one zoomed to 400 %).
 *
 * The practice is open on the clock these pages are read at: after hours its emergency line is
 * text on purpose, and the header's call opens the calls that help then (contact-actions.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { practice } from '~/content/practice';
import { sitePages } from '~/i18n/pages';
import { brokenAndUnlinked, expectNoViolations, reflowProblems } from './page-checks';

const notFoundPaths = ['/en/no-such-page', '/tr/olmayan-sayfa'];
const emergencyPaths = sitePages.filter(({ id }) => id === 'emergency').map(({ path }) => path);

for (const path of [...sitePages.map((page) => page.path), ...notFoundPaths]) {
  test(path, async ({ page, isMobile }) => {
    // Five checks on one page: on a loaded machine this takes several times its quiet 10 s.
    test.setTimeout(120_000);
    await page.clock.setFixedTime(new Date('2026-12-02T10:00:00+01:00'));
    const problems: string[] = [];
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));

    const response = await page.goto(path);
    expect(response?.status()).toBe(notFoundPaths.includes(path) ? 404 : 200);
    expect(response?.headers()['content-security-policy']).toBeTruthy();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    if (isMobile) {
      // The header's call, on the first screen before anything has scrolled.
      const line = emergencyPaths.includes(path) ? practice.emergencyPhone : practice.phone;
      const header = page.locator('body > header, #root > header, header').first();
      const call = header.locator(`a[href="tel:${line.e164}"]`).first();
      await expect(call, 'the header’s call').toBeVisible();
      await expect(call, 'the header’s call on the first screen').toBeInViewport();
      // Named with the number it calls, large enough to hit with a thumb (WCAG 2.5.8).
      await expect(call).toHaveAccessibleName(new RegExp(line.display.replace(/ /g, '.')));
      // One call in the header, not the desk's beside the emergency line's.
      await expect(header.locator('a[href^="tel:"]').filter({ visible: true })).toHaveCount(1);
      const box = await call.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }

    const { broken, unlinked } = await brokenAndUnlinked(page);
    expect.soft(broken, 'wrapped inside a phone number or e-mail address').toEqual([]);
    expect.soft(unlinked, 'practice numbers that are not tel: links').toEqual([]);

    await expectNoViolations(page, path);

    if (!isMobile) {
      // What runs script on demand: the terms dialog, opened and closed.
      await page.locator('footer').getByRole('button').last().click();
      await page.keyboard.press('Escape');
    }
    const violations = await page.evaluate(
      () => (window as unknown as { violations?: string[] }).violations ?? [],
    );
    expect.soft(violations, 'Content-Security-Policy violations').toEqual([]);
    expect
      .soft(
        problems.filter((problem) => !problem.includes('404 (Not Found)')),
        'console errors',
      )
      .toEqual([]);

    if (isMobile) {
      await page.setViewportSize({ width: 320, height: 640 });
      const reflow = await reflowProblems(page);
      expect(reflow.scrollWidth, `page width (${reflow.wide.join(', ')})`).toBeLessThanOrEqual(
        reflow.width,
      );
      expect(reflow.offScreen, 'header controls outside the screen').toEqual([]);
    }
  });
}

test('the offline page (plain HTML, never hydrated) has no axe violations', async ({ page }) => {
  await page.goto('/tr/offline');
  await expectNoViolations(page, '/tr/offline');
});
