import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PlainDocument, renderPlainPage } from '~/components/plain-document';
import { loadPlainPageFonts } from './plain-page-fonts';
import { staffContentSecurityPolicy } from './staff-http';

let clientDir: string;
const fontBytes = Buffer.from('not really a font, but bytes');

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'plain-fonts-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(
    path.join(clientDir, 'assets', 'app-AbC_12-x.css'),
    "@font-face{font-family:'Nunito Variable';src:url(/assets/nunito-latin-DKGf6kXG.woff2) format('woff2')}",
  );
  await writeFile(path.join(clientDir, 'assets', 'nunito-latin-DKGf6kXG.woff2'), 'latin');
  await writeFile(path.join(clientDir, 'assets', 'nunito-latin-ext-B6hMaKHr.woff2'), fontBytes);
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

describe('the extended-Latin face of the plain pages (staff area, patient page)', () => {
  test('both variants, from the build’s files: the font inside, or the file', () => {
    const fonts = loadPlainPageFonts(clientDir);
    if (!fonts) throw new Error('no fonts');
    // Inline: the Latin face again (the same file app.css names) and ğ, ş, İ with the font inside.
    expect(fonts.inline).toContain("src:url('/assets/nunito-latin-DKGf6kXG.woff2')");
    expect(fonts.inline).toContain(`url(data:font/woff2;base64,${fontBytes.toString('base64')})`);
    expect(fonts.inline).toContain('unicode-range:U+0100-0130, U+0132-024F');
    expect(fonts.inline).toContain('font-display:block');
    expect(fonts.inline).not.toContain('font-display:swap');
    expect(fonts.file).toContain('font-display:swap');
    // File: only the extended range, fetched if a letter needs it.
    expect(fonts.file).toContain("src:url('/assets/nunito-latin-ext-B6hMaKHr.woff2')");
    expect(fonts.file).toContain('unicode-range:U+0100-0130, U+0132-024F');
  });

  test('the policy allows exactly these two styles, by their hashes', () => {
    const fonts = loadPlainPageFonts(clientDir);
    if (!fonts) throw new Error('no fonts');
    const hash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(fonts.styleHashes).toEqual([hash(fonts.inline), hash(fonts.file)]);
    const policy = staffContentSecurityPolicy(false, fonts.styleHashes);
    expect(policy).toContain(`style-src 'self' ${hash(fonts.inline)} ${hash(fonts.file)};`);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('script-src');
  });

  test('the document writes the face after the stylesheet, byte for byte as hashed', () => {
    const fonts = loadPlainPageFonts(clientDir);
    if (!fonts) throw new Error('no fonts');
    const html = renderPlainPage(
      createElement(PlainDocument, {
        lang: 'tr',
        title: 'Randevunuz',
        stylesheetHref: '/assets/app.css',
        fontFace: fonts.inline,
        children: createElement('p', null, 'diş hekimliği'),
      }),
    );
    const link = html.indexOf('<link rel="stylesheet"');
    const style = html.indexOf(`<style>${fonts.inline}</style>`);
    expect(link).toBeGreaterThan(0);
    expect(style).toBeGreaterThan(link);
  });

  test('a build without the font files: no face, nothing to allow', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'plain-fonts-empty-'));
    try {
      expect(loadPlainPageFonts(empty)).toBeUndefined();
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});
