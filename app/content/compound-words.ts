/**
 * Text in parts (`compoundParts`: odd parts are the first halves of compounds) regrouped by word:
 * plain text stays a string; a word with a break point becomes its own parts, again with the first
 * halves at odd places, punctuation that clings to it included ("(tandheelkunde)?"), so the word
 * can be kept whole on a line. Shared by the components (no compound list in it) and the server.
 */
export function compoundWords(parts: readonly string[]): (string | string[])[] {
  const out: (string | string[])[] = [];
  let word: string[] | null = null;
  for (const [index, part] of parts.entries()) {
    if (index % 2) {
      if (!word) {
        const before = typeof out.at(-1) === 'string' ? (out.pop() as string) : '';
        const start = before.search(/\S*$/);
        if (start > 0) out.push(before.slice(0, start));
        word = [before.slice(start)];
      }
      word.push(part);
      continue;
    }
    if (!word) {
      if (part) out.push(part);
      continue;
    }
    const end = part.search(/\s|$/);
    word.push(part.slice(0, end));
    // A second compound in the same word ("…behandelingskosten") continues it.
    if (end === part.length && index + 1 < parts.length) continue;
    out.push(word);
    word = null;
    if (end < part.length) out.push(part.slice(end));
  }
  if (word) out.push(word);
  return out;
}
