import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fill } from '~/components/fill';
import { catalogues } from '~/i18n/messages';
import { renderMarkdown } from './markdown.server';
import { keepShortPrefixWordsWhole } from './short-prefix-words';

const kept = (word: string) => `<span class="whitespace-nowrap">${word}</span>`;

describe('words with a one- or two-letter prefix are kept whole', () => {
  it('in HTML text, never in a tag or an attribute', () => {
    expect(
      keepShortPrefixWordsWhole('<a href="/e-posta" title="e-mail">e-postayla</a> of X-ray.'),
    ).toBe(`<a href="/e-posta" title="e-mail">${kept('e-postayla')}</a> of ${kept('X-ray')}.`);
  });

  it('only short prefixes: a compound of longer parts may still break at its hyphen', () => {
    expect(keepShortPrefixWordsWhole('Turks-Nederlands, check-up, 06-12')).toBe(
      'Turks-Nederlands, check-up, 06-12',
    );
  });

  it('in the Turkish terms as the dialog shows them', () => {
    expect(renderMarkdown('İptal telefonla ya da e-postayla olur.', 'tr')).toContain(
      kept('e-postayla'),
    );
  });

  it('in a message filled with elements, keeping its text as written', () => {
    const template = catalogues.tr.confirmation.emailSentTo;
    const html = renderToStaticMarkup(fill(template, { email: <strong>a@example.com</strong> }));
    expect(html).toContain(kept('e-postayı'));
    expect(html.replace(/<[^>]+>/g, '')).toBe(template.replace('{email}', 'a@example.com'));
  });
});
