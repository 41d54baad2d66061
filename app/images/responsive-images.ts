import { resolveConfigs } from 'imagetools-core';
import type { VitePluginOptions } from 'vite-imagetools';

/** Widths of every responsive image; small screens get 350 px at quality 75 (specification §7). */
export const imageWidths = [350, 800, 1200] as const;
/**
 * The specification's qualities (75 small, 85 otherwise) are on the JPEG/WebP scale. AVIF's scale
 * is not the same: at 50 it looks like JPEG at about 80 (sharp's defaults pair them so), so AVIF
 * gets the same look 30 points lower. At the specification's 85 the AVIF files were 60 % larger for
 * no visible difference (docs/decisions/0009-image-quality-per-format.md).
 */
const avifScaleOffset = 30;
const qualityFor = (width: number, format: unknown) =>
  String((width <= 350 ? 75 : 85) - (format === 'avif' ? avifScaleOffset : 0));

/**
 * `import hero from './hero.svg?responsive'` yields AVIF and WebP at 350, 800 and 1200 px wide,
 * hashed and immutable, plus the intrinsic size (so the page reserves the space: no layout shift).
 */
export const responsiveImages: Partial<VitePluginOptions> = {
  // Only imports asking for a transformation go through here (`?responsive`, or a `format=`).
  include: /^[^?]+\.(svg|png|jpe?g|webp)\?(.*&)?(responsive|format=)/,
  defaultDirectives: (url) =>
    url.searchParams.has('responsive')
      ? new URLSearchParams({
          w: imageWidths.join(';'),
          format: 'avif;webp',
          as: 'picture',
          // The illustrations are vector drawings: rendering them larger loses nothing.
          ...(url.pathname.endsWith('.svg') ? { allowUpscale: 'true' } : {}),
        })
      : new URLSearchParams(),
  resolveConfigs: (entries, outputFormats) =>
    resolveConfigs(entries, outputFormats).map((config) =>
      'responsive' in config
        ? { ...config, quality: qualityFor(Number(config.w), config.format) }
        : config,
    ),
};
