import { practice } from '~/content/practice';
import { icons, themeColor } from '~/images/icons';
import { languageInfo, type Lang } from '~/i18n/languages';
import { pathFor } from '~/i18n/pages';
import { catalogues } from '~/i18n/messages';

/** The web app manifest of a language: its name, start page and icons (/manifest-<lang>.json). */
export function webManifest(lang: Lang) {
  return {
    name: practice.name,
    short_name: practice.shortName,
    description: catalogues[lang].footer.about,
    lang: languageInfo[lang].bcp47,
    dir: 'ltr',
    start_url: pathFor('home', lang),
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: themeColor,
    icons: [
      { src: icons.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.iconMaskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
