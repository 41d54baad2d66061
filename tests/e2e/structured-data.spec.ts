/**
 * Every page's structured data, as the built server sends it, through two validators nobody here
 * wrote (tests/support/structured-data.ts): no error and no warning on any page of any type, in
 * any language, nor on the not-found page. The FAQ answers read as the page does (no space left
 * where a link ended).
 */
import { expect, test } from '@playwright/test';
import { languages } from '~/i18n/languages';
import { pathFor, sitePages } from '~/i18n/pages';
import { structuredDataIssues } from '../support/structured-data';

test.skip(({ isMobile }) => isMobile, 'the markup does not depend on the screen');

const notFoundPaths = languages.map(
  (lang) => `${pathFor('home', lang).replace(/\/$/, '')}/no-such-page`,
);

test('every page: structured data without errors or warnings', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const path of [...sitePages.map((page) => page.path), ...notFoundPaths]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('application/ld+json');
    for (const issue of await structuredDataIssues(html)) problems.push(`${path}: ${issue}`);
    const texts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.stringify(JSON.parse(match[1] ?? '{}')))
      .join('\n');
    for (const stray of texts.match(/[^\s"]{0,20} [.,;:!?)][^"]{0,10}/g) ?? []) {
      problems.push(`${path}: a space before punctuation: "${stray}"`);
    }
  }
  expect(problems).toEqual([]);
});
