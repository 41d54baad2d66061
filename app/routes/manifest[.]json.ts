import { data } from 'react-router';
import { isLang } from '~/i18n/languages';
import { webManifest } from '~/seo/manifest';
import type { Route } from './+types/manifest[.]json';

export function loader({ request }: Route.LoaderArgs) {
  const lang = /^\/manifest-(\w+)\.json$/.exec(new URL(request.url).pathname)?.[1];
  if (!isLang(lang)) throw data(null, { status: 404 });
  return new Response(JSON.stringify(webManifest(lang), null, 2), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8' },
  });
}
