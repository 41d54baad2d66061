import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { createServer, type Plugin } from 'vite';
import { imagetools } from 'vite-imagetools';
import { describe, expect, test } from 'vitest';
import { imageSlots, type ImageSlotId } from '~/content/image-slots';
import { languages } from '~/i18n/languages';
import { treatmentIds } from '~/i18n/pages';
import { responsiveImages } from './responsive-images';
import { pickSlotImage, unknownPhotos, type SlotImage } from './slot-images';
import type { ResponsiveImage } from './types';

const root = path.resolve(import.meta.dirname, '..', '..');
const assets = path.join(root, 'app', 'assets');
const slotIds = Object.keys(imageSlots) as ImageSlotId[];

const fakeImage = (src: string): ResponsiveImage => ({
  sources: { avif: `${src}.avif 350w`, webp: `${src}.webp 350w` },
  img: { src, w: 350, h: 262 },
});

describe('image slots', () => {
  test('every slot has a shape, a focal point and alt text in nl, en and tr', () => {
    for (const id of slotIds) {
      const slot = imageSlots[id];
      expect(['4/3', '3/2', '4/5', '16/9'], id).toContain(slot.ratio);
      for (const value of [slot.focus.x, slot.focus.y]) {
        expect(value % 10, id).toBe(0);
        expect(value, id).toBeGreaterThanOrEqual(0);
        expect(value, id).toBeLessThanOrEqual(100);
      }
      for (const lang of languages)
        expect(slot.alt[lang].trim().length, `${id} ${lang}`).toBeGreaterThan(10);
      expect(new Set(languages.map((lang) => slot.alt[lang])).size, id).toBe(languages.length);
    }
  });

  test('every treatment, team member and article has a slot, and every slot a placeholder', () => {
    for (const id of treatmentIds) expect(slotIds).toContain(`treatment-${id}`);
    expect(slotIds).toEqual(expect.arrayContaining(['hero', 'team-murat-kaya', 'team-elif-aydin']));
    for (const id of slotIds) {
      expect(existsSync(path.join(assets, 'placeholders', `${id}.svg`)), id).toBe(true);
    }
  });

  test('a photo named after the slot wins over its placeholder and brings its alt text', () => {
    const placeholders = { '../assets/placeholders/team-elif-aydin.svg': fakeImage('p') };
    const photos = { '../assets/photos/team-elif-aydin.jpg': fakeImage('photo') };
    const withPhoto = pickSlotImage('team-elif-aydin', 'tr', photos, placeholders);
    expect(withPhoto).toMatchObject<Partial<SlotImage>>({
      isPhoto: true,
      alt: imageSlots['team-elif-aydin'].alt.tr,
      ratio: '4/5',
      focus: '50% 30%',
    });
    expect(withPhoto.image.img.src).toBe('photo');
    // Without a photo the placeholder shows, as decoration: it depicts nothing to describe.
    const without = pickSlotImage('team-elif-aydin', 'tr', {}, placeholders);
    expect(without).toMatchObject({ isPhoto: false, alt: '' });
    expect(without.image.img.src).toBe('p');
  });

  test('a photo whose name matches no slot is reported', () => {
    expect(unknownPhotos({ '../assets/photos/team-murat.jpg': fakeImage('x') })).toEqual([
      '../assets/photos/team-murat.jpg',
    ]);
    expect(unknownPhotos({ '../assets/photos/hero.webp': fakeImage('x') })).toEqual([]);
  });
});

/** Placeholders stand in as small stubs here: the test is about the photo, not about encoding 20 SVGs. */
const stubPlaceholders: Plugin = {
  name: 'stub-placeholders',
  enforce: 'pre',
  load(id) {
    if (!/\/assets\/placeholders\/[^/]+\.svg\?responsive/.test(id)) return undefined;
    return `export default ${JSON.stringify(fakeImage('/placeholder.svg'))};`;
  },
};

test('a photo dropped into app/assets/photos/ replaces the placeholder through the image pipeline', async () => {
  const slot = slotIds.find(
    (id) =>
      !['jpg', 'jpeg', 'png', 'webp', 'avif'].some((ext) =>
        existsSync(path.join(assets, 'photos', `${id}.${ext}`)),
      ),
  );
  if (!slot) throw new Error('every slot already has a photo; nothing left to test with');
  const photo = path.join(assets, 'photos', `${slot}.jpg`);
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2dd4bf' } })
    .jpeg()
    .toFile(photo);
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: { '~': path.join(root, 'app') } },
    plugins: [stubPlaceholders, imagetools(responsiveImages)],
  });
  try {
    const module = (await server.ssrLoadModule('/app/images/slot-images.server.ts')) as {
      slotImage: (id: ImageSlotId, lang: 'en') => SlotImage;
    };
    const picked = module.slotImage(slot, 'en');
    expect(picked.isPhoto).toBe(true);
    expect(picked.alt).toBe(imageSlots[slot].alt.en);
    // Through vite-imagetools: AVIF and WebP sources, and the photo's own size.
    expect(picked.image.sources.avif).toMatch(/\S+ \d+w/);
    expect(picked.image.sources.webp).toMatch(/\S+ \d+w/);
    expect(picked.image.img).toMatchObject({ w: 400, h: 300 });
    // The other slots keep their placeholders.
    const other = slotIds.find((id) => id !== slot) ?? slot;
    expect(module.slotImage(other, 'en').image.img.src).toBe('/placeholder.svg');
  } finally {
    await server.close();
    await rm(photo, { force: true });
  }
});
