/**
 * The blog leads on (the sixteenth review: an article ended at the way back, and the list at its
 * last card): under each article the treatments it speaks of, one tap each; under the list the
 * closing band, with the booking and the call.
 */
import { expect, test } from '@playwright/test';
import { articles } from '~/content/site.server';
import { practice } from '~/content/practice';
import { languages } from '~/i18n/languages';
import { catalogues } from '~/i18n/messages';
import { appointmentHref, articleIds, pathFor } from '~/i18n/pages';

for (const lang of languages) {
  for (const id of articleIds) {
    const path = pathFor(id, lang);
    test(`${path}: the treatments it speaks of, each one tap away`, async ({ page }) => {
      await page.goto(path);
      const section = page.locator('section[aria-labelledby="related-title"]');
      const links = section.getByRole('link');
      await expect(links).toHaveCount(3);
      const related = articles[id].related;
      for (const [index, treatment] of related.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAccessibleName(catalogues[lang].treatments[treatment]);
        await expect(link).toHaveAttribute('href', pathFor(treatment, lang));
      }
      // The whole card is the link's target: a tap at its corner, away from the name, follows it.
      await section
        .locator('article')
        .first()
        .click({ position: { x: 8, y: 8 } });
      await expect(page).toHaveURL(pathFor(related[0], lang));
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  const blogPath = pathFor('blog', lang);
  test(`${blogPath}: the list ends with the way to book or call`, async ({ page }) => {
    // Open: the practice's call rings it (closed, the same button opens the panel of calls).
    await page.clock.setFixedTime(new Date('2026-12-02T10:00:00+01:00'));
    await page.goto(blogPath);
    const band = page.locator('section[aria-labelledby="cta-title"]');
    await expect(band.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(band.locator(`a[href="${appointmentHref(lang)}"]`)).toBeVisible();
    await expect(band.locator(`a[href="tel:${practice.phone.e164}"]`)).toBeVisible();
    await page.clock.setFixedTime(new Date('2026-12-02T20:00:00+01:00'));
    await page.goto(blogPath);
    await expect(band.locator(`a[href="tel:${practice.phone.e164}"]`)).toBeHidden();
    await expect(band.locator('button[popovertarget="closed-calls"]')).toBeVisible();
  });
}
