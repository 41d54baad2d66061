import type { ReactNode } from 'react';
import { compoundWords } from '~/content/compound-words';

/**
 * A heading's or card title's text with a hyphenation point in its long compounds
 * ("Wortelkanaal-behandeling"): the first half is a `.shy` span whose CSS soft hyphen lets the line
 * break there with a hyphen, and the whole word is a `.compound` box, so that break is taken only
 * when the word alone is wider than the line (on a wide screen "tandheelkunde" moves to the next
 * line whole rather than leaving "tand-" behind). The text read out and indexed is the word as
 * written. The parts are found on the server (`compoundParts`, app/content/compounds.ts) and come
 * with the loader's data, so the list of compounds is in no page's JavaScript.
 */
export function Hyphenated({ parts }: { parts: readonly string[] }) {
  return compoundWords(parts).map((piece, index) =>
    typeof piece === 'string' ? (
      piece
    ) : (
      <span key={index} className="compound">
        {piece.map((part, i) =>
          i % 2 ? (
            <span key={i} className="shy">
              {part}
            </span>
          ) : (
            part
          ),
        )}
      </span>
    ),
  ) as ReactNode;
}
