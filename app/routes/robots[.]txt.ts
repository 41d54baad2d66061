import { env } from '~/config/env.server';
import { robotsTxt } from '~/seo/sitemap.server';

export function loader() {
  return new Response(robotsTxt(env().PUBLIC_ORIGIN), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
