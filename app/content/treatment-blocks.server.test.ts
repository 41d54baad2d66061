import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown.server';
import { treatmentIds } from '~/i18n/pages';
import { treatmentPage } from './site.server';
import { treatmentBlocks } from './treatment-blocks.server';

describe('treatment pages are built from blocks their text asks for', () => {
  test('a quoted paragraph is a note', () => {
    const html = treatmentBlocks(renderMarkdown('Tekst.\n\n> Wordt de pijn erger? Bel ons.', 'nl'));
    expect(html).toContain(
      '<div class="callout" role="note"><p>Wordt de pijn erger? Bel ons.</p></div>',
    );
    expect(html).not.toContain('blockquote');
  });
  test('a note that says to call 112 is urgent; the emergency page has one in every language', () => {
    const html = treatmentBlocks(renderMarkdown('> Moeite met ademen? Bel direct 112.', 'nl'));
    expect(html).toContain('<div class="callout callout-urgent" role="note">');
    // "€ 112" is an amount, not the number to call.
    expect(treatmentBlocks(renderMarkdown('> Het tarief is € 112.', 'nl'))).toContain(
      '<div class="callout" role="note">',
    );
    for (const lang of ['nl', 'en', 'tr'] as const)
      expect(treatmentPage('emergency', lang).bodyHtml).toContain('callout callout-urgent');
  });
  test('labelled paragraphs in a row are cards; a single one is left a paragraph', () => {
    const html = treatmentBlocks(
      renderMarkdown(
        '**Kinderen:** bijna volledig.\n\n**Volwassenen:** aanvullend.\n\nSlot.',
        'nl',
      ),
    );
    expect(html).toMatch(
      /^<div class="label-cards"><p><strong>Kinderen:<\/strong> bijna volledig.<\/p>\s*<p><strong>Volwassenen:<\/strong> aanvullend.<\/p><\/div>\s*<p>Slot.<\/p>/,
    );
    expect(treatmentBlocks(renderMarkdown('**Let op:** één.\n\nTwee.', 'nl'))).not.toContain(
      'label-cards',
    );
  });
  test('the pages differ: not every page has the same set of blocks, and each language the same as the others', () => {
    const shapes = new Set<string>();
    for (const id of treatmentIds) {
      const shape = (lang: 'nl' | 'en' | 'tr') => {
        const html = treatmentPage(id, lang).bodyHtml;
        return ['<ol>', 'class="callout"', 'class="label-cards"', '<h3', '<table']
          .map((mark) => (html.includes(mark) ? 1 : 0))
          .join('');
      };
      expect(shape('en'), id).toBe(shape('nl'));
      expect(shape('tr'), id).toBe(shape('nl'));
      shapes.add(shape('nl'));
    }
    expect(shapes.size).toBeGreaterThanOrEqual(4);
  });
});
