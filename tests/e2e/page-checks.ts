/**
 * Checks every page must pass, shared by the one visit each page gets per screen size
 * (every-page.spec.ts) and by the specs that look at a page in a particular state (a menu open,
 * the form's errors, the practice closed).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { nationalEmergencyNumberPattern } from '~/content/emergency-number';
import { practice } from '~/content/practice';
import { shortPrefixWord } from '~/content/short-prefix-words';

/**
 * What the browser skips until it nears the viewport (content-visibility: auto) rendered, as a
 * visitor scrolling there sees it. Unrendered, axe cannot see its background colour and a
 * number's line boxes do not exist.
 */
export async function renderSkippedSections(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** WCAG 2.2 AA with axe-core, on the whole page or on `include`. */
export async function expectNoViolations(page: Page, where: string, include?: string) {
  await renderSkippedSections(page);
  let builder = new AxeBuilder({ page }).withTags(wcag);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, where).toEqual([]);
}

/**
 * The numbers a patient may need to call, as they may be written (with spaces or no-break
 * spaces): the practice, its emergency line and the after-hours dental service; and 112 where a
 * text tells a patient to call it.
 */
export const numberPatterns = [
  ...[
    practice.phone.display,
    practice.emergencyPhone.display,
    practice.afterHoursService.phone.display,
  ].map((display) => display.replace(/ /g, '[ \u00a0]')),
  nationalEmergencyNumberPattern.source,
];

/**
 * Every visible phone number, e-mail address or short-prefix word ("e-posta", short-prefix-words.ts)
 * on the page (link or text) that is drawn on more than one line, and every visible practice
 * number that is not inside a tel: link.
 */
export async function brokenAndUnlinked(page: Page) {
  await renderSkippedSections(page);
  return page.evaluate(
    ({ patterns, email, word }) => {
      const expressions = [
        ...[...patterns, email.replace(/[.]/g, '\\.')].map((source) => new RegExp(source, 'g')),
        new RegExp(word, 'gu'),
      ];
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
            const isNumber = index < patterns.length;
            // After hours a practice's call opens the panel of calls, which holds the tel: links.
            const opensCalls = parent.closest('button[popovertarget="closed-calls"]');
            if (isNumber && !parent.closest('a[href^="tel:"]') && !opensCalls) {
              unlinked.push(`"${match[0]}" in "${text.trim().slice(0, 60)}"`);
            }
          }
        });
      }
      return { broken, unlinked };
    },
    { patterns: numberPatterns, email: practice.email, word: shortPrefixWord.source },
  );
}

/**
 * Reflow (WCAG 1.4.10) at the page's current width: the page's scroll width against the screen's,
 * the header's controls outside it, and the first elements that stick out (a wide table may
 * scroll in its own box).
 */
export async function reflowProblems(page: Page) {
  await renderSkippedSections(page);
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offScreen = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > width);
      })
      .map((element) => element.textContent.trim() || element.getAttribute('aria-label'));
    const wide = [...document.querySelectorAll<HTMLElement>('main *, footer *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest('.overflow-hidden, .overflow-x-auto'))
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`)
      .slice(0, 3);
    return { scrollWidth: document.documentElement.scrollWidth, width, offScreen, wide };
  });
}
