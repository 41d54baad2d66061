import { imageSlots, type ImageSlotId, type SlotRatio } from '~/content/image-slots';
import type { Lang } from '~/i18n/languages';
import type { ResponsiveImage } from './types';

/** What a page needs to show one slot: the picture, its alt text, shape and focal point. */
export interface SlotImage {
  image: ResponsiveImage;
  /** Empty for a placeholder (it is decorative); the slot's alt text for a photo. */
  alt: string;
  ratio: SlotRatio;
  /** CSS object-position, e.g. '50% 30%'. */
  focus: string;
  isPhoto: boolean;
}

/** Globbed imports keyed by path, as import.meta.glob gives them. */
export type ImagesByPath = Record<string, ResponsiveImage>;

/** The slot a file stands for: its name without folder and extension. */
const slotOf = (filePath: string) => filePath.replace(/^.*\//, '').replace(/\.[^.]+$/, '');

/**
 * The picture for a slot: a photo named after it if there is one (app/assets/photos/<slot>.jpg,
 * .jpeg, .png, .webp or .avif), otherwise its placeholder (app/assets/placeholders/<slot>.svg).
 */
export function pickSlotImage(
  id: ImageSlotId,
  lang: Lang,
  photos: ImagesByPath,
  placeholders: ImagesByPath,
): SlotImage {
  const slot = imageSlots[id];
  const photo = Object.entries(photos).find(([filePath]) => slotOf(filePath) === id)?.[1];
  const placeholder = Object.entries(placeholders).find(
    ([filePath]) => slotOf(filePath) === id,
  )?.[1];
  const image = photo ?? placeholder;
  if (!image) throw new Error(`No photo and no placeholder for image slot ${id}`);
  return {
    image,
    alt: photo ? slot.alt[lang] : '',
    ratio: slot.ratio,
    focus: `${slot.focus.x}% ${slot.focus.y}%`,
    isPhoto: Boolean(photo),
  };
}

/** Photo files in app/assets/photos/ not named after any slot (a typo would otherwise go unseen). */
export function unknownPhotos(photos: ImagesByPath): string[] {
  return Object.keys(photos).filter((filePath) => !(slotOf(filePath) in imageSlots));
}
