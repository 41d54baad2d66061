import { describe, expect, test } from 'vitest';
import { renderMarkdown } from './markdown.server';
import { treatmentIds, type TreatmentId } from '~/i18n/pages';
import type { Lang } from '~/i18n/languages';
import { treatmentPage } from './site.server';
import { treatmentIconNames } from '~/icons/treatment-icons';
import { withHeadingIds } from './heading-ids';
import {
  treatmentBlocks,
  treatmentSectionRoles,
  treatmentSections,
} from './treatment-blocks.server';

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
  test('a table is a comparison: options as column heads, what is compared as row heads', () => {
    const html = treatmentBlocks(
      renderMarkdown('| | Brug | Implantaat |\n| --- | --- | --- |\n| Vast | Ja | Ja |', 'nl'),
    );
    expect(html).toContain('<div class="table-scroll compare"><table>');
    // No empty header in the corner; each option and each row named for a screen reader.
    expect(html).not.toMatch(/<th[^>]*><\/th>/);
    expect(html).toContain('<th scope="col">Implantaat</th>');
    expect(html).toContain('<th scope="row">Vast</th>');
    expect(html).toContain('<td>Ja</td>');
  });
  test('the implants and the crowns pages compare the three ways to replace one tooth, in every language', () => {
    for (const lang of ['nl', 'en', 'tr'] as const)
      for (const id of ['implants', 'crowns'] as const) {
        const html = treatmentPage(id, lang).bodyHtml;
        expect(html.match(/<th scope="col"/g), `${id} ${lang}`).toHaveLength(3);
        expect(html.match(/<th scope="row"/g), `${id} ${lang}`).toHaveLength(3);
      }
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

/** A treatment's text as its page shows it: in its five sections. */
const sectioned = (id: TreatmentId, lang: Lang) =>
  treatmentSections(treatmentPage(id, lang).bodyHtml, treatmentIconNames[id], '/icons.svg');

describe('a treatment text in its five sections', () => {
  test('every treatment, in every language: about, audience, steps, aftercare, costs, each heading beside its pictogram', () => {
    for (const id of treatmentIds)
      for (const lang of ['nl', 'en', 'tr'] as const) {
        const html = sectioned(id, lang);
        const roles = [...html.matchAll(/<h2 id="[^"]+" data-section="(\w+)">/g)].map((m) => m[1]);
        expect(roles, `${id} ${lang}`).toEqual([...treatmentSectionRoles]);
        const icons = [
          ...html.matchAll(
            /<span class="section-mark" aria-hidden="true"><svg focusable="false"><use href="\/icons.svg#([\w-]+)"\/><\/svg><\/span>/g,
          ),
        ].map((m) => m[1]);
        expect(icons, `${id} ${lang}`).toEqual([
          treatmentIconNames[id],
          'users',
          'route',
          'calendar-clock',
          'receipt-euro',
        ]);
        // Each heading a row of two: the mark, then its words in one span, whatever they hold.
        const headings = [...html.matchAll(/<h2 [^>]*data-section[^>]*>([\s\S]*?)<\/h2>/g)];
        expect(headings, `${id} ${lang}`).toHaveLength(5);
        for (const [, inner = ''] of headings) {
          const words = inner.replace(/^<span class="section-mark"[^>]*>.*?<\/span>/, '');
          expect(words.startsWith('<span>'), `${id} ${lang}: ${inner}`).toBe(true);
          let depth = 0;
          const depths = [...words.matchAll(/<(\/?)span\b[^>]*>/g)].map(
            (tag) => (depth += tag[1] ? -1 : 1),
          );
          // One element: the outer span closes at the very end, not before.
          expect(depths.indexOf(0), `${id} ${lang}: ${inner}`).toBe(depths.length - 1);
          expect(words.endsWith('</span>'), `${id} ${lang}: ${inner}`).toBe(true);
        }
        // The steps and the costs on panels: two per page, the costs the last block.
        expect(html.match(/<div class="text-panel">/g), `${id} ${lang}`).toHaveLength(2);
        expect(html.trimEnd().endsWith('</div>'), `${id} ${lang}`).toBe(true);
      }
  });
  test('a text without the five sections fails the build', () => {
    const html = withHeadingIds(renderMarkdown('## Een\n\nTekst.\n\n## Twee\n\nTekst.', 'nl')).html;
    expect(() => treatmentSections(html, 'tooth-outline', '/icons.svg')).toThrow(/5 sections/);
  });
  test('the tariffs are a price list, each amount at its line’s end; the groups are cards', () => {
    const checkup = sectioned('checkup', 'nl');
    expect(checkup).toContain(
      '<li><span>C002 periodieke controle</span> <span class="price">€\u00a028,51</span></li>',
    );
    expect(sectioned('checkup', 'tr')).toContain(
      '<span class="price">röntgen başına 21,00\u00a0€</span>',
    );
    // Never cards in cards: wrapped twice, a wide screen showed columns 110 px wide (round 30).
    for (const id of treatmentIds)
      for (const lang of ['nl', 'en', 'tr'] as const) {
        const html = sectioned(id, lang);
        expect(html, `${id} ${lang}`).not.toMatch(
          /class="label-cards">\s*<div class="label-cards"/,
        );
        const opened = [...html.matchAll(/<div class="label-cards">([\s\S]*?)<\/div>/g)];
        for (const [, inner = ''] of opened) expect(inner, `${id} ${lang}`).not.toContain('<div');
      }
    const implants = sectioned('implants', 'en');
    expect(implants).toMatch(/<div class="label-cards"><p><strong>Adults<\/strong>/);
    // A list of the aftercare is ticks; the bullets of "what it is" stay bullets.
    expect(implants).toContain('<ul class="checklist">');
    expect(sectioned('general', 'nl')).toMatch(/<h2 [^>]*data-section="about">[\s\S]*?<ul>/);
    // Who it is for, often a list of complaints, is pointed at, not ticked (round 43).
    const emergency = sectioned('emergency', 'nl');
    const audience =
      /<h2 [^>]*data-section="audience">[\s\S]*?(?=<h2 |$)/.exec(emergency)?.[0] ?? '';
    expect(audience).toContain('<ul class="checklist for-whom">');
    expect(audience).not.toContain('<ul class="checklist">');
  });
});
