#!/usr/bin/env node
/**
 * npm run build: the whole production build.
 *  1. React Router: client assets, server build, and every prerendered page (HTML + .data).
 *  2. The Express server, bundled to build/server-app/ (dependencies stay in node_modules).
 *  3. favicon.ico, made from the logo.
 *  4. Brotli and gzip copies of every compressible file, so the server never compresses them.
 *  5. build/build-info.json: what the build was made from, for `npm start` to know it is current.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import sharp from 'sharp';
import { buildInputs, root } from './build-inputs.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const clientDir = path.join(root, 'build', 'client');

function step(name) {
  console.log(`\n▶ ${name}`);
}

step('React Router build (client, server, prerendered pages)');
const result = spawnSync('npx', ['react-router', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
if (result.status !== 0) process.exit(result.status ?? 1);

step('Server bundle');
await esbuild.build({
  entryPoints: {
    // index.js sets production mode, then loads server.js (see server/production-entry.ts).
    index: path.join(root, 'server', 'production-entry.ts'),
    server: path.join(root, 'server', 'index.ts'),
    env: path.join(root, 'app', 'config', 'env.server.ts'),
  },
  outdir: path.join(root, 'build', 'server-app'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  alias: { '~': path.join(root, 'app') },
  logLevel: 'warning',
});

step('Service worker');
// The build's id names its caches: a new build's worker replaces the old one and its caches.
const buildId = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
await esbuild.build({
  entryPoints: [path.join(root, 'app', 'sw', 'service-worker.ts')],
  outfile: path.join(clientDir, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  define: { BUILD_ID: JSON.stringify(buildId) },
  alias: { '~': path.join(root, 'app') },
  logLevel: 'warning',
});

step('favicon.ico');
await writeFile(
  path.join(clientDir, 'favicon.ico'),
  await icoFromSvg(path.join(root, 'app', 'assets', 'images', 'icon.svg'), [16, 32, 48]),
);

step('Precompressing (brotli, gzip)');
const compressible = /\.(html|js|mjs|css|json|xml|txt|svg|data|ico|map)$/;
let count = 0;
for (const file of await walk(clientDir)) {
  if (!compressible.test(file)) continue;
  const source = await readFile(file);
  if (source.length < 512) continue;
  const [br, gz] = await Promise.all([
    brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(source, { level: 9 }),
  ]);
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
  count++;
}
console.log(`${count} files`);

step('build-info.json');
const inputs = await buildInputs();
await writeFile(
  path.join(root, 'build', 'build-info.json'),
  `${JSON.stringify({ builtAt: new Date().toISOString(), ...inputs }, null, 2)}\n`,
);
console.log('Build complete.');

async function walk(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? walk(full) : [full];
    }),
  );
  return files.flat();
}

/** An .ico holding PNG images (the format every browser reads), one per size. */
async function icoFromSvg(svgPath, sizes) {
  const images = await Promise.all(
    sizes.map((size) => sharp(svgPath).resize(size, size).png().toBuffer()),
  );
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((png, index) => {
    const entry = Buffer.alloc(16);
    const size = sizes[index];
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}
