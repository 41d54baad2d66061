import { env } from '~/config/env.server';
import { sitemapXml } from '~/seo/sitemap.server';

export function loader() {
  const builtOn = new Date().toISOString().slice(0, 10);
  return new Response(sitemapXml(env().PUBLIC_ORIGIN, builtOn), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
