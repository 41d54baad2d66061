/** Care at home, as the tips are: the bathroom shelf with the glass of toothbrushes, the toothpaste, the floss and the two-minute hourglass, and beside it a little table with an open magazine and a mug of tea. */
import { plant } from '../scene-parts.mjs';

export const tint = 'prevention';

export default function draw(pen) {
  const { rect, path, circle, line, leaves, out, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const edge = (width) => ` stroke="${C.front}" stroke-width="${width}" stroke-linejoin="round"`;

  // A big plant in its basket, by the door.
  {
    const x = 110;
    rect(x - 30, F - 46, 60, 46, C.deep, 10);
    for (const dy of [14, 28]) rect(x - 30, F - 46 + dy, 60, 4, C.front);
    leaves(
      x,
      F - 46,
      [
        [0, -70, 12, 42, 0],
        [-24, -58, 11, 36, -28],
        [24, -56, 11, 36, 30],
        [-40, -30, 10, 28, -60],
        [40, -28, 10, 28, 62],
      ],
      C.front,
    );
  }

  // The tiled wall behind the shelf: soft squares.
  const [wx, wy, ww, wh] = [206, 18, 520, 196];
  rect(wx, wy, ww, wh, C.view, 10);
  for (let gx = wx + 52; gx < wx + ww - 10; gx += 52) rect(gx - 1.5, wy + 6, 3, wh - 12, C.back);
  for (let gy = wy + 49; gy < wy + wh - 10; gy += 49) rect(wx + 6, gy - 1.5, ww - 12, 3, C.back);

  // The shelf on its two brackets.
  const s = 146;
  rect(236, s, 460, 10, C.front, 4);
  for (const bx of [268, 650]) path(`M${bx} ${s + 10}h12v26z`, C.deep);

  // The hourglass: two minutes of brushing, the sand running into the lower bulb.
  {
    const [x, y] = [310, s - 104];
    rect(x - 32, y, 64, 9, C.deep, 4);
    rect(x - 32, y + 95, 64, 9, C.deep, 4);
    rect(x - 27, y + 9, 5, 86, C.deep, 2);
    rect(x + 22, y + 9, 5, 86, C.deep, 2);
    path(
      `M${x - 18} ${y + 9}h36q0 26-15 43q15 17 15 43h-36q0-26 15-43q-15-17-15-43z`,
      C.glass,
      edge(3.5),
    );
    path(`M${x - 12} ${y + 28}h24q-4 12-12 20q-8-8-12-20z`, C.lit);
    rect(x - 1.5, y + 50, 3, 40, C.lit);
    path(`M${x - 15} ${y + 95}q15-30 30 0z`, C.lit);
  }

  // The glass with the toothbrushes, their heads up.
  {
    const x = 430;
    const brush = (bx, tilt, fill, side) => {
      out.push(`<g transform="rotate(${tilt} ${bx} ${s - 20})">`);
      rect(bx - 4, s - 112, 8, 104, fill, 4);
      rect(bx - 6, s - 128, 12, 26, fill, 5);
      rect(side > 0 ? bx + 4 : bx - 16, s - 126, 12, 20, C.glass, 3, edge(3)); // the bristles
      out.push('</g>');
    };
    brush(x - 8, -12, C.front, -1);
    brush(x + 10, 10, C.deep, 1);
    path(`M${x - 30} ${s - 70}h60l-5 70h-50z`, C.back, ` opacity=".85"${edge(3.5)}`);
    rect(x - 22, s - 60, 6, 48, C.glass, 3); // the glass's shine
  }

  // The toothpaste tube, standing on its cap.
  {
    const x = 530;
    rect(x - 10, s - 14, 20, 14, C.deep, 3);
    path(`M${x - 16} ${s - 14}l-8 -84h48l-8 84z`, C.front);
    rect(x - 26, s - 106, 52, 10, C.deep, 3);
    rect(x - 14, s - 74, 28, 22, C.glass, 4);
    rect(x - 8, s - 68, 16, 10, C.back, 3);
  }

  // The floss in its round box, the thread drawn out.
  {
    const x = 614;
    rect(x - 24, s - 40, 48, 40, C.front, 16);
    rect(x - 24, s - 40, 48, 14, C.deep, 7);
    circle(x + 10, s - 33, 3, C.glass);
    line(`M${x + 10} ${s - 40}q14-24 30-10`, C.deep, 3);
  }

  // The little table: its round top on three legs, the open magazine and the mug of tea.
  {
    const [x, t] = [900, F - 64];
    rect(x - 90, t, 180, 12, C.front, 6);
    line(`M${x - 60} ${t + 10}L${x - 74} ${F}M${x + 60} ${t + 10}L${x + 74} ${F}`, C.front, 8);
    line(`M${x} ${t + 10}V${F}`, C.deep, 8);
    // The magazine, lying open: its cover and the two pages with their lines and a picture.
    const bx = x - 20;
    path(`M${bx - 64} ${t}l6-38q28-8 58 4q30-12 58-4l6 38z`, C.deep);
    path(`M${bx - 56} ${t - 6}l4-30q26-8 52 4v34q-26-10-56-8z`, C.glass);
    path(`M${bx + 56} ${t - 6}l-4-30q-26-8-52 4v34q26-10 56-8z`, C.glass);
    for (const dy of [0, 9, 18]) rect(bx - 46, t - 30 + dy, 36, 4, C.back, 2);
    rect(bx + 10, t - 32, 34, 18, C.back, 3);
    rect(bx + 10, t - 10, 30, 4, C.back, 2);
    // The mug, its handle and its steam.
    const mx = x + 62;
    rect(mx - 16, t - 40, 32, 40, C.deep, 6);
    line(`M${mx + 16} ${t - 32}q14 2 12 14t-12 10`, C.deep, 5);
    path(tooth(mx, t - 30), C.glass);
    line(`M${mx - 6} ${t - 50}q-6-8 0-16M${mx + 6} ${t - 52}q-6-8 0-16`, C.back, 3);
  }

  // A framed picture over the table: hills and the sun.
  {
    const [x, y, w, h] = [836, 22, 128, 84];
    rect(x - 7, y - 7, w + 14, h + 14, C.back, 8);
    rect(x, y, w, h, C.glass, 3);
    circle(x + 92, y + 30, 13, C.lit);
    path(`M${x} ${y + h}v-24q30-28 62-4q30-22 66 0v28z`, C.view);
  }

  // A tall plant in the corner.
  plant(pen, 1120, {
    pot: [20, 5, 40],
    at: 40,
    leaves: [
      [0, -58, 10, 36, 0],
      [-18, -46, 9, 30, -24],
      [18, -44, 9, 30, 26],
    ],
  });
}
