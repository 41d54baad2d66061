import type { IconName } from '~/icons/names';
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
 * - a table is a comparison of options side by side (the implants' and the crowns' "one tooth
 *   missing"): its first column names what is compared, as row headers;
 * - the questions come at the end of the page, after the text (the route’s FaqList).
 */
export function treatmentBlocks(html: string): string {
  return html
    .replace(/<div class="table-scroll"><table>([\s\S]*?)<\/table><\/div>/g, comparison)
    .replace(
      /<blockquote>\s*([\s\S]*?)\s*<\/blockquote>/g,
      (_, inner: string) =>
        `<div class="${inner.includes(`href="tel:${nationalEmergencyNumber}"`) ? 'callout callout-urgent' : 'callout'}" role="note">${inner}</div>`,
    )
    .replace(/(?:<p><strong>[^<]+:<\/strong>[\s\S]*?<\/p>\s*){2,}/g, labelCards);
}

/**
 * A table of options: the empty corner a cell, not an empty header; the options column headers,
 * each row's first cell its header, so a screen reader names both for every answer. (No explicit
 * roles: the HTML standard forbids them on a table's rows and cells.)
 */
function comparison(_: string, table: string): string {
  const marked = table
    .replace('<th></th>', '<td></td>')
    .replace(/<tr>\n<td>([^<]+)<\/td>/g, '<tr>\n<th scope="row">$1</th>')
    .replace(/<th>/g, '<th scope="col">');
  return `<div class="table-scroll compare"><table>${marked}</table></div>`;
}

/** A run of labelled paragraphs as cards side by side. */
const labelCards = (run: string) => `<div class="label-cards">${run.trim()}</div>\n`;

/**
 * Applies `change` to the HTML outside the cards `treatmentBlocks` already made: the costs' own
 * run ("**Volwassenen** …", a label without its colon) also matches paragraphs inside those cards,
 * and wrapped again they became a grid in a grid, 110 px columns on a wide screen (round 30, Q).
 */
function outsideLabelCards(html: string, change: (part: string) => string): string {
  return html
    .split(/(<div class="label-cards">[\s\S]*?<\/div>\n?)/)
    .map((part, index) => (index % 2 ? part : change(part)))
    .join('');
}

/**
 * Every treatment text has the same five sections, in this order (a test holds each text in each
 * language to it): what the treatment is, who it is for, what happens, duration and aftercare,
 * costs. The section decides how its blocks look.
 */
export const treatmentSectionRoles = ['about', 'audience', 'steps', 'aftercare', 'costs'] as const;
export type TreatmentSectionRole = (typeof treatmentSectionRoles)[number];

const sectionIcons: Record<Exclude<TreatmentSectionRole, 'about'>, IconName> = {
  audience: 'users',
  steps: 'route',
  aftercare: 'calendar-clock',
  costs: 'receipt-euro',
};

/**
 * A long text on a phone needs landmarks to read by (the twenty-second reviews: heading,
 * paragraph, heading, paragraph for nine screens). Each section's heading carries its pictogram
 * (the first, the treatment's own); who it is for and the aftercare are lists of ticks; the costs
 * give the tariffs as a price list (each amount at its line's end) and the groups they speak of
 * ("**Volwassenen** …", "**Kinderen tot 18 jaar** …") as cards. The steps and the costs stand on
 * panels in the page's tint, so the page changes colour as it goes. Run after the headings have
 * their ids (`withHeadingIds`), in the route's loader.
 */
export function treatmentSections(
  html: string,
  treatmentIcon: IconName,
  /** The icon sprite's URL: the route knows it (`virtual:icon-sprite`), the content does not. */
  spriteUrl: string,
): string {
  const start = html.indexOf('<h2 ');
  const intro = start > 0 ? html.slice(0, start) : '';
  const sections = start < 0 ? [] : html.slice(start).split(/(?=<h2 )/);
  if (sections.length !== treatmentSectionRoles.length)
    throw new Error(
      `A treatment text has ${treatmentSectionRoles.length} sections (${treatmentSectionRoles.join(', ')}); this one has ${sections.length}`,
    );
  return (
    intro +
    sections
      .map((section, index) => {
        const role = treatmentSectionRoles[index] as TreatmentSectionRole;
        const icon = role === 'about' ? treatmentIcon : sectionIcons[role];
        // The heading's words in a span of their own: the heading is a row of two (the mark, the
        // words), and a compound's break point inside the words stays inline text.
        let out = section.replace(
          /^<h2 ([^>]*)>([\s\S]*?)<\/h2>/,
          `<h2 $1 data-section="${role}"><span class="section-mark" aria-hidden="true"><svg focusable="false"><use href="${spriteUrl}#${icon}"/></svg></span><span>$2</span></h2>`,
        );
        // Who it is for often lists complaints ("a bleeding that will not stop"): a pointer, not a
        // tick that reads as approval (round 43, AO). The aftercare's advice keeps its ticks.
        if (role === 'audience') out = out.replaceAll('<ul>', '<ul class="checklist for-whom">');
        if (role === 'aftercare') out = out.replaceAll('<ul>', '<ul class="checklist">');
        if (role === 'costs')
          out = outsideLabelCards(out.replace(/<ul>([\s\S]*?)<\/ul>/g, priceList), (part) =>
            part.replace(/(?:<p><strong>[^<]+<\/strong>[\s\S]*?<\/p>\s*){2,}/g, labelCards),
          );
        if (role === 'steps' || role === 'costs')
          out = `<div class="text-panel">${out.trim()}</div>\n`;
        return out;
      })
      .join('')
  );
}

/** "C002 periodieke controle: € 28,83": a list of tariffs, each amount at the end of its line. */
function priceList(list: string, items: string): string {
  const rows = [...items.matchAll(/<li>([\s\S]*?)<\/li>/g)].map((item) => item[1] ?? '');
  if (!rows.length || !rows.every((row) => row.includes('€') && row.includes(': '))) return list;
  return `<ul class="price-list">${rows
    .map((row) => {
      const split = row.lastIndexOf(': ');
      return `<li><span>${row.slice(0, split)}</span> <span class="price">${row.slice(split + 2)}</span></li>`;
    })
    .join('')}</ul>`;
}
