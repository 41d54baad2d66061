import { expect, test, type Locator } from '@playwright/test';

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not laid out');
  return box;
}

/** Issue 17 findings 1, 4 and 9: pictures framed by their slots, no empty halves, drawn icons. */

test.describe('treatment pages', () => {
  for (const path of [
    '/implantaten',
    '/en/root-canal-amstelveen',
    // Not the emergency page: there the emergency call and what to do now come first
    // (contact-actions.spec.ts), the facts after them.
    '/tr/cocuk-dis-hekimligi-amstelveen',
  ]) {
    test(`${path}: the facts are on the first screen, beside the heading on a wide screen until the practice’s photo`, async ({
      page,
      isMobile,
    }) => {
      await page.goto(path);
      const facts = page.locator('aside[aria-labelledby="facts-title"]');
      const box = await boxOf(facts);
      expect(box.y).toBeLessThan(page.viewportSize()?.height ?? 0);
      await expect(page.locator('#facts-title')).toHaveText(/^(In het kort|At a glance|Kısaca)$/);
      // No placeholder anywhere in the header: a phone would only scroll past it, and on a wide
      // screen the facts take its place (the tenth review: the same empty tile on 13 pages).
      await expect(page.locator('main header [data-slot-kind]')).toHaveCount(0);
      const heading = await boxOf(page.locator('h1'));
      if (isMobile) {
        expect(box.y).toBeGreaterThan(heading.y + heading.height);
        return;
      }
      // Beside the heading, not under it, starting at the top of the header; with its own
      // Book and Call (the header's are not shown twice beside them).
      expect(box.x).toBeGreaterThan(heading.x + heading.width - 1);
      expect(box.y).toBeLessThan(heading.y);
      await expect(
        facts.getByRole('link', { name: /^(Afspraak maken|Book Appointment|Randevu alın)$/i }),
      ).toBeVisible();
      await expect(
        page
          .locator('main header')
          .getByRole('link', { name: /^(Afspraak maken|Book Appointment|Randevu alın)$/i }),
      ).toBeHidden();
    });
  }

  test('the facts stay in view while reading on a wide screen', async ({ page, isMobile }) => {
    test.skip(isMobile, 'on a phone the facts come first and scroll away');
    await page.goto('/en/dental-implants-amstelveen');
    // Halfway down the article, far below where the facts card starts.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 3));
    await expect(page.locator('#facts-title')).toBeInViewport();
  });
});

test('team portraits keep a portrait’s 4:5 frame at every size', async ({ page, isMobile }) => {
  await page.goto('/en/team');
  const portraits = page.locator('main [data-slot-kind]');
  await expect(portraits).toHaveCount(2);
  for (const portrait of await portraits.all()) {
    const box = await boxOf(portrait);
    const isPhoto = (await portrait.getAttribute('data-slot-kind')) === 'photo';
    if (isPhoto || isMobile) expect(box.width / box.height).toBeCloseTo(0.8, 2);
    // Beside the text on a wide screen the initials' panel runs the card's full height.
    else {
      const card = await boxOf(portrait.locator('xpath=..'));
      expect(Math.abs(card.height - box.height)).toBeLessThanOrEqual(2); // the card's border
    }
    if (isPhoto) {
      // A photo fills the frame (cropped around its focal point, never letterboxed).
      const img = await boxOf(portrait.locator('img'));
      expect(Math.round(img.height)).toBe(Math.round(box.height));
    } else {
      // Until the practice adds portraits: the dentist's initials, not a drawn "missing photo".
      await expect(portrait).toHaveText(/^[A-Z]{2}$/);
      await expect(portrait).toHaveAttribute('aria-hidden', 'true');
    }
  }
  await expect(portraits.first()).toHaveText('MK');
});

test('a placeholder is decoration (empty alt), and every treatment icon comes from the sprite', async ({
  page,
}) => {
  await page.goto('/en/services');
  await expect(
    page.locator('use[href*="#anchor"], use[href*="#puzzle"], use[href*="#microscope"]'),
  ).toHaveCount(0);
  await expect(page.locator('use[href*="#odontology-implant-outline"]').first()).toBeAttached();
  await page.goto('/en/team');
  for (const img of await page.locator('[data-slot-kind="placeholder"] img').all()) {
    await expect(img).toHaveAttribute('alt', '');
  }
});

test('a 4.5 rating shows four and a half of five equal stars', async ({ page }) => {
  await page.goto('/en');
  const rows = page.locator('figure span[aria-hidden="true"].flex');
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(rows.nth(i).locator(':scope > span')).toHaveCount(5);
  await expect(page.locator('figure .w-1\\/2').first()).toBeAttached();
});
