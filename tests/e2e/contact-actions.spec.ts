/**
 * Reaching the practice in one tap (issue 17): on a phone every page has a call button in its
 * header, every practice number anywhere on a page is a tel: link, and no phone number or e-mail
 * address is ever broken across two lines.
 */
import { expect, test, type Page } from '@playwright/test';
import { practice } from '~/content/practice';
import { sitePages } from '~/i18n/pages';

const pages = [...sitePages.map(({ path }) => path), '/en/no-such-page'];

/**
 * The numbers a patient may need to call, as they may be written (with spaces or no-break
 * spaces): the practice, its emergency line and the after-hours dental service.
 */
const numberPatterns = [
  practice.phone.display,
  practice.emergencyPhone.display,
  practice.afterHoursService.phone.display,
].map((display) => display.replace(/ /g, '[ \u00a0]'));

/**
 * Every visible phone number or e-mail address on the page (link or text) that is drawn on more
 * than one line, and every visible practice number that is not inside a tel: link.
 */
async function brokenAndUnlinked(page: Page, patterns: string[], email: string) {
  return page.evaluate(
    ({ patterns, email }) => {
      // Measured as a visitor scrolling there sees it: skipped sections are rendered first.
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        if (getComputedStyle(element).contentVisibility === 'auto') {
          element.style.contentVisibility = 'visible';
        }
      }
      const expressions = [...patterns, email.replace(/[.]/g, '\\.')].map(
        (source) => new RegExp(source, 'g'),
      );
      const broken: string[] = [];
      const unlinked: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, template, [hidden], dialog:not([open])')) {
          continue;
        }
        expressions.forEach((expression, index) => {
          for (const match of text.matchAll(expression)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (!rects.length) continue; // not rendered (a closed menu, a hidden panel)
            const tops = new Set(rects.map((rect) => Math.round(rect.top)));
            if (tops.size > 1) broken.push(`"${match[0]}" in <${parent.tagName.toLowerCase()}>`);
            const isNumber = index < expressions.length - 1;
            if (isNumber && !parent.closest('a[href^="tel:"]')) {
              unlinked.push(`"${match[0]}" in "${text.trim().slice(0, 60)}"`);
            }
          }
        });
      }
      return { broken, unlinked };
    },
    { patterns, email },
  );
}

test.describe('phone numbers and e-mail addresses', () => {
  for (const path of pages) {
    test(`${path}: numbers are tap-to-call links and nothing wraps inside one`, async ({
      page,
    }) => {
      await page.goto(path);
      const { broken, unlinked } = await brokenAndUnlinked(page, numberPatterns, practice.email);
      expect(broken, 'wrapped inside a phone number or e-mail address').toEqual([]);
      expect(unlinked, 'practice numbers that are not tel: links').toEqual([]);
    });
  }
});

test.describe('a call button in the header', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'at phone size');
  });
  for (const path of pages) {
    test(`${path}: one tap calls the practice from the first screen`, async ({ page }) => {
      await page.goto(path);
      const call = page
        .locator('body > header, #root > header, header')
        .first()
        .locator(`a[href="tel:${practice.phone.e164}"]`);
      await expect(call).toBeVisible();
      await expect(call).toBeInViewport();
      // Named with the number it calls, large enough to hit with a thumb (WCAG 2.5.8).
      await expect(call).toHaveAccessibleName(/020.123.45.67/);
      const box = await call.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    });
  }
});

test.describe('the emergency page', () => {
  for (const path of [
    '/spoed-tandarts',
    '/en/emergency-dentistry-amstelveen',
    '/tr/acil-dis-hekimligi-amstelveen',
  ]) {
    test(`${path}: its first action calls the emergency line`, async ({ page }) => {
      await page.goto(path);
      const firstAction = page
        .locator('main')
        .locator('a.btn, button.btn, a.btn-emergency')
        .first();
      await expect(firstAction).toHaveAttribute('href', `tel:${practice.emergencyPhone.e164}`);
      await expect(firstAction).toBeInViewport();
      await expect(page.locator('main')).toContainText('30');
    });
  }
});

test.describe('one emergency colour', () => {
  for (const path of ['/', '/tr', '/en/contact', '/spoed-tandarts', '/en/rates']) {
    test(`${path}: every call of the emergency line has the one accent`, async ({ page }) => {
      await page.goto(path);
      const { accents, expected } = await page.evaluate((e164) => {
        // The accent as the stylesheet defines it: the button's fill, the link's text colour and
        // the link's light tint on the dark call-to-action band.
        const probe = (className: string, wrapper?: string) => {
          const outer = document.createElement('div');
          if (wrapper) outer.className = wrapper;
          const link = document.createElement('a');
          link.className = className;
          link.dataset.phoneLine = 'emergency';
          outer.append(link);
          document.body.append(outer);
          const style = getComputedStyle(link);
          const value = className.includes('btn') ? style.backgroundColor : style.color;
          outer.remove();
          return value;
        };
        const expected = [
          probe('btn-emergency'),
          probe('link-emergency'),
          probe('', 'inline-links-light'),
        ];
        const accents = [...document.querySelectorAll<HTMLElement>(`a[href="tel:${e164}"]`)]
          .filter((link) => link.getClientRects().length > 0)
          .map((link) => {
            const style = getComputedStyle(link);
            const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)';
            return {
              text: link.textContent.trim().slice(0, 40),
              // A tinted chip (orange-50 behind orange text) counts by its text colour.
              accent:
                filled && link.classList.contains('btn-emergency')
                  ? style.backgroundColor
                  : style.color,
            };
          });
        return { accents, expected };
      }, practice.emergencyPhone.e164);
      expect(accents.length).toBeGreaterThan(0);
      for (const { text, accent } of accents) expect(expected, text).toContain(accent);
    });
  }
});
