#!/usr/bin/env -S npx tsx
/**
 * npx tsx scripts/draw-placeholders.ts: draws the calm placeholder pictures in
 * app/assets/placeholders/ (soft brand-coloured panels with one line drawing), which stand in until
 * the practice drops a photo into app/assets/photos/ (README, "Replace the sample images with
 * photos"). Run it again after changing a slot's ratio or a treatment's icon; commit the SVGs.
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { imageSlots, type ImageSlotId } from '../app/content/image-slots.ts';
import { drawnIcons } from '../app/icons/dental-icons.ts';
import { treatmentIconNames, type TreatmentIconName } from '../app/icons/treatment-icons.ts';

const outDir = path.join(import.meta.dirname, '..', 'app', 'assets', 'placeholders');
const healthIcons = createRequire(import.meta.url)('@iconify-json/healthicons/icons.json') as {
  icons: Record<string, { body: string }>;
};
/** A treatment icon, or any other Health Icon by its name. */
function iconBody(name: TreatmentIconName | (string & {})): string {
  const body = (drawnIcons as Record<string, string>)[name] ?? healthIcons.icons[name]?.body;
  if (!body) throw new Error(`No icon ${name}`);
  return body;
}

const teal = '#0f766e';
const longSide = 1200;

function size(id: ImageSlotId) {
  const [w, h] = imageSlots[id].ratio.split('/').map(Number) as [number, number];
  return w >= h
    ? { width: longSide, height: Math.round((longSide * h) / w) }
    : { width: Math.round((longSide * w) / h), height: longSide };
}

/** The panel every placeholder shares: a soft teal gradient, one pale disc and a fine ring. */
function panel(width: number, height: number, cx: number, cy: number, r: number, inner: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f0fdfa"/><stop offset="1" stop-color="#d5f5ef"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity=".6"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 1.28)}" fill="none" stroke="#99f6e4" stroke-width="2"/><circle cx="${Math.round(width * 0.86)}" cy="${Math.round(height * 0.16)}" r="${Math.round(r * 0.16)}" fill="#fde68a" fill-opacity=".55"/>${inner}</svg>\n`;
}

function iconPicture(id: ImageSlotId, icon: TreatmentIconName | (string & {})) {
  const { width, height } = size(id);
  const r = Math.round(Math.min(width, height) * 0.34);
  const s = Math.round(r * 1.15);
  const [cx, cy] = [width / 2, height / 2];
  return panel(
    width,
    height,
    cx,
    cy,
    r,
    `<svg x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" viewBox="0 0 48 48" color="${teal}">${iconBody(icon)}</svg>`,
  );
}

/**
 * A portrait's stand-in: the panel with a fine line drawing of a person, like the other
 * placeholders' drawings (a filled silhouette read as a missing profile photo).
 */
function portrait(id: ImageSlotId) {
  const { width, height } = size(id);
  const [cx, cy] = [width / 2, Math.round(height * 0.43)];
  const r = Math.round(width * 0.28);
  const s = Math.round(r * 1.18);
  return panel(
    width,
    height,
    cx,
    cy,
    r,
    `<svg x="${cx - s / 2}" y="${cy - s / 2}" width="${s}" height="${s}" viewBox="0 0 24 24" fill="none" stroke="${teal}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><circle cx="12" cy="8" r="5"/><path d="M20 21a8 8 0 0 0-16 0"/></svg>`,
  );
}

const pictures: Partial<Record<ImageSlotId, string>> = {
  hero: iconPicture('hero', 'dental-whitening'),
  'team-murat-kaya': portrait('team-murat-kaya'),
  'team-elif-aydin': portrait('team-elif-aydin'),
  'article-regular-visits': iconPicture('article-regular-visits', 'dental-checkup'),
  'article-home-care': iconPicture('article-home-care', 'dental-hygiene-outline'),
  'article-dental-costs': iconPicture('article-dental-costs', 'insurance-card-outline'),
  'clinic-reception': iconPicture('clinic-reception', 'odontology-outline'),
  'clinic-entrance': iconPicture('clinic-entrance', 'ambulatory-clinic-outline'),
  'clinic-treatment-room': iconPicture('clinic-treatment-room', 'tooth-outline'),
};
for (const [treatment, icon] of Object.entries(treatmentIconNames)) {
  const id = `treatment-${treatment}` as ImageSlotId;
  pictures[id] = iconPicture(id, icon);
}

for (const [id, svg] of Object.entries(pictures)) {
  await writeFile(path.join(outDir, `${id}.svg`), svg);
}
console.log(`Drew ${Object.keys(pictures).length} placeholders in ${outDir}`);
