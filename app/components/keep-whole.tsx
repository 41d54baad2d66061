import type { ReactNode } from 'react';
import { shortPrefixWord } from '~/content/short-prefix-words';

/** A message's text with its short-prefix words ("e-posta") kept whole (short-prefix-words.ts). */
export function keepWhole(text: string): ReactNode[] {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(shortPrefixWord)) {
    pieces.push(text.slice(last, match.index));
    pieces.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    last = match.index + match[0].length;
  }
  pieces.push(text.slice(last));
  return pieces;
}
