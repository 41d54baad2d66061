import { describe, expect, test } from 'vitest';
import { fillFacts, keepTogether, renderMarkdown } from './markdown.server';

describe('keepTogether: amounts and ranges never wrap inside', () => {
  test('a euro amount in Dutch and English style keeps its sign', () => {
    expect(keepTogether('vanaf € 250 of € 500')).toBe('vanaf €\u00a0250 of €\u00a0500');
    expect(keepTogether('250 € veya daha fazla')).toBe('250\u00a0€ veya daha fazla');
  });
  test('a range keeps its dash with the number after it', () => {
    expect(keepTogether('9:00–14:00 en 3–6 maanden')).toBe('9:00–\u206014:00 en 3–\u20606 maanden');
  });
  test('a word cut short before "en" or "of" keeps its dash with what completes it', () => {
    expect(keepTogether('de voor- en nadelen, snij- of hoektanden')).toBe(
      'de voor-\u2060\u00a0en nadelen, snij-\u2060\u00a0of hoektanden',
    );
    expect(keepTogether('ja - en nee')).toBe('ja - en nee');
  });
  test('one capital letter keeps its dash with its word: X-rays', () => {
    expect(keepTogether('we take X-rays and an X-ray')).toBe(
      'we take X-\u2060rays and an X-\u2060ray',
    );
    expect(keepTogether('Kaya-Aydın and e-mail')).toBe('Kaya-Aydın and e-mail');
  });
  test('an ordinary dash between words is left alone', () => {
    expect(keepTogether('Maandag – vrijdag')).toBe('Maandag – vrijdag');
  });
  test('content Markdown and plain-text facts are kept together', () => {
    expect(renderMarkdown('Kosten: € 250.', 'nl')).toContain('€\u00a0250');
    expect(fillFacts('Tussen 3–6 maanden')).toContain('3–\u20606');
  });
});

describe('opening hours in running text, as each language writes them', () => {
  test('Turkish the TDK way, "08.00–18.00"; English "08:00–18:00"', () => {
    expect(fillFacts('{weekdayHoursTurkish}, {saturdayHoursTurkish}')).toBe(
      '08.00–\u206018.00, 09.00–\u206014.00',
    );
    expect(fillFacts('{weekdayHours}, {saturdayHours}')).toBe(
      '08:00–\u206018:00, 09:00–\u206014:00',
    );
  });
  test('no Turkish text uses the English clock placeholders', async () => {
    const { articles, treatments } = await import('./site.server');
    const { home } = await import('./pages/home');
    const { ourClinic } = await import('./pages/our-clinic');
    const turkish = JSON.stringify([
      ...Object.values(treatments).map((treatment) => treatment.tr),
      ...Object.values(articles).map((article) => article.text.tr),
      home.tr,
      ourClinic.tr,
    ]);
    expect(turkish).not.toMatch(/\{(weekday|saturday)Hours\}/);
  });
});

describe('112 in running text is a tap-to-call link', () => {
  const link = '<a href="tel:112">112</a>';
  test('in each language, the suffix of the Turkish outside the link', () => {
    expect(renderMarkdown('Bel dan direct 112. Twijfelt u?', 'nl')).toContain(`direct ${link}.`);
    expect(renderMarkdown('call 112 straight away', 'en')).toContain(`call ${link} straight`);
    expect(renderMarkdown('hemen 112’yi arayın', 'tr')).toContain(`hemen ${link}’yi`);
  });
  test('never inside another number, an amount, a code, a tag or a link', () => {
    for (const text of ['€ 112,50', '1112', '112,50', 'E112', '0112', '[bel 112](tel:112)']) {
      expect(renderMarkdown(text, 'nl').match(/tel:112/g)?.length ?? 0, text).toBeLessThanOrEqual(
        text.includes('tel:112') ? 1 : 0,
      );
    }
  });
  test('the emergency page says it in all three languages, linked', async () => {
    const { treatmentPage } = await import('./site.server');
    for (const lang of ['nl', 'en', 'tr'] as const) {
      const html = treatmentPage('emergency', lang).bodyHtml;
      expect(html).toContain(link);
      // Every 112 in the text is the link's.
      expect(html.replace(/<[^>]+>/g, '').match(/\b112\b/g)?.length).toBe(
        html.match(/tel:112/g)?.length,
      );
    }
  });
});

describe('headings break long Dutch compounds where the words meet', () => {
  test('a heading gets the break point; running text and links do not', () => {
    const html = renderMarkdown(
      '## Wat is een wortelkanaalbehandeling?\n\nEen wortelkanaalbehandeling redt uw tand.',
      'nl',
    );
    expect(html).toContain(
      '<h2>Wat is een <span class="compound"><span class="shy">wortelkanaal</span>behandeling?</span></h2>',
    );
    expect(html).toContain('<p>Een wortelkanaalbehandeling redt uw tand.</p>');
  });
  test('the treatment pages: section ids and jump-link texts stay the words as written', async () => {
    const { treatmentPage } = await import('./site.server');
    const page = treatmentPage('rootcanal', 'nl');
    expect(page.bodyHtml).toContain(
      '<h2 id="wat-is-een-wortelkanaalbehandeling">Wat is een <span class="compound"><span class="shy">wortelkanaal</span>behandeling?</span></h2>',
    );
    expect(page.toc[0]?.text).toBe('Wat is een wortelkanaalbehandeling?');
  });
});
