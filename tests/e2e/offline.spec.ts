/**
 * The service worker, in Chromium, going offline: pages visited before still open, others show the
 * offline page in their language, and the appointment form is never answered from a cache.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, fillAppointmentForm } from './support';

test.skip(({ isMobile }) => isMobile, 'the service worker does not depend on the screen');
test.describe.configure({ mode: 'serial' });
// The config blocks service workers for every other spec; these are about the worker.
test.use({ serviceWorkers: 'allow' });

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready;
    return Boolean(registration.active) && navigator.serviceWorker.controller !== null;
  });
}

test('/sw.js is served fresh, as JavaScript, for the whole site', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['cache-control']).toBe('no-cache');
});

test('registered after load, scope /, not through the HTTP cache', async ({ page }) => {
  await gotoHydrated(page, '/team');
  await waitForServiceWorker(page);
  const registration = await page.evaluate(async () => {
    const found = await navigator.serviceWorker.getRegistration('/');
    return { scope: found?.scope, updateViaCache: found?.updateViaCache };
  });
  expect(registration.scope).toMatch(/\/$/);
  expect(new URL(registration.scope ?? '').pathname).toBe('/');
  expect(registration.updateViaCache).toBe('none');
});

test('offline: visited pages open from the device; others show the offline page in their language', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/team');
  await waitForServiceWorker(page);
  // Visit two pages while online, through the worker.
  await page.goto('/en/rates');
  await page.goto('/team');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.locator('main h1')).toHaveText('Ons team');

    await page.goto('/en/rates');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1')).not.toHaveText('You are offline');

    await page.goto('/tr/blog');
    await expect(page.locator('main h1')).toHaveText('Çevrimdışısınız');
    // The practice's number (during opening hours), the emergency line and, for after hours, the
    // regional after-hours dental service.
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(3);
    await expect(page.locator('main')).toContainText('nöbetçi diş hekimi');
    await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
    // Styled as the site (its stylesheet came from the device).
    await expect(page.locator('main h1')).toHaveCSS('font-weight', '800');

    await page.goto('/kindertandarts');
    await expect(page.locator('main h1')).toHaveText('U bent offline');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  } finally {
    await context.setOffline(false);
  }
});

test('offline, the appointment form is never answered from a cache: it shows the error state', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/en');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  try {
    const form = await fillAppointmentForm(page, {
      name: 'Offline Patient',
      email: 'offline@example.com',
      dateIndex: 2,
    });
    await form.getByRole('button', { name: 'Request an appointment' }).click();
    await expect(page.getByTestId('appointment-alert')).toContainText(
      'There was a problem submitting your appointment request. Please try again.',
    );
    // The page itself stays: no error page.
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(form.locator('[name="fullName"]')).toHaveValue('Offline Patient');
  } finally {
    await context.setOffline(false);
  }
});

test('a new worker removes the caches of older builds', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await waitForServiceWorker(page);
  await page.evaluate(async () => {
    await caches.open('pages-19990101000000');
    const registration = await navigator.serviceWorker.getRegistration('/');
    await registration?.unregister();
  });
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await waitForServiceWorker(page);
  const names = await page.evaluate(() => caches.keys());
  expect(names).not.toContain('pages-19990101000000');
  expect(names.filter((name) => name.startsWith('pages-'))).toHaveLength(1);
});
