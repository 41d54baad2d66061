#!/usr/bin/env node
/**
 * node scripts/draw-streetscape.mjs: draws the practice's street in Amstelveen's Stadshart
 * (decision 0120), the site's signature picture until and beside the practice's photos: canal-house
 * gables, the practice's own front with the logo's tile as its sign, the tram at its stop, trees, a
 * bicycle, and the centre's taller blocks behind. No people, so nothing to draw badly.
 *
 * Two colourings: app/assets/images/streetscape.svg (dark, standing on the footer of every page)
 * and streetscape-pale.svg (the home hero's and the clinic page's band); and the practice's front
 * alone as the entrance's stand-in (app/assets/placeholders/clinic-entrance.svg). Deterministic: run it again
 * after a change and commit the SVGs; app/app.css places them (CSS only, no script on any page).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pen, tooth } from './svg-pen.mjs';

const outDir = path.join(import.meta.dirname, '..', 'app', 'assets', 'images');
const W = 2400;
const H = 200;
/** The ground line; below it, the street (the colour the picture stands on). */
const G = 196;

const palettes = {
  dark: {
    front: '#022f2e',
    win: '#0b4f4a',
    lit: '#f5d98b',
    back: '#ccf3ea',
    back2: '#e3f8f3',
    stripe: '#bfeee3',
    sign: '#00786f',
  },
  pale: {
    front: '#0f766e',
    win: '#2a9d90',
    lit: '#f5d98b',
    back: '#c5efe5',
    back2: '#dcf6f0',
    stripe: '#b4e9dc',
    sign: '#022f2e',
  },
};

function draw(C) {
  const out = [];
  const { n, rect, path, circle } = pen(out);
  // A fixed seed: the same windows are lit on every run.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const windows = (x, y, cols, rows, w, h, gapX, gapY) => {
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++)
        rect(x + i * (w + gapX), y + j * (h + gapY), w, h, random() < 0.12 ? C.lit : C.win, 1.5);
  };

  // Behind the street: the taller blocks of the centre, in two pale tints.
  for (const [x, top, w] of [
    [60, 70, 110],
    [230, 40, 90],
    [420, 58, 120],
    [640, 30, 80],
    [860, 66, 130],
    [1010, 36, 100],
    [1380, 44, 110],
    [1560, 24, 90],
    [1720, 62, 140],
    [1930, 34, 100],
    [2120, 56, 120],
    [2300, 40, 80],
  ])
    rect(x, top, w, G - top, C.back2, 3);
  for (const [x, top, w] of [
    [140, 92, 100],
    [330, 80, 110],
    [760, 96, 90],
    [1160, 60, 120],
    [1480, 88, 100],
    [1840, 96, 110],
    [2030, 78, 90],
    [2230, 90, 110],
  ]) {
    rect(x, top, w, G - top, C.back, 3);
    for (let y = top + 14; y < G - 40; y += 18) rect(x + 10, y, w - 20, 3, C.stripe);
  }

  const tree = (x, r, trunk = 26) => {
    rect(x - 3, G - trunk, 6, trunk, C.front);
    circle(x, G - trunk - r + 6, r, C.front);
    circle(x - r * 0.55, G - trunk - r * 0.45 + 6, r * 0.7, C.front);
    circle(x + r * 0.55, G - trunk - r * 0.4 + 6, r * 0.72, C.front);
  };
  const house = (x, w, h, gable) => {
    const top = G - h;
    const mid = x + w / 2;
    rect(x, top, w, h, C.front);
    if (gable === 'step') {
      const s = w / 6;
      path(
        `M${x} ${top}h${n(s)}v-14h${n(s)}v-14h${n(s)}v-14h${n(s)}v14h${n(s)}v14h${n(s)}v14z`,
        C.front,
      );
    }
    if (gable === 'bell')
      path(
        `M${x + 6} ${top}c0-10 10-12 ${n(w / 2 - 18)} -22c4-4 4-14 12 -16c8 2 8 12 12 16c${n(w / 2 - 24)} 10 ${n(w / 2 - 18)} 12 ${n(w / 2 - 18)} 22z`,
        C.front,
      );
    if (gable === 'neck')
      path(
        `M${x} ${top}h10q6 0 6-8v-6h${n(w / 2 - 28)}v-22l12-10 12 10v22h${n(w / 2 - 28)}v6q0 8 6 8h10z`,
        C.front,
      );
    if (gable === 'spout') path(`M${x} ${top}L${n(mid)} ${top - 40}L${x + w} ${top}z`, C.front);
    const cols = Math.max(2, Math.floor((w - 16) / 24));
    windows(
      x + 8,
      top + 12,
      cols,
      Math.floor((h - 52) / 32),
      12,
      20,
      (w - 16 - cols * 12) / (cols - 1),
      12,
    );
    rect(mid - 8, G - 30, 16, 30, C.win, 2);
  };
  const lamp = (x) => {
    rect(x - 1.5, G - 70, 3, 70, C.front);
    path(`M${x - 10} ${G - 70}h20l-4 -8h-12z`, C.front);
  };
  const bicycle = (x) =>
    out.push(
      `<g fill="none" stroke="${C.front}" stroke-width="3"><circle cx="${x}" cy="${G - 11}" r="10"/><circle cx="${x + 34}" cy="${G - 11}" r="10"/><path d="M${x} ${G - 11}l10-18h18l6 18M${x + 10} ${G - 29}l7 18 11-18M${x + 8} ${G - 33}h8M${x + 28} ${G - 29}l-2-6h6"/></g>`,
    );

  tree(40, 30);
  tree(92, 24, 22);
  house(130, 96, 120, 'bell');
  house(226, 84, 132, 'step');
  house(310, 78, 112, 'neck');
  house(388, 90, 124, 'spout');
  lamp(505);
  tree(560, 34, 30);
  house(610, 88, 118, 'neck');
  house(698, 96, 138, 'step');
  house(794, 80, 116, 'bell');
  tree(918, 28);
  bicycle(948);

  // The practice, in the middle (a phone shows the middle): a light modern front, its door open
  // and lit, the logo's tile and tooth as its sign.
  {
    const x = 1010,
      w = 380,
      h = 132,
      top = G - h;
    rect(x, top, w, h, C.front);
    rect(x - 6, top - 8, w + 12, 10, C.front, 2);
    for (let i = 0; i < 5; i++) rect(x + 20 + i * 72, top + 22, 56, 38, i === 2 ? C.lit : C.win, 3);
    for (const i of [0, 1, 3]) rect(x + 20 + i * 72, top + 80, 56, 52, C.win, 3);
    rect(x + 164, top + 78, 52, 54, C.lit, 3);
    rect(x + 189, top + 78, 2, 54, C.front);
    path(`M${x + 150} ${top + 70}h80l-6 10h-68z`, C.sign);
    rect(x + w - 74, top + 78, 48, 48, C.sign, 11);
    const tx = x + w - 50,
      ty = top + 90;
    path(tooth(tx, ty), '#ffffff');
  }

  // The tram at its stop, under its wire.
  {
    const x = 1470,
      y = G - 64,
      w = 300;
    out.push(`<path d="M1420 ${G - 108}H1840" stroke="${C.front}" stroke-width="2"/>`);
    rect(1428, G - 112, 4, 112, C.front);
    rect(1830, G - 112, 4, 112, C.front);
    out.push(
      `<path d="M${x + 136} ${y}h28M${x + 150} ${y}l-12 -22 12 -22 12 22z" fill="none" stroke="${C.front}" stroke-width="3" stroke-linejoin="round"/>`,
    );
    rect(x, y, w, 58, C.front, 14);
    for (let i = 0; i < 7; i++)
      rect(x + 18 + i * 40, y + 10, 30, 22, i % 3 === 1 ? C.lit : C.win, 3);
    rect(x + 10, y + 38, w - 20, 3, C.sign);
    circle(x + 50, G - 4, 6, C.front);
    circle(x + 250, G - 4, 6, C.front);
  }

  tree(1880, 34, 30);
  lamp(1940);
  house(1990, 92, 126, 'step');
  house(2082, 84, 110, 'spout');
  house(2166, 96, 134, 'bell');
  tree(2310, 28);
  tree(2360, 22, 20);
  rect(0, G, W, H - G, C.front);
  return out.join('');
}

const street = (C) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${draw(C)}</svg>\n`;

/**
 * The practice's front alone, in the 4:3 frame of the entrance's photo slot (contact page): its
 * drawn stand-in until the practice's photo of the entrance (app/content/image-slots.ts), the
 * same front as in the street, on a pale sky and the dark street.
 */
function entrance(C) {
  const [x, y, w, h] = [995, G - 255, 420, 315];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="${x} ${y} ${w} ${h}">` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f0fdfa"/>` +
    `<rect x="${x}" y="${G}" width="${w}" height="${y + h - G}" fill="${C.front}"/>` +
    `${draw(C)}</svg>\n`
  );
}

writeFileSync(path.join(outDir, 'streetscape.svg'), street(palettes.dark));
writeFileSync(path.join(outDir, 'streetscape-pale.svg'), street(palettes.pale));
writeFileSync(
  path.join(outDir, '..', 'placeholders', 'clinic-entrance.svg'),
  entrance(palettes.dark),
);
