/**
 * Words whose first part before a hyphen is one or two letters ("e-posta", "e-mailadres",
 * "X-ray"): browsers may end a line after that hyphen, leaving "e-" alone at a line's end (round
 * 58, BQ: "e-/postayla" on a phone). Such a word is kept whole in a no-wrap box. A no-break hyphen
 * (U+2011) would do it in the text itself, but the site's text face has no glyph for it.
 */
export const shortPrefixWord = /(?<![\p{L}\p{N}-])\p{L}{1,2}-\p{L}+/gu;

/** The same, in HTML: only in text, never inside a tag or an attribute. */
export function keepShortPrefixWordsWhole(html: string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part, index) =>
      index % 2
        ? part
        : part.replace(shortPrefixWord, (word) => `<span class="whitespace-nowrap">${word}</span>`),
    )
    .join('');
}
