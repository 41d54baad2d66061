/**
 * Reflow (WCAG 1.4.10) where it is hardest: the header at the commonest phone widths and between
 * phone and desktop, the fee table, long compounds. Every page at 320 CSS px (the narrowest
 * phone, or a larger one zoomed to 400 %) is checked in every-page.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support';

/**
 * Phones of 360–390 px, the commonest: the Dutch logo line is the widest, and it pushed the menu
 * button past the screen's edge (the nineteenth review: 337–381 px at 360). Every control on
 * screen with air to its edge, the name beside the mark.
 */
test.describe('the header fits a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-size check');
  for (const width of [360, 375, 390]) {
    for (const path of ['/', '/en', '/tr']) {
      test(`${path} at ${width} px: the menu button and every other control are on screen`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.locator('header').getByText('Stadshart', { exact: true })).toBeVisible();
        const controls = await page
          .locator('header > div')
          .first()
          .evaluate((row) =>
            [...row.querySelectorAll<HTMLElement>(':scope > a, :scope > button')]
              .map((element) => element.getBoundingClientRect())
              .filter((box) => box.width > 0)
              .map((box) => ({ left: box.left, right: box.right })),
          );
        expect(controls.length).toBeGreaterThanOrEqual(4);
        for (const box of controls) {
          expect(box.left).toBeGreaterThanOrEqual(0);
          // Air to the edge, in the brand font or the fallback (a first visit's, a little wider).
          expect(box.right).toBeLessThanOrEqual(width - 6);
        }
      });
    }
  }
});

/**
 * Tablets held sideways and laptops with display scaling (1024–1279 px) get the navigation with
 * the call as an icon and no language menu (the page's own language links are there); from
 * 1280 px the number and the language menu too; below 1024 px the menu button (round 51, BD: at
 * 1100 px the whole navigation, the written number and "Spoed" were behind ☰). Every control is
 * on screen, with the Book Appointment button among them.
 */
test.describe('the header fits between phone and desktop', () => {
  test.skip(({ isMobile }) => isMobile, 'a desktop-size check');
  for (const width of [1000, 1024, 1099, 1100, 1180, 1279, 1280]) {
    for (const path of ['/', '/en', '/tr']) {
      test(`${path} at ${width} px: every header control is on screen`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const inner = page.locator('header > div').first();
        const overflow = await inner.evaluate(
          (element) => element.scrollWidth - element.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const book = page.locator('header').getByRole('link', { name: /Afspraak|Book|Randevu/ });
        const box = await book.first().boundingBox();
        expect(box && box.x + box.width).toBeLessThanOrEqual(width);
        const menuButton = page.locator('header').getByRole('button', { name: /menu|Menü/i });
        await expect(menuButton).toBeVisible({ visible: width < 1024 });
        const header = page.locator('header');
        await expect(header.getByRole('navigation')).toBeVisible({ visible: width >= 1024 });
        await expect(header.locator('a[data-menu="language"]')).toBeVisible({
          visible: width >= 1280,
        });
        // The booking button's label on one line, whole or short, never cut off.
        expect(box && box.height).toBeLessThanOrEqual(48);
        if (width >= 1024) {
          // The emergency item and the call both in view, the Book Appointment button after them.
          const emergency = header
            .getByRole('navigation')
            .locator('a[href*="spoed"], a[href*="emergency"], a[href*="acil"]');
          const emergencyBox = await emergency.boundingBox();
          expect(emergencyBox && box && emergencyBox.x + emergencyBox.width).toBeLessThan(
            box?.x ?? 0,
          );
        }
      });
    }
  }
});

test('from 1024 px the treatments’ panel opens whole on the screen, under the header', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the panel is the wide header’s');
  for (const width of [1024, 1180, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/tr']) {
      await gotoHydrated(page, path);
      await page.locator('a[data-menu="services"]').click();
      const panel = page.locator('#menu-services');
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box && box.x, `${path} at ${width}`).toBeGreaterThanOrEqual(16);
      expect(box && box.x + box.width, `${path} at ${width}`).toBeLessThanOrEqual(width - 16);
      // Each treatment's name on one line: a link of one line is 44 px high, of two 64.
      const heights = await panel
        .locator('ul > li > a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
      expect(Math.max(...heights), `${path} at ${width}`).toBeLessThan(50);
      await page.keyboard.press('Escape');
    }
  }
});

test.describe('the fee table fits its card on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-size check');
  for (const width of [320, 360, 375]) {
    for (const path of ['/rates', '/en/rates', '/tr/rates']) {
      test(`${path} at ${width} px: every amount is whole and in view`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const fit = await page.locator('main table').evaluate((table) => {
          const card = table.parentElement?.getBoundingClientRect();
          const cells = [...table.querySelectorAll('td:last-child')].map((cell) =>
            cell.getBoundingClientRect(),
          );
          return {
            table: table.getBoundingClientRect().right,
            card: card?.right ?? 0,
            cells: cells.every((cell) => cell.right <= (card?.right ?? 0) + 0.5),
          };
        });
        expect(fit.table).toBeLessThanOrEqual(fit.card + 0.5);
        expect(fit.cells).toBe(true);
      });
    }
  }
});

test.describe('long Dutch compounds break where their words meet', () => {
  test.skip(({ isMobile }) => !isMobile, 'a phone-size check');
  test.use({ viewport: { width: 320, height: 640 } });

  test('"Wortelkanaal-behandeling": the title and a section heading, read and copied whole', async ({
    page,
  }) => {
    await page.goto('/wortelkanaalbehandeling');
    // The heading's first line ends with the compound's first half (and the drawn hyphen).
    const breaks = await page.locator('main h1 .shy, main .prose h2 .shy').evaluateAll((spans) =>
      spans.map((span) => {
        const next = document.createRange();
        next.setStart(span.nextSibling ?? span, 0);
        next.setEnd(span.nextSibling ?? span, 1);
        return {
          text: span.textContent,
          before: Math.round(span.getBoundingClientRect().top),
          after: Math.round(next.getBoundingClientRect().top),
          hyphen: getComputedStyle(span, '::after').content,
        };
      }),
    );
    expect(breaks.length).toBeGreaterThanOrEqual(2);
    expect(breaks[0]).toMatchObject({ text: 'Wortelkanaal' });
    expect(breaks[0]?.after).toBeGreaterThan(breaks[0]?.before ?? 0);
    expect(breaks[0]?.hyphen).toContain('\u00ad');
    // What is read out and copied is the word as written.
    await expect(page.locator('main h1')).toHaveAccessibleName(
      'Wortelkanaalbehandeling in Amstelveen',
    );
    expect(await page.locator('main h1').innerText()).not.toContain('\u00ad');
  });

  for (const path of ['/spoed-tandarts', '/contact', '/tandartscontrole', '/services']) {
    test(`${path}: no break point inside a link (phone numbers, e-mail, call buttons)`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(
        page.locator('a[href^="tel:"] .shy, a[href^="mailto:"] .shy, .call-button .shy'),
      ).toHaveCount(0);
      expect(await page.locator('body').innerText()).not.toContain('\u00ad');
    });
  }
});

test.describe('a compound breaks only when it alone is wider than the line', () => {
  test.skip(({ isMobile }) => isMobile, 'a wide-screen check');

  test('"tandheelkunde" moves to the next line whole, not "tand-" left at the end of one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/facings-amstelveen');
    const halves = await page.locator('main h1 .shy').evaluateAll((spans) =>
      spans.map((span) => {
        const rest = document.createRange();
        rest.setStart(span.nextSibling ?? span, 0);
        rest.setEnd(span.nextSibling ?? span, 1);
        return {
          text: span.textContent,
          sameLine:
            Math.round(span.getBoundingClientRect().top) ===
            Math.round(rest.getBoundingClientRect().top),
        };
      }),
    );
    expect(halves).toEqual([{ text: 'tand', sameLine: true }]);
    await expect(page.locator('main h1')).toHaveAccessibleName(
      'Facings en esthetische tandheelkunde in Amstelveen',
    );
  });

  test('the jump links’ chips: the label is one piece, with no gap inside a compound', async ({
    page,
  }) => {
    await page.goto('/facings-amstelveen');
    const chips = page.locator('main nav[aria-label="Op deze pagina"] .md\\:block a');
    await expect(chips.first()).toBeVisible();
    const labels = await chips.evaluateAll((links) =>
      links.map((link) => {
        const label = link.lastElementChild as HTMLElement;
        const text = document.createRange();
        text.selectNodeContents(label);
        return {
          direct: [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).length,
          // The label is as wide as its text: no flex gaps between its words.
          extra: Math.round(
            label.getBoundingClientRect().width - text.getBoundingClientRect().width,
          ),
          text: label.textContent,
        };
      }),
    );
    expect(labels.map(({ text }) => text)).toContain('Wat is esthetische tandheelkunde?');
    for (const label of labels) expect(label, label.text).toMatchObject({ direct: 0, extra: 0 });
  });
});

test('the costs article’s fee list fits a 320 px phone whole, amounts included, in every language', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    '/blog/kosten-tandarts-nederland',
    '/en/blog/dental-costs-netherlands',
    '/tr/blog/hollandada-dis-hekimi-ucretleri',
  ]) {
    await page.goto(path);
    // No sideways scrolling inside the table's box (the eleventh review: "Wortelkanaal-
    // behandeling" kept the amounts off the screen).
    const box = page.locator('.table-scroll').first();
    const { scroll, client } = await box.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(scroll, path).toBeLessThanOrEqual(client);
  }
});
