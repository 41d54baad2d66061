/**
 * Treatment icons. Health Icons (CC0, healthicons.org, via @iconify-json/healthicons) has a tooth,
 * an implant, a toothbrush and a few more, but no filling, root canal, crown, whitening, braces or
 * aligner. Those are drawn here to its standard: a 48-unit grid, 2-unit lines with round ends, the
 * same tooth outline (docs/decisions/0053-treatment-icons-and-image-slots.md). Build-time data only:
 * the sprite plugin and the placeholder drawing script read it; no page ships it as code.
 */
/** The tooth of every drawn icon, as a line (Health Icons' tooth-outline, traced). */
const tooth =
  'M24 12.6C19.2 8.6 13.6 8.7 10.3 12.6C7.4 16.1 8.6 21.6 10.6 27.8C12.2 32.8 13 37.6 16.4 40.4C18.4 42 20.6 34.6 24 34.6C27.4 34.6 29.6 42 31.6 40.4C35 37.6 35.8 32.8 37.4 27.8C39.4 21.6 40.6 16.1 37.7 12.6C34.4 8.7 28.8 8.6 24 12.6Z';
const fold = 'M24 12.6l4.6 3.3';
const line = (d: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="currentColor" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const fill = (d: string, opacity = 1) =>
  `<path d="${d}" fill="currentColor"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
const sparkle = (x: number, y: number, r: number) =>
  fill(
    `M${x} ${y - r}C${x + r * 0.15} ${y - r * 0.15} ${x + r * 0.15} ${y - r * 0.15} ${x + r} ${y}C${x + r * 0.15} ${y + r * 0.15} ${x + r * 0.15} ${y + r * 0.15} ${x} ${y + r}C${x - r * 0.15} ${y + r * 0.15} ${x - r * 0.15} ${y + r * 0.15} ${x - r} ${y}C${x - r * 0.15} ${y - r * 0.15} ${x - r * 0.15} ${y - r * 0.15} ${x} ${y - r}Z`,
  );
/** The tooth, smaller and moved, with its line kept at 2 units. */
const smallTooth = (scale: number, dx: number, dy: number) =>
  `<g transform="translate(${dx} ${dy}) scale(${scale})">${line(tooth, 2 / scale)}${line(fold, 2 / scale)}</g>`;

/** Icons drawn here, as SVG bodies on a 0 0 48 48 grid. */
export const drawnIcons = {
  'dental-filling':
    line(tooth) +
    line(fold) +
    fill('M19 21.5c0-2.2 2.2-3.5 5-3.5s5 1.3 5 3.5-2.2 3.5-5 3.5-5-1.3-5-3.5Z'),
  'dental-root-canal':
    line(tooth) +
    line(fold) +
    line('M19.5 19.5c2.5 2.2 6.5 2.2 9 0') +
    line('M21.2 22.5 18 35.5') +
    line('M26.8 22.5 30 35.5'),
  'dental-crown':
    line(tooth) +
    fill(
      'M11.2 25.6C9.6 20.4 8.2 15.6 10.3 12.6C13.6 8.7 19.2 8.6 24 12.6C28.8 8.6 34.4 8.7 37.7 12.6C39.8 15.6 38.4 20.4 36.8 25.6C30.4 27.9 17.6 27.9 11.2 25.6Z',
      0.22,
    ) +
    line('M11.2 25.6C17.6 27.9 30.4 27.9 36.8 25.6'),
  'dental-whitening':
    smallTooth(0.82, 0, 6) + sparkle(39.5, 9, 5.5) + sparkle(8, 8, 3.2) + sparkle(42, 24, 2.6),
  'dental-braces':
    line(tooth) +
    line(fold) +
    `<rect x="19.5" y="18.5" width="9" height="8" rx="1.6" fill="none" stroke="currentColor" stroke-width="2"/>` +
    line('M4 22.5h15.5M28.5 22.5H44'),
  'dental-aligner':
    line('M7 33C7 20.3 14.6 10 24 10s17 10.3 17 23') +
    line('M14 33c0-8.8 4.5-15.5 10-15.5S34 24.2 34 33') +
    line('M7 33h7M34 33h7') +
    line('M9.3 22.5 15.8 25M14.6 14.4 19 19.4M24 10v7.5M33.4 14.4 29 19.4M38.7 22.5 32.2 25', 1.5),
  /** An upper denture: the gum's plate and its row of teeth (a loose or old denture's article). */
  'dental-denture':
    fill('M6 25C6 15.5 14 10 24 10s18 5.5 18 15Z', 0.22) +
    line('M6 25C6 15.5 14 10 24 10s18 5.5 18 15Z') +
    [
      [7.5, 4],
      [13, 6.5],
      [18.5, 9],
      [24, 9],
      [29.5, 6.5],
      [35, 4],
    ]
      .map(([x, h]) => line(`M${x} 25v${h}c0 1.6 1.2 2.75 2.75 2.75s2.75-1.15 2.75-2.75V25`))
      .join(''),
  'dental-checkup':
    smallTooth(0.8, -1, -1) +
    `<circle cx="36" cy="36" r="8" fill="none" stroke="currentColor" stroke-width="2"/>` +
    line('M32.4 36.2l2.6 2.6 4.8-5'),
  /** Sudden pain or an accident: the tooth with the marks of a jolt beside it, in the set's line
   * (Health Icons' siren was a filled block, a dark blob at menu size: round 50, BB). */
  'dental-emergency':
    smallTooth(0.8, -1, 8) +
    line('M33.5 13.5 37 6.5') +
    line('M37.5 18.5l7-3') +
    line('M38.5 24.5l5.5 1.5') +
    line('M28.5 10.5 29 4'),
} as const;

export type DrawnIconName = keyof typeof drawnIcons;
