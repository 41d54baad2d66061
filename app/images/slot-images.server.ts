/**
 * The site's pictures, resolved on the server (loaders pass them to the pages, so no page's
 * JavaScript carries the whole image table). Every file in app/assets/photos/ and
 * app/assets/placeholders/ goes through the responsive-image pipeline (AVIF and WebP at 350, 800
 * and 1200 px); a photo named after a slot wins over the placeholder (README, "Replace the sample
 * images with photos").
 */
import type { ImageSlotId } from '~/content/image-slots';
import type { Lang } from '~/i18n/languages';
import { pickSlotImage, unknownPhotos, type ImagesByPath, type SlotImage } from './slot-images';

const photos: ImagesByPath = import.meta.glob('../assets/photos/*.{jpg,jpeg,png,webp,avif}', {
  query: '?responsive',
  import: 'default',
  eager: true,
});
const placeholders: ImagesByPath = import.meta.glob('../assets/placeholders/*.svg', {
  query: '?responsive',
  import: 'default',
  eager: true,
});

const strays = unknownPhotos(photos);
if (strays.length) {
  throw new Error(
    `app/assets/photos/ has files named after no image slot: ${strays.join(', ')} (see app/content/image-slots.ts)`,
  );
}

export function slotImage(id: ImageSlotId, lang: Lang): SlotImage {
  return pickSlotImage(id, lang, photos, placeholders);
}
