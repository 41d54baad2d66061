/**
 * Nervous about the dentist (the article's cover): the quiet corner where a first talk without
 * treatment happens, not the reception every contact page shows (round 54, BI and BJ: one room on
 * several pages). A deep armchair with a cushion and a blanket over its arm, a low table with a
 * cup of tea and headphones, a floor lamp's warm light, a window onto a tree, and a plant.
 */
import { TALL_PLANT, plant } from '../scene-parts.mjs';

export const tint = 'children';

export default function draw(pen) {
  const { rect, path, circle, line, leaves, C, W, F } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const edge = (width) => ` stroke="${C.front}" stroke-width="${width}" stroke-linejoin="round"`;

  // The window onto the green: its frame, the cross bars, a round tree and a low sun outside.
  {
    const [x, y, w, h] = [250, 24, 220, 150];
    rect(x - 8, y - 8, w + 16, h + 16, C.back, 10);
    rect(x, y, w, h, C.view, 4);
    circle(x + 168, y + 42, 18, C.lit);
    path(`M${x} ${y + h}v-34q54-30 112-6q56-22 108 4v36z`, C.back);
    rect(x + 58, y + 70, 8, 56, C.deep, 3);
    leaves(
      x + 62,
      y + 62,
      [
        [0, -6, 30, 26, 0],
        [-22, 8, 20, 17, -20],
        [22, 10, 20, 16, 20],
      ],
      C.front,
    );
    rect(x + w / 2 - 3, y, 6, h, C.glass);
    rect(x, y + h / 2 - 3, w, 6, C.glass);
    rect(x - 14, y + h + 6, w + 28, 10, C.deep, 5); // the sill
  }

  // The floor lamp: its foot, the slender stand, and the shade's warm cone of light.
  {
    const x = 150;
    rect(x - 28, F - 10, 56, 10, C.deep, 5);
    rect(x - 3, 70, 6, F - 80, C.front, 3);
    path(`M${x - 58} ${F - 4}L${x - 20} 86h40l38 ${F - 90}z`, C.lit, ' opacity=".35"');
    path(`M${x - 34} 86l12-42h44l12 42z`, C.lit, edge(4));
  }

  // The armchair: its rounded back, the two arms in front of it, the seat and its cushion on
  // short legs; a cushion leaning on the back and a striped blanket over the far arm.
  {
    const [x, seat] = [640, F - 66];
    path(`M${x - 100} ${seat}V${seat - 66}q0-26 26-26h148q26 0 26 26V${seat}z`, C.front);
    rect(x - 92, seat - 6, 184, 42, C.deep, 12); // the seat
    rect(x - 86, seat - 12, 172, 16, C.front, 8); // its cushion
    for (const ax of [x - 128, x + 84]) rect(ax, seat - 40, 44, 78, C.deep, 20); // the arms
    for (const lx of [x - 112, x + 102]) rect(lx, seat + 36, 10, F - seat - 36, C.deep, 3);
    // The cushion, leaning on the back, with its button.
    path(`M${x - 40} ${seat - 12}q-6-40 8-52q38-8 64 6q8 18 0 46z`, C.back, edge(4));
    circle(x + 4, seat - 38, 4, C.front);
    // The blanket over the far arm: its stripes and its fringe.
    path(`M${x + 90} ${seat - 46}q16-6 32 0v76q-16 5-32 0z`, C.lit);
    for (const dy of [14, 30, 46]) rect(x + 90, seat - 46 + dy, 32, 4, C.glass, 2);
    for (let fx = x + 93; fx < x + 122; fx += 8) rect(fx, seat + 30, 3, 9, C.lit, 1.5);
  }

  // The low round table beside it: a cup of tea on its saucer, and the headphones a patient may
  // bring for music during the treatment.
  {
    const [x, t] = [880, F - 58];
    rect(x - 72, t, 144, 12, C.front, 6);
    line(`M${x} ${t + 10}V${F}`, C.deep, 10);
    rect(x - 34, F - 8, 68, 8, C.deep, 4);
    // The cup and saucer, the steam rising.
    const cx = x - 32;
    rect(cx - 26, t - 6, 52, 6, C.deep, 3);
    path(`M${cx - 18} ${t - 34}h36l-4 28h-28z`, C.glass, edge(3.5));
    line(`M${cx + 18} ${t - 28}q12 0 10 10t-12 8`, C.front, 4);
    line(`M${cx - 6} ${t - 44}q-6-8 0-16M${cx + 6} ${t - 46}q-6-8 0-16`, C.back, 3);
    // The headphones, lying on the table: the band and the two ear cushions.
    const hx = x + 30;
    line(`M${hx - 28} ${t - 14}q0-40 28-40t28 40`, C.deep, 7);
    rect(hx - 38, t - 26, 20, 26, C.front, 8);
    rect(hx + 18, t - 26, 20, 26, C.front, 8);
  }

  // A framed picture of calm water over the table.
  {
    const [x, y, w, h] = [830, 30, 108, 74];
    rect(x - 7, y - 7, w + 14, h + 14, C.back, 8);
    rect(x, y, w, h, C.glass, 3);
    path(`M${x} ${y + 46}q27-10 54 0t54 0v${h - 46}h-${w}z`, C.view);
    line(`M${x + 14} ${y + 58}q12-5 24 0M${x + 62} ${y + 62}q12-5 24 0`, C.back, 3);
    circle(x + 30, y + 24, 10, C.lit);
  }

  // A tall plant in the corner.
  plant(pen, 1110, TALL_PLANT);
}
