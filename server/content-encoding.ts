import type { IncomingHttpHeaders } from 'node:http';
import Negotiator from 'negotiator';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Smallest first: what the server would rather send when the browser takes several equally. */
const preference: ContentEncoding[] = ['br', 'gzip', 'identity'];

/**
 * The encoding of a response: the one the browser values most (its q values), and among equals
 * the smallest, whatever order the browser lists them in. Chromium and Firefox send
 * "gzip, deflate, br, zstd" and get Brotli. Every compressed response of the site (home pages,
 * precompressed files, server-rendered pages) is chosen here or by the same rule.
 */
export function chooseEncoding(headers: IncomingHttpHeaders): ContentEncoding {
  const chosen = new Negotiator({ headers }).encoding(preference, { preferred: preference });
  // Nothing acceptable (even identity refused): send it unencoded rather than nothing at all.
  return (chosen as ContentEncoding | undefined) ?? 'identity';
}
