/**
 * Where the long Dutch compounds of headings and card titles may break: "Wortelkanaal-behandeling",
 * not "Wortelkanaalbehand-eling" or, without a hyphen, "Wortelkanaalbehand / eling". Browsers that
 * know Dutch hyphenate by themselves (`hyphens: auto`); many do not (Chromium on Linux and Windows,
 * most of Android's WebViews), and there `overflow-wrap: anywhere` broke the word wherever the line
 * ended. Each part before a break point is matched (case-insensitively) only when the rest of the
 * word follows, so "tandarts" alone or "tandartsen" in "tandartsenpraktijk" is left whole.
 *
 * A soft hyphen in the text itself would reach screen readers' names and search engines' text;
 * the hyphen is drawn by CSS instead (`.shy`, app/app.css), so what is read stays the word.
 */
export const compoundBreak =
  /(wortelkanaal(?=behandeling)|tandartsen(?=spoeddienst)|tandarts(?=controle)|gebits(?=reiniging)|tand(?=heelkunde))/i;

/** The text in parts: odd parts are the first halves of compounds, to be followed by a break. */
export function compoundParts(text: string): string[] {
  return text.split(compoundBreak);
}
