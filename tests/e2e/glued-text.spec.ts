/**
 * Words never run together when a page is read as text (issue 18). A screen reader's virtual
 * buffer, a search engine or a copy-paste sees the HTML without the site's CSS: two inline
 * elements side by side ("<time>May 14, 2025</time><span>5 min read</span>") then read as
 * "May 14, 20255 min read", however far apart the flex gap shows them. So every page is read here
 * as the server sends it (no JavaScript) with its stylesheets removed, and no letter or digit may
 * end one text node where the next text node starts with one, unless a line break, a block or
 * whitespace separates them in the extracted text.
 */
import { expect, test } from '@playwright/test';
import { sitePages } from '~/i18n/pages';

test.use({ javaScriptEnabled: false });
test.skip(({ isMobile }) => isMobile, 'the server sends the same HTML at every width');

for (const { path } of [...sitePages, { path: '/en/no-such-page' }, { path: '/tr/offline' }]) {
  test(path, async ({ page }) => {
    await page.goto(path);
    const glued = await page.evaluate(() => {
      for (const element of document.querySelectorAll('link[rel="stylesheet"], style')) {
        element.remove();
      }
      for (const element of document.querySelectorAll('[style]')) element.removeAttribute('style');
      // A compound's hyphenation point (Hyphenated, `.shy`) splits one word on purpose: the word
      // is read as one ("Wortelkanaal" + "behandeling"), so it is joined again here.
      for (const span of document.querySelectorAll('.shy')) {
        span.replaceWith(span.textContent);
      }
      document.body.normalize();

      // Marks where each text node starts; what innerText keeps between two marks shows whether
      // the browser's own (UA) styles separate the nodes with a line break or a space.
      const mark = '\uE000';
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim()) nodes.push(node as Text);
      }
      for (const node of nodes) {
        // Text split only by React's <!-- --> markers inside one element is one run of text.
        let previous = node.previousSibling;
        while (previous?.nodeType === Node.COMMENT_NODE) previous = previous.previousSibling;
        if (previous?.nodeType !== Node.TEXT_NODE) node.textContent = mark + node.textContent;
      }
      const text = document.body.innerText;
      const found: string[] = [];
      for (const match of text.matchAll(/([\p{L}\p{N}]{1,20})\uE000([\p{L}\p{N}]{1,20})/gu)) {
        found.push(`${match[1]}|${match[2]}`);
      }
      return found;
    });
    expect(glued, `text nodes glued together on ${path} (left|right)`).toEqual([]);
  });
}
