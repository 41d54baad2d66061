/**
 * A heading's or card title's text with a hyphenation point in its long compounds
 * ("Wortelkanaal-behandeling"): the first half is a `.shy` span whose CSS soft hyphen lets the line
 * break there with a hyphen. The text read out and indexed is the word as written. The parts are
 * found on the server (`compoundParts`, app/content/compounds.ts) and come with the loader's data,
 * so the list of compounds is in no page's JavaScript.
 */
export function Hyphenated({ parts }: { parts: readonly string[] }) {
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="shy">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
