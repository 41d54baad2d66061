#!/usr/bin/env node
/**
 * node scripts/draw-practice-rooms.mjs: draws the practice's rooms (decision 0123), the pictures a
 * page's band ends on, as the pages about the place end on the practice's street
 * (scripts/draw-streetscape.mjs, decision 0120): the same flat, two-depth silhouettes, the same
 * teal and the same warm light. No people, so nothing to draw badly.
 *
 * - The treatment room, for the pages about the care: the dental chair under its lamp, the
 *   instrument cart, the dentist's stool, the counter with its tap and plant, the screen, the
 *   clock, and the window on the street. The children's room has what a child looks for: balloons
 *   on the chair, a mobile of stars, blocks, a bear on the stool, a rainbow outside. One file per
 *   band tint (app/app.css, .page-band-repair and so on), so the floor and the wall are the band's
 *   own stronger tint.
 * - The reception and the waiting room, for the practical pages (the fees, the blog).
 *
 * Deterministic: run it again after a change and commit the SVGs; app/app.css places them (CSS
 * only, no script on any page).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { F, H, ink, tints, W } from './scene-palette.mjs';
import { pen, tooth } from './svg-pen.mjs';

const outDir = path.join(import.meta.dirname, '..', 'app', 'assets', 'images');

function treatmentRoom(tint) {
  const children = tint === 'children';
  const C = { ...ink, ...tints[tint] };
  const out = [];
  const { n, rect, path, circle, line, leaves } = pen(out);

  // The floor: a soft pill the room stands on, in the band's stronger tint.
  rect(24, F - 2, W - 48, 12, C.back, 6);

  // Above the counter, what the wall shows depends on the care (the twenty-seventh review: the same
  // room on every page): the window on the street for check-ups and prevention (with a rainbow in
  // the children's room), the X-ray unit on its arm for repairs, the mirror with its lights for a
  // smile.
  if (tint === 'repair') {
    // The X-ray unit: its box on the wall, the folding arm, the tube's cone towards the headrest.
    rect(150, 40, 70, 92, C.back, 8);
    rect(162, 54, 46, 30, C.view, 4);
    circle(196, 108, 6, C.lit);
    line('M220 70l70 22l34 30', C.front, 8);
    circle(290, 92, 8, C.front);
    path('M310 112l30 -8l18 34l-26 14z', C.front);
    path('M334 150l24 -12l8 16l-22 10z', C.deep);
  } else if (tint === 'smile') {
    // A large mirror with its ring of lights: the smile before and after.
    circle(220, 86, 66, C.back);
    circle(220, 86, 54, C.glass);
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i;
      circle(220 + 60 * Math.cos(a), 86 + 60 * Math.sin(a), 4.5, C.lit);
    }
    path('M192 92q28 24 56 0q-28 10-56 0z', C.view);
    rect(214, 152, 12, 10, C.back);
  } else {
    {
      const [x, y, w, h] = [112, 28, 216, 118];
      rect(x - 8, y - 8, w + 16, h + 16, C.back, 10);
      rect(x, y, w, h, C.glass, 4);
      if (children) {
        for (const [r, colour] of [
          [70, '#f9a8a8'],
          [60, '#fcd58a'],
          [50, '#9fd9f3'],
        ])
          out.push(
            `<path d="M${x + w / 2 - r} ${y + h - 30}a${r} ${r} 0 0 1 ${2 * r} 0" fill="none" stroke="${colour}" stroke-width="9"/>`,
          );
      }
      // Gables across the view: a bell, a step and a spout.
      const g = y + h;
      path(
        `M${x} ${g}v-36h22q4-14 14-18q10 4 14 18h16v-22h10v-10h12v10h10v22h10l20-24 20 24h14v-30h30v30h24v36z`,
        C.view,
      );
      rect(x + w / 2 - 3, y, 6, h, C.back);
      rect(x, y + 48, w, 6, C.back);
      rect(x - 14, y + h + 6, w + 28, 8, C.back, 3);
    }
  }

  // The counter with its tap and a plant.
  {
    const [x, y, w] = [84, 162, 268];
    rect(x, y, w, 10, C.front, 3);
    rect(x + 8, y + 10, w - 16, F - y - 10, C.front);
    for (let i = 1; i < 4; i++) rect(x + 8 + i * ((w - 16) / 4) - 1, y + 18, 2, F - y - 26, C.deep);
    for (let i = 0; i < 4; i++) rect(x + 8 + i * ((w - 16) / 4) + 22, y + 26, 18, 4, C.deep, 2);
    // The tap, over a sink let into the counter.
    line(`M${x + 196} ${y}v-24q0-10 10-10h8q8 0 8 8v6`, C.front, 6);
    rect(x + 176, y - 2, 56, 4, C.deep, 2);
    // The plant: a pot and its leaves.
    path(`M${x + 26} ${y}l-4-26h36l-4 26z`, C.front);
    leaves(
      x,
      y,
      [
        [40, -40, 9, 20, -30],
        [30, -46, 8, 22, 8],
        [52, -42, 8, 18, 38],
        [22, -36, 7, 16, -52],
        [60, -32, 7, 14, 64],
      ],
      C.front,
    );
  }

  // The dental chair under its lamp: base, column, seat, the back reclined with its headrest, the
  // legs' rest, the arm; the lamp hanging from the ceiling over where the head lies, and its light.
  {
    const seatY = F - 84;
    const pivot = `552 ${seatY + 13}`;
    // The light's soft cone, behind everything.
    path(`M462 70L392 ${seatY - 52}L520 ${seatY - 22}L514 70z`, C.lit, ' opacity=".55"');
    // The ceiling's rail, the lamp's arm and its head, its face lit.
    rect(520, 0, 120, 8, C.front, 3);
    line('M580 8v22l-88 22', C.front, 8);
    path(`M446 54h96q7 0 4 7l-7 11h-90l-7-11q-3-7 4-7z`, C.front);
    rect(456, 70, 76, 6, C.lit, 3);
    // Base and column.
    rect(520, F - 12, 200, 12, C.front, 6);
    path(`M574 ${F - 12}l10 -58h58l10 58z`, C.front);
    // The seat, the back and the headrest, the legs' rest and its foot plate.
    rect(536, seatY, 176, 26, C.front, 13);
    rect(410, seatY - 3, 152, 32, C.front, 15, ` transform="rotate(22 ${pivot})"`);
    rect(354, seatY + 2, 50, 22, C.front, 11, ` transform="rotate(22 ${pivot})"`);
    rect(696, seatY + 2, 124, 22, C.front, 11, ` transform="rotate(24 702 ${seatY + 13})"`);
    rect(812, seatY + 42, 10, 34, C.front, 4, ` transform="rotate(-12 817 ${seatY + 58})"`);
    // The armrest.
    rect(606, seatY - 26, 86, 10, C.front, 5);
    rect(674, seatY - 18, 9, 20, C.front);
  }

  // The instrument cart beside the chair: the tray with the handpieces in their holders.
  {
    const x = 858;
    rect(x - 3, 112, 6, F - 124, C.front);
    rect(x - 26, F - 14, 52, 6, C.front, 3);
    for (const dx of [-22, 22]) circle(x + dx, F - 6, 6, C.front);
    rect(x - 46, 104, 92, 12, C.front, 4);
    for (let i = 0; i < 3; i++)
      rect(
        x - 38 + i * 15,
        80,
        7,
        26,
        C.front,
        3,
        ` transform="rotate(-12 ${x - 35 + i * 15} 106)"`,
      );
    rect(x + 10, 96, 28, 8, C.lit, 3);
  }

  // The dentist's stool: a round seat on its column and its wheels.
  {
    const x = 954;
    rect(x - 34, F - 76, 68, 14, C.front, 7);
    rect(x - 4, F - 62, 8, 46, C.front);
    rect(x - 34, F - 18, 68, 6, C.front, 3);
    for (const dx of [-30, 0, 30]) circle(x + dx, F - 6, 6, C.front);
    if (children) {
      // A bear sits on it, waiting its turn.
      circle(x, F - 96, 22, C.deep);
      circle(x, F - 132, 17, C.deep);
      circle(x - 13, F - 146, 7, C.deep);
      circle(x + 13, F - 146, 7, C.deep);
      circle(x - 17, F - 80, 8, C.deep);
      circle(x + 17, F - 80, 8, C.deep);
      out.push(`<ellipse cx="${x}" cy="${F - 127}" rx="8" ry="6" fill="${C.back}"/>`);
      circle(x - 6, F - 136, 2.2, C.glass);
      circle(x + 6, F - 136, 2.2, C.glass);
    }
  }

  // The cabinet with the screen that shows the X-ray (a tooth), and the clock on the wall.
  {
    const [x, w] = [1002, 112];
    rect(x, F - 96, w, 96, C.front, 4);
    for (let i = 1; i < 3; i++) rect(x + 6, F - 96 + i * 32 - 1, w - 12, 2, C.deep);
    for (let i = 0; i < 3; i++) rect(x + w / 2 - 12, F - 84 + i * 32, 24, 4, C.deep, 2);
    rect(x + w / 2 - 4, F - 118, 8, 22, C.front);
    rect(x + 6, F - 176, w - 12, 62, C.front, 6);
    // On the screen the logo's tooth; for repairs an X-ray of it, for a smile a row of teeth.
    const screen = { repair: C.deep, children: C.glass }[tint] ?? C.view;
    rect(x + 12, F - 170, w - 24, 50, screen, 3);
    const [tx, ty] = [x + w / 2, F - 157];
    if (tint === 'smile') {
      path(`M${tx - 30} ${ty}q30 26 60 0q-30 8-60 0z`, C.glass);
      for (const dx of [-16, -6, 4, 14]) rect(tx + dx, ty + 2, 1.5, 8, C.view);
    } else path(tooth(tx, ty), tint === 'repair' ? C.glass : C.front);
    if (children) {
      circle(tx - 4, ty + 6, 1.6, C.glass);
      circle(tx + 4, ty + 6, 1.6, C.glass);
      line(`M${tx - 4} ${ty + 11}q4 3 8 0`, C.glass, 1.6);
    }
    if (!children) {
      circle(760, 48, 24, C.back);
      circle(760, 48, 18, C.glass);
      line('M760 48v-11M760 48l8 5', C.front, 3.5);
    }
  }

  // A tall plant in the corner.
  {
    const x = 1160;
    path(`M${x - 16} ${F}l-4-34h40l-4 34z`, C.front);
    leaves(
      x,
      F,
      [
        [0, -70, 9, 30, 0],
        [-14, -60, 8, 26, -28],
        [14, -58, 8, 26, 30],
        [-22, -44, 7, 20, -55],
        [22, -42, 7, 20, 58],
      ],
      C.front,
    );
  }

  if (children) {
    // Balloons tied to the chair's arm.
    for (const [bx, by, colour] of [
      [640, 44, '#f47c5c'],
      [676, 62, '#5bb8f0'],
    ]) {
      line(`M${bx} ${by + 24}Q${bx - 4} ${by + 60} 680 ${F - 110}`, C.deep, 2);
      out.push(`<ellipse cx="${bx}" cy="${by}" rx="19" ry="23" fill="${colour}"/>`);
      path(`M${bx - 5} ${by + 24}h10l-5 -5z`, colour);
    }
    // A mobile of stars from the ceiling.
    line('M860 0v16M826 16h68', C.deep, 3);
    const star = (cx, cy, r, colour) => {
      const points = [];
      for (let i = 0; i < 10; i++) {
        const a = (Math.PI / 5) * i - Math.PI / 2;
        const rr = i % 2 ? r * 0.45 : r;
        points.push(`${n(cx + rr * Math.cos(a))} ${n(cy + rr * Math.sin(a))}`);
      }
      path(`M${points.join('L')}z`, colour);
    };
    for (const [sx, len, colour] of [
      [826, 34, '#f59e0b'],
      [860, 52, '#f47c5c'],
      [894, 28, '#5bb8f0'],
    ]) {
      line(`M${sx} 16v${len}`, C.deep, 1.5);
      star(sx, 16 + len + 10, 12, colour);
    }
    // Blocks on the floor by the counter.
    for (const [bx, by, s, colour] of [
      [362, F - 26, 26, '#f47c5c'],
      [390, F - 26, 26, '#5bb8f0'],
      [376, F - 50, 24, '#f59e0b'],
    ])
      rect(bx, by, s, s, colour, 4);
  }

  return out.join('');
}

/**
 * The reception and the waiting room, for the practical pages (fees, the blog): the reading corner
 * with its shelf, armchair and lamp; the desk with the logo's tile, its screen, the card terminal
 * and flowers under two hanging lamps; the waiting chairs under a picture of the street, the coat
 * stand and a plant.
 */
function reception(tint) {
  const C = { ...ink, ...tints[tint] };
  const out = [];
  const { rect, path, circle, line, leaves } = pen(out);
  rect(24, F - 2, W - 48, 12, C.back, 6);

  // The reading corner: a shelf of books and leaflets, an armchair, the lamp bent over it.
  {
    const [x, y, w] = [72, 70, 124];
    rect(x, y, w, F - y, C.back, 6);
    const shelves = [y + 8, y + 60, y + 112];
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const top of shelves) {
      let bx = x + 10;
      while (bx < x + w - 18) {
        const bw = 8 + Math.round(random() * 8);
        const bh = 30 + Math.round(random() * 14);
        const colour = random() < 0.2 ? C.lit : random() < 0.5 ? C.deep : C.front;
        rect(bx, top + 44 - bh, bw, bh, colour, 2);
        bx += bw + 3;
      }
      rect(x + 4, top + 44, w - 8, 6, C.front, 2);
    }
    // The armchair.
    const ax = 232;
    rect(ax, F - 96, 84, 64, C.front, 18);
    rect(ax - 12, F - 58, 108, 34, C.front, 14);
    rect(ax - 18, F - 70, 22, 50, C.deep, 10);
    rect(ax + 80, F - 70, 22, 50, C.deep, 10);
    rect(ax - 4, F - 24, 8, 24, C.front, 3);
    rect(ax + 76, F - 24, 8, 24, C.front, 3);
    // The floor lamp.
    rect(360, F - 8, 44, 8, C.front, 4);
    line(`M382 ${F - 8}V66q0-22-24-26l-30-4`, C.front, 6);
    path('M296 38q32-26 62 0z', C.front);
    rect(300, 38, 54, 5, C.lit, 2);
  }

  // The desk: its front with the logo's tile and tooth, the screen, the card terminal and
  // flowers; two lamps hang over it.
  {
    const [x, w] = [456, 312];
    for (const lx of [x + 80, x + w - 80]) {
      line(`M${lx} 0v16`, C.front, 3);
      path(`M${lx - 24} 40q0-24 24-24t24 24z`, C.front);
      rect(lx - 20, 39, 40, 5, C.lit, 2);
    }
    rect(x - 10, F - 118, w + 20, 14, C.front, 5);
    rect(x, F - 104, w, 104, C.front, 4);
    rect(x + 12, F - 92, w - 24, 3, C.deep);
    const [sx, sy] = [x + w / 2, F - 74];
    rect(sx - 24, sy, 48, 48, C.glass, 11);
    path(tooth(sx, sy + 12), C.front);
    // On the desk: the screen from behind, the card terminal, flowers in a vase.
    rect(x + 40, F - 164, 80, 40, C.deep, 5);
    rect(x + 74, F - 124, 12, 6, C.deep);
    rect(x + 210, F - 146, 26, 28, C.deep, 5);
    rect(x + 214, F - 142, 18, 10, C.lit, 2);
    path(`M${x + 268} ${F - 118}l-4-26h22l-4 26z`, C.deep);
    line(
      `M${x + 275} ${F - 144}l-6-22M${x + 275} ${F - 144}v-28M${x + 275} ${F - 144}l8-20`,
      C.front,
      2.5,
    );
    circle(x + 269, F - 170, 7, '#f47c5c');
    circle(x + 275, F - 176, 7, C.lit);
    circle(x + 284, F - 168, 7, '#f47c5c');
  }

  // The waiting chairs under a picture of the street, the coat stand and a plant.
  {
    const [px, py, pw, ph] = [860, 40, 180, 84];
    rect(px - 8, py - 8, pw + 16, ph + 16, C.back, 8);
    rect(px, py, pw, ph, C.glass, 3);
    path(
      `M${px} ${py + ph}v-30h18q4-14 14-18q10 4 14 18h14v-24h12v-10h14v10h12v24h14l20-26 20 26h12v-30h34v60z`,
      C.view,
    );
    rect(px + 72, py + ph - 22, 12, 22, C.lit, 2);
    for (let i = 0; i < 3; i++) {
      const cx = 850 + i * 74;
      rect(cx, F - 106, 56, 54, C.front, 12);
      rect(cx - 4, F - 58, 64, 16, C.front, 8);
      rect(cx + 6, F - 42, 6, 42, C.front, 2);
      rect(cx + 44, F - 42, 6, 42, C.front, 2);
    }
    rect(834, F - 50, 232, 6, C.deep, 3);
    // The coat stand, a coat on it.
    rect(1108, 50, 6, F - 56, C.front, 3);
    rect(1090, F - 8, 42, 8, C.front, 4);
    line('M1111 58l-16-12M1111 58l16-12', C.front, 4);
    path('M1096 64q-4 0-6 8l-8 74h28l-2-76q-2-6-12-6z', C.deep);
    // A plant.
    path(`M1146 ${F}l-4-30h36l-4 30z`, C.front);
    leaves(
      1160,
      F,
      [
        [0, -62, 8, 26, 0],
        [-12, -52, 7, 22, -30],
        [12, -50, 7, 22, 32],
      ],
      C.front,
    );
  }
  return out.join('');
}

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${body}</svg>\n`;

for (const tint of Object.keys(tints))
  writeFileSync(path.join(outDir, `treatment-room-${tint}.svg`), svg(treatmentRoom(tint)));
writeFileSync(path.join(outDir, 'practice-reception.svg'), svg(reception('prevention')));
