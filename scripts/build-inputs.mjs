/** What a build is made from: the sources, and the environment values baked into its pages. */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Sources whose change makes a build out of date. */
const sources = [
  'app',
  'server',
  'drizzle',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

async function newestIn(target) {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestIn(path.join(target, entry))));
  return Math.max(info.mtimeMs, ...times);
}

export async function newestSourceTime() {
  const times = await Promise.all(sources.map((source) => newestIn(path.join(root, source))));
  return Math.max(...times);
}

/**
 * The environment values that prerendered pages contain (canonical URLs, sitemap, the privacy
 * statement's retention period), parsed by the server's own validation from the built bundle.
 */
export async function buildInputs() {
  const { parseEnv } = await import(
    pathToFileURL(path.join(root, 'build', 'server-app', 'env.js')).href
  );
  const env = parseEnv(process.env);
  return { publicOrigin: env.PUBLIC_ORIGIN, retentionDays: env.RETENTION_DAYS };
}
