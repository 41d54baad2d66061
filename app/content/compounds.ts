import { compoundWords } from './compound-words';

/**
 * Where the long Dutch compounds of headings and card titles may break: "Wortelkanaal-behandeling",
 * not "Wortelkanaalbehand-eling" or, without a hyphen, "Wortelkanaalbehand / eling". Browsers that
 * know Dutch hyphenate by themselves (`hyphens: auto`); many do not (Chromium on Linux and Windows,
 * most of Android’s WebViews), and there `overflow-wrap: anywhere` broke the word wherever the line
 * ended.
 *
 * One list: each entry is a compound’s first part, a bar, and the start of what follows it. The
 * break goes only where the whole pattern is found (case-insensitively), so "tandarts" alone, or
 * "tandarts" in "tandartspraktijk", is left whole; what follows may go on ("behandeling" also
 * matches "behandelingen"). Longer first parts come first ("tandartsen" before "tandarts").
 *
 * A soft hyphen in the text itself would reach screen readers' names, copied text and search
 * engines; the hyphen is drawn by CSS instead (`.shy`, app/app.css), so what is read stays the word.
 * It is never put inside a link (a phone number, an e-mail address, a call button’s text).
 */
export const compounds = [
  'wortelkanaal|behandeling',
  'tandartsen|spoeddienst',
  'tandarts|controle',
  'tandarts|verzekering',
  'tandvlees|ontsteking',
  'tandvlees|problemen',
  'mond|hygiën',
  'gebits|reiniging',
  'tand|heelkunde',
  'zenuw|behandeling',
  'implantaat|behandeling',
  'implantaat|onderdelen',
  'vervolg|behandeling',
  'beugel|behandeling',
  'basis|verzekering',
  'zorg|verzekeraar',
  'maximum|tarieven',
  'kinder|tandarts',
  'ontvangst|bevestiging',
  'gezondheids|informatie',
  'laboratorium|kosten',
  'kaakoverzichts|foto',
  'panorama|foto',
  'composiet|vulling',
  'intake|consult',
] as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first parts of the compounds, each followed by the rest of its word (not captured). */
export const compoundBreak = new RegExp(
  `(${[...compounds]
    .map((entry) => entry.split('|') as [string, string])
    .sort(([a], [b]) => b.length - a.length)
    .map(([first, rest]) => `${escape(first)}(?=${escape(rest)})`)
    .join('|')})`,
  'iu',
);

/** The text in parts: odd parts are the first halves of compounds, to be followed by a break. */
export function compoundParts(text: string): string[] {
  return text.split(compoundBreak);
}

/**
 * The same for HTML (a heading rendered from Markdown): each first half in a `.shy` span, its word in
 * a `.compound` one (see `Hyphenated`), in text only: tags, attributes and the text of links are
 * left as they are.
 */
export function hyphenateHtml(html: string): string {
  return html
    .split(/(<a\b[\s\S]*?<\/a>|<[^>]+>)/)
    .map((part, index) =>
      index % 2
        ? part
        : compoundWords(compoundParts(part))
            .map((piece) =>
              typeof piece === 'string'
                ? piece
                : `<span class="compound">${piece
                    .map((half, i) => (i % 2 ? `<span class="shy">${half}</span>` : half))
                    .join('')}</span>`,
            )
            .join(''),
    )
    .join('');
}
