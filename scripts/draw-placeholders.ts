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
import { treatmentGroups } from '../app/content/treatment-groups.ts';
import type { TreatmentId } from '../app/i18n/pages.ts';
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

const longSide = 1200;

function size(id: ImageSlotId) {
  const [w, h] = imageSlots[id].ratio.split('/').map(Number) as [number, number];
  return w >= h
    ? { width: longSide, height: Math.round((longSide * h) / w) }
    : { width: Math.round((longSide * w) / h), height: longSide };
}

/**
 * Four calm palettes from the site's colours, so pictures differ by what they show instead of all
 * being the same mint panel: mint for prevention and the practice, sand for repair and costs, a
 * cool sky for a beautiful smile, a soft apricot for emergency care (its accent, toned down).
 */
const palettes = {
  mint: { from: '#f0fdfa', to: '#ccfbf1', dots: '#5eead4', ink: '#0f766e' },
  sand: { from: '#fffbeb', to: '#fde9c8', dots: '#f2c879', ink: '#115e59' },
  sky: { from: '#f5f9ff', to: '#dbe9fb', dots: '#9cc3f0', ink: '#115e59' },
  apricot: { from: '#fff7ed', to: '#fde3cc', dots: '#f7b98a', ink: '#9a3412' },
} as const;
type Palette = keyof typeof palettes;

/**
 * A soft gradient panel with a field of dots in one corner, a pale arc in the opposite one and, in
 * the middle, a white rounded tile holding one line drawing: a deliberate picture in the site's
 * style that a photo can take over, not a "missing image" box.
 */
function iconPicture(id: ImageSlotId, icon: TreatmentIconName | (string & {}), palette: Palette) {
  const { width, height } = size(id);
  const c = palettes[palette];
  const short = Math.min(width, height);
  const tile = Math.round(short * 0.46);
  const [tx, ty] = [Math.round((width - tile) / 2), Math.round((height - tile) / 2)];
  const glyph = Math.round(tile * 0.62);
  const [gx, gy] = [Math.round(width / 2 - glyph / 2), Math.round(height / 2 - glyph / 2)];
  const step = Math.round(short * 0.045);
  const dots: string[] = [];
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 6 - row; col++) {
      dots.push(
        `<circle cx="${width - step * (col + 1.5)}" cy="${step * (row + 1.5)}" r="${Math.round(step * 0.16)}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/><circle cx="${Math.round(width * 0.08)}" cy="${Math.round(height * 1.02)}" r="${Math.round(short * 0.42)}" fill="#fff" fill-opacity=".45"/><g fill="${c.dots}" fill-opacity=".7">${dots.join('')}</g><rect x="${tx}" y="${ty + Math.round(tile * 0.04)}" width="${tile}" height="${tile}" rx="${Math.round(tile * 0.22)}" fill="${c.ink}" fill-opacity=".08"/><rect x="${tx}" y="${ty}" width="${tile}" height="${tile}" rx="${Math.round(tile * 0.22)}" fill="#fff"/><svg x="${gx}" y="${gy}" width="${glyph}" height="${glyph}" viewBox="0 0 48 48" color="${c.ink}">${iconBody(icon)}</svg></svg>\n`;
}

/** Which palette each treatment's picture takes: the group it is listed in (treatment-groups.ts). */
function treatmentPalette(id: TreatmentId): Palette {
  if (id === 'emergency') return 'apricot';
  if ((treatmentGroups.repair as readonly TreatmentId[]).includes(id)) return 'sand';
  if ((treatmentGroups.smile as readonly TreatmentId[]).includes(id)) return 'sky';
  return 'mint';
}

// Until a portrait arrives the team page shows the dentist's initials in the site's type instead
// (app/routes/team.tsx): a drawn person read as a missing profile photo. Their slots keep a panel
// so every slot has a picture wherever else it may be used.
const pictures: Partial<Record<ImageSlotId, string>> = {
  'team-murat-kaya': iconPicture('team-murat-kaya', 'tooth-outline', 'mint'),
  'team-elif-aydin': iconPicture('team-elif-aydin', 'tooth-outline', 'sky'),
  hero: iconPicture('hero', 'dental-whitening', 'mint'),
  'article-regular-visits': iconPicture('article-regular-visits', 'dental-checkup', 'mint'),
  'article-home-care': iconPicture('article-home-care', 'dental-hygiene-outline', 'sky'),
  'article-dental-costs': iconPicture('article-dental-costs', 'insurance-card-outline', 'sand'),
  'article-dental-anxiety': iconPicture('article-dental-anxiety', 'calm-outline', 'mint'),
  'article-dentures': iconPicture('article-dentures', 'mouth-outline', 'sky'),
  'clinic-reception': iconPicture('clinic-reception', 'odontology-outline', 'mint'),
  // 'clinic-entrance' is the practice's front from the drawn street (scripts/draw-streetscape.mjs).
  'clinic-treatment-room': iconPicture('clinic-treatment-room', 'tooth-outline', 'sky'),
};
for (const [treatment, icon] of Object.entries(treatmentIconNames)) {
  const id = `treatment-${treatment}` as ImageSlotId;
  // Emergency care's siren stays in menus; its picture shows the call that helps (calmer).
  const drawn = treatment === 'emergency' ? 'phone-outline' : icon;
  pictures[id] = iconPicture(id, drawn, treatmentPalette(treatment as TreatmentId));
}

for (const [id, svg] of Object.entries(pictures)) {
  await writeFile(path.join(outDir, `${id}.svg`), svg);
}
console.log(`Drew ${Object.keys(pictures).length} placeholders in ${outDir}`);
