import { readFileSync } from 'node:fs';
import { EnvError, parseEnv } from '~/config/env.server';

/**
 * The prerendered pages carry the public origin the build was made for (canonical and hreflang
 * links, the JSON-LD ids, the sitemap), so the server-rendered pages must use the same one. Unset
 * PUBLIC_ORIGIN: the build's is used. A different one is refused, saying how to rebuild, rather
 * than serving pages that disagree about the site's own address.
 */
export function adoptBuiltOrigin(environment: NodeJS.ProcessEnv, buildInfoFile: string): void {
  let built: string | undefined;
  try {
    built = (JSON.parse(readFileSync(buildInfoFile, 'utf8')) as { publicOrigin?: string })
      .publicOrigin;
  } catch {
    return; // No build: the server says so itself when it loads the build.
  }
  if (!built) return;
  if (!environment.PUBLIC_ORIGIN) {
    environment.PUBLIC_ORIGIN = built;
    return;
  }
  const wanted = parseEnv({ PUBLIC_ORIGIN: environment.PUBLIC_ORIGIN }).PUBLIC_ORIGIN;
  if (wanted !== built) {
    throw new EnvError(
      `PUBLIC_ORIGIN is ${wanted}, but the build was made for ${built}: its pages name that ` +
        'origin. Build again with this PUBLIC_ORIGIN ("npm start" does so by itself), or unset it ' +
        "to use the build's.",
    );
  }
}
