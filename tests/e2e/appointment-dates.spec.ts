/**
 * A home page rendered earlier in the day (left open, restored from the cache) still lists today;
 * once hydrated, the form keeps only the days open for a request now (decision 0085).
 */
import { expect, test } from '@playwright/test';
import { availableDates } from '~/appointments/dates';
import { fromPracticeTime } from '~/appointments/time-rules';

test('the form drops a day that is too late by the browser’s clock', async ({ page, request }) => {
  // The first day the server lists, and 17.00 on it in Amsterdam: past the cut-off on any open day.
  const [first = '', second = ''] = availableDates(new Date());
  const evening = fromPracticeTime(first, '17:00');
  expect(evening).toBeDefined();

  const html = await (await request.get('/')).text();
  expect(html).toContain(`value="${first}"`);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.clock.setFixedTime(evening ?? new Date());
  await page.goto('/');
  const select = page.locator('select[name="preferredDate"]');
  await expect(select.locator(`option[value="${first}"]`)).toHaveCount(0);
  await expect(select.locator(`option[value="${second}"]`)).toHaveCount(1);
  // Hydration found the server's list first and dropped the day after it (no React error 418).
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});
