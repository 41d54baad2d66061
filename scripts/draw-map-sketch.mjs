#!/usr/bin/env node
/**
 * node scripts/draw-map-sketch.mjs: draws the contact page's map card until the visitor asks for
 * the real map (which loads from OpenStreetMap only then): a few streets, a park, water, the tram
 * line with its stop, and the practice's pin with the logo's tooth. A sketch, not a plan: no
 * names and no scale, so it cannot be read as directions (the route is in the text above it).
 * The street drawings' palette (scripts/draw-streetscape.mjs). Deterministic; commit the SVG.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pen, tooth } from './svg-pen.mjs';

const out = [];
const { rect, path: shape, circle, line } = pen(out);
const W = 640;
const H = 280;
const C = {
  ground: '#e3f3ef',
  block: '#f4fbf9',
  road: '#ffffff',
  park: '#c3ede4',
  tree: '#9fdccd',
  water: '#cfe6f6',
  tram: '#0f766e',
  pin: '#0f766e',
  pinDeep: '#115e59',
  lit: '#f5d98b',
};

rect(0, 0, W, H, C.ground);
// Water along the left, a canal bending under the streets.
shape(`M0 192C60 186 104 204 132 232S160 266 168 ${H}H0Z`, C.water);
// City blocks between the streets.
for (const [x, y, w, h] of [
  [196, 18, 118, 92],
  [352, 18, 120, 92],
  [510, 18, 112, 92],
  [352, 168, 120, 94],
  [510, 168, 112, 94],
  [26, 18, 132, 92],
])
  rect(x, y, w, h, C.block, 10);
// The park, with its trees.
rect(196, 168, 118, 94, C.park, 12);
for (const [x, y, r] of [
  [222, 196, 12],
  [252, 222, 15],
  [288, 192, 11],
  [282, 240, 10],
])
  circle(x, y, r, C.tree);
// The streets: one along, three across, one on a slant.
line(`M0 140H${W}`, C.road, 22);
line(`M176 0V${H}`, C.road, 14);
line(`M332 0V${H}`, C.road, 14);
line(`M490 0V${H}`, C.road, 14);
line(`M490 140L${W} 40`, C.road, 10);
// The tram line down the street along, a tram on it.
line(`M0 140H${W}`, C.tram, 2.5);
shape(
  Array.from({ length: 32 }, (_, i) => `M${i * 20 + 4} 136v8`).join(''),
  'none',
  ` stroke="${C.tram}" stroke-width="1.5" opacity=".45"`,
);
rect(226, 132, 52, 16, C.tram, 7);
rect(233, 136, 9, 7, C.lit, 2);
rect(247, 136, 9, 7, C.lit, 2);
rect(261, 136, 9, 7, C.lit, 2);
// The practice's pin on its block, the logo's tooth in it, and its shadow.
const px = 412;
const py = 62;
shape(`M${px - 16} ${py + 40}a16 5 0 1 0 32 0a16 5 0 1 0 -32 0z`, C.pinDeep, ' opacity=".18"');
shape(
  `M${px} ${py + 40}C${px - 6} ${py + 26} ${px - 26} ${py + 12} ${px - 26} ${py - 6}a26 26 0 0 1 52 0C${px + 26} ${py + 12} ${px + 6} ${py + 26} ${px} ${py + 40}Z`,
  C.pin,
);
circle(px, py - 6, 17, '#ffffff');
shape(
  tooth(px, py - 16),
  C.pin,
  ` transform="translate(${px} ${py - 7}) scale(.72) translate(${-px} ${-(py - 7)})"`,
);

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${out.join('')}</svg>\n`;
const file = path.join(import.meta.dirname, '..', 'app', 'assets', 'images', 'map-sketch.svg');
writeFileSync(file, svg);
console.log(`${path.relative(process.cwd(), file)}: ${svg.length} bytes`);
