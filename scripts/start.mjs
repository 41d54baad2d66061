#!/usr/bin/env node
/**
 * npm start: builds when there is no build, when a source is newer than the build, or when an
 * environment value baked into the pages (PUBLIC_ORIGIN, RETENTION_DAYS) changed; then serves.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInputs, newestSourceTime, root } from './build-inputs.mjs';

async function reasonToBuild() {
  let info;
  try {
    info = JSON.parse(await readFile(path.join(root, 'build', 'build-info.json'), 'utf8'));
  } catch {
    return 'no build yet';
  }
  if ((await newestSourceTime()) > Date.parse(info.builtAt))
    return 'sources changed since the last build';
  let current;
  try {
    current = await buildInputs();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  if (current.publicOrigin !== info.publicOrigin)
    return `PUBLIC_ORIGIN is now ${current.publicOrigin}`;
  if (current.retentionDays !== info.retentionDays)
    return `RETENTION_DAYS is now ${current.retentionDays}`;
  return undefined;
}

const reason = await reasonToBuild();
if (reason) {
  console.log(`Building the site (${reason})…`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'build', 'server-app', 'index.js')).href);
