#!/usr/bin/env node
/**
 * node scripts/draw-scenes.mjs [id…]: draws each page's own picture at the end of its band
 * (decision 0125), one file per scene in scripts/scenes/: what the page is about, in the practice
 * rooms' language (scripts/draw-practice-rooms.mjs: flat two-depth silhouettes in the site's teal,
 * the band's own stronger tint, the warm light; no people, no words). The reviews of rounds 28
 * and 29 read one room at the head of nearly every page as a template.
 *
 * A scene module exports `tint` (a key of `tints`) and a default function that gets the pen (its
 * shapes go into `out`) and the palette, and draws a 1200 × 240 view whose floor line is y = 228;
 * the parts several scenes draw are in scripts/scene-parts.mjs.
 * Deterministic: run it again after a change and commit the SVGs; app/app.css places them, and a
 * test (tests/integration/scenes.test.ts) holds the committed files to their modules.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ink, tints, W, H, F } from './scene-palette.mjs';
import { pen, tooth } from './svg-pen.mjs';

const scenesDir = path.join(import.meta.dirname, 'scenes');
export const scenesOutDir = path.join(import.meta.dirname, '..', 'app', 'assets', 'images');

/** The scenes' ids: one module each in scripts/scenes/. */
export const sceneIds = readdirSync(scenesDir)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => name.replace(/\.mjs$/, ''))
  .sort();

/** A scene's SVG file, as the script writes it. */
export async function renderScene(id) {
  const scene = await import(pathToFileURL(path.join(scenesDir, `${id}.mjs`)).href);
  const C = { ...ink, ...tints[scene.tint] };
  const out = [];
  scene.default({ ...pen(out), out, C, W, H, F, tooth });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${out.join('')}</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv.slice(2);
  for (const id of sceneIds) {
    if (only.length && !only.includes(id)) continue;
    writeFileSync(path.join(scenesOutDir, `scene-${id}.svg`), await renderScene(id));
    console.log(`scene-${id}.svg`);
  }
}
