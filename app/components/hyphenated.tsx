import { compoundParts } from '~/content/compounds';

/**
 * A heading's or card title's text with a hyphenation point in its long compounds
 * ("Wortelkanaal-behandeling"): the first half is a `.shy` span whose CSS soft hyphen lets the line
 * break there with a hyphen. The text read out and indexed is the word as written.
 */
export function Hyphenated({ text }: { text: string }) {
  return compoundParts(text).map((part, index) =>
    index % 2 ? (
      <span key={index} className="shy">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
