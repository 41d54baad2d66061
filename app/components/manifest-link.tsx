import type { Lang } from '~/i18n/languages';
import { manifestPath } from '~/seo/generated-files';
import { useHydrated } from './use-hydrated';

/**
 * The web app manifest is linked once the page is interactive (docs/decisions/0011). Chrome
 * fetches a linked manifest, and then its icon at high priority, as soon as it has read the link,
 * while a slow connection still carries the page's font and first image; installing the site needs
 * neither before then.
 */
export function ManifestLink({ lang }: { lang: Lang }) {
  return useHydrated() ? <link rel="manifest" href={manifestPath(lang)} /> : null;
}
