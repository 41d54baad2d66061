import { nationalEmergencyNumber } from './emergency-number';

/**
 * The blocks a treatment page’s text is built from, chosen by the text itself, so pages differ as
 * their content does and no page has code of its own (the components around them are in
 * app/components/treatment-blocks.tsx):
 *
 * - an ordered list is the "what happens, step by step" line of numbered steps (app.css, .prose ol);
 * - a quoted paragraph (`> …` in the Markdown) is a "good to know" note: a calm panel with an
 *   information mark, read as a note (`role="note"`); one that tells the reader to call 112 is
 *   urgent, in the red of the emergency page's own 112 card (the seventeenth review: the same
 *   advice was red at the top and calm teal further down);
 * - two or more paragraphs in a row that start with a bold label ending in a colon
 *   ("**Kinderen tot 18 jaar:** …", "**Volwassenen:** …") are cards side by side;
 * - the questions come at the end of the page, after the text (the route’s FaqList).
 */
export function treatmentBlocks(html: string): string {
  return html
    .replace(
      /<blockquote>\s*([\s\S]*?)\s*<\/blockquote>/g,
      (_, inner: string) =>
        `<div class="${inner.includes(`href="tel:${nationalEmergencyNumber}"`) ? 'callout callout-urgent' : 'callout'}" role="note">${inner}</div>`,
    )
    .replace(
      /(?:<p><strong>[^<]+:<\/strong>[\s\S]*?<\/p>\s*){2,}/g,
      (run: string) => `<div class="label-cards">${run.trim()}</div>\n`,
    );
}
