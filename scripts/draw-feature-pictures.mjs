#!/usr/bin/env node
/**
 * node scripts/draw-feature-pictures.mjs: the six pictures of the clinic page's feature cards, in
 * the same calm style as the image placeholders (scripts/draw-placeholders.ts): a soft teal panel
 * with one fine line drawing (a Lucide icon). Commit the SVGs it writes to app/assets/images/.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';

const features = {
  modern: 'monitor-check',
  expert: 'award',
  multilingual: 'languages',
  saturday: 'calendar-days',
  convenient: 'tram-front',
  care: 'heart-handshake',
};
const [width, height] = [800, 600];
const [cx, cy, r] = [width / 2, height / 2, 190];
const s = Math.round(r * 1.1);

const attributes = (attrs) =>
  Object.entries(attrs)
    .filter(([name]) => name !== 'key')
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

for (const [feature, icon] of Object.entries(features)) {
  const { __iconData } = await import(`lucide-react/icons/${icon}`);
  const drawing = __iconData.node.map(([tag, attrs]) => `<${tag} ${attributes(attrs)}/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0fdfa"/><stop offset="1" stop-color="#d5f5ef"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".6"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 1.28)}" fill="none" stroke="#99f6e4" stroke-width="2"/><circle cx="${Math.round(width * 0.86)}" cy="${Math.round(height * 0.16)}" r="${Math.round(r * 0.16)}" fill="#fde68a" fill-opacity=".55"/><svg x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" viewBox="0 0 24 24" fill="none" stroke="#0f766e" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round">${drawing}</svg></svg>\n`;
  await writeFile(
    path.join(import.meta.dirname, '..', 'app', 'assets', 'images', `feature-${feature}.svg`),
    svg,
  );
}
console.log('Drew the six feature pictures in app/assets/images/');
