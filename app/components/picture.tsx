import { useCallback, useState } from 'react';
import type { SlotRatio } from '~/content/image-slots';
import type { SlotImage } from '~/images/slot-images';
import type { ResponsiveImage } from '~/images/types';
import { useMessages } from '~/i18n/hooks';

type LoadState = 'server' | 'loading' | 'loaded' | 'failed';

/**
 * A responsive AVIF/WebP image with its intrinsic size reserved (no layout shift). Below the fold it
 * loads lazily (the browser's native lazy loading, which also works without JavaScript). Until it
 * has loaded a skeleton stands in its place; it fades in (unless the visitor prefers less motion);
 * if it fails, a localized 'Image unavailable' shows instead.
 */
export function Picture({
  image,
  alt,
  sizes,
  priority = false,
  className = '',
  imgClassName = '',
  'data-slot-kind': slotKind,
}: {
  image: ResponsiveImage;
  alt: string;
  sizes: string;
  /** The largest image above the fold: loaded at once with high priority, never faded. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** 'photo' or 'placeholder' for a slot picture (tests and reviewers can tell them apart). */
  'data-slot-kind'?: 'photo' | 'placeholder';
}) {
  const messages = useMessages();
  // Prerendered HTML shows the image as the browser loads it; after hydration the state follows
  // the element, including loads or failures that happened before the JavaScript arrived.
  const [state, setState] = useState<LoadState>('server');
  const track = useCallback((img: HTMLImageElement | null) => {
    if (!img) return;
    if (img.complete) setState(img.naturalWidth > 0 ? 'loaded' : 'failed');
    else setState('loading');
  }, []);
  const { w, h } = image.img;

  // The image keeps its box in every state: its width and height attributes give the browser its
  // aspect ratio before it loads (no layout shift, no inline style, which the CSP forbids).
  return (
    <div
      className={`relative overflow-hidden ${state === 'loaded' ? '' : 'skeleton'} ${className}`}
      data-image-state={state}
      data-slot-kind={slotKind}
    >
      <picture>
        <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
        <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
        <img
          ref={track}
          src={image.img.src}
          width={w}
          height={h}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={() => setState('loaded')}
          onError={() => setState('failed')}
          className={`block h-auto w-full object-cover ${
            state === 'failed' || (!priority && state === 'loading') ? 'opacity-0' : 'opacity-100'
          } transition-opacity duration-500 ${imgClassName}`}
        />
      </picture>
      {state === 'failed' ? (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center font-semibold text-slate-600">
          {messages.common.imageUnavailable}
        </p>
      ) : null}
    </div>
  );
}

const ratioClass: Record<SlotRatio, string> = {
  '4/3': 'aspect-[4/3]',
  '3/2': 'aspect-[3/2]',
  '4/5': 'aspect-[4/5]',
  '16/9': 'aspect-video',
};

/**
 * A picture slot (app/content/image-slots.ts): its box has the slot's shape whatever the file's,
 * and a photo of another shape is cropped around the slot's focal point (object-position). The
 * placeholder or photo comes from the loader (app/images/slot-images.server.ts).
 */
export function SlotPicture({
  slot,
  sizes,
  priority,
  className = '',
}: {
  slot: SlotImage;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <Picture
      image={slot.image}
      alt={slot.alt}
      sizes={sizes}
      priority={priority}
      className={`${ratioClass[slot.ratio]} ${className}`}
      imgClassName={`h-full object-[${slot.focus.replace(' ', '_')}]`}
      data-slot-kind={slot.isPhoto ? 'photo' : 'placeholder'}
    />
  );
}
