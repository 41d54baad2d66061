/** The desk where the cost is known in advance: the printed estimate with its total on a clipboard under the lamp, the insurance card, the card terminal, a pen, the folders and a plant. */
import { plant } from '../scene-parts.mjs';

export const tint = 'prevention';

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const top = F - 76; // the desk's top

  // The shelf on the wall with its binders, upright, and a box file.
  {
    const [x, y, w] = [84, 112, 150];
    const binders = [
      [0, 64, C.front],
      [20, 58, C.deep],
      [38, 64, C.front],
      [58, 60, C.back],
      [78, 64, C.deep],
    ];
    for (const [dx, h, fill] of binders) {
      rect(x + 8 + dx, y - h, 18, h, fill, 3);
      circle(x + 17 + dx, y - h + 40, 4, fill === C.back ? C.front : C.back); // the finger hole
    }
    rect(x + 110, y - 40, 30, 40, C.front, 3, ` transform="rotate(-14 ${x + 110} ${y})"`);
    rect(x, y, w, 8, C.front, 3);
    for (const bx of [x + 14, x + w - 22]) path(`M${bx} ${y + 8}h8v20z`, C.deep);
  }

  // The desk: its top, the drawers on the left, a leg on the right.
  {
    const [x, w] = [250, 740];
    rect(x, top, w, 12, C.front, 5);
    rect(x + 14, top + 12, 120, F - top - 12, C.front, 3);
    for (let i = 0; i < 3; i++) {
      rect(x + 20, top + 18 + i * 20, 108, 2, C.deep);
      rect(x + 62, top + 26 + i * 20, 24, 4, C.deep, 2);
    }
    rect(x + w - 28, top + 12, 12, F - top - 12, C.front, 3);
    rect(x + 150, top + 12, w - 190, 6, C.deep, 3);
  }

  // A small stack of folders on the desk.
  for (const [dx, dy, w, fill] of [
    [0, 0, 80, C.front],
    [6, 12, 74, C.back],
    [-2, 24, 82, C.deep],
    [8, 36, 68, C.front],
  ])
    rect(270 + dx, top - 12 - dy, w, 12, fill, 3);

  // The desk lamp: its foot, the bent arm, the shade turned to the estimate, its light.
  {
    path(`M432 46L490 ${top - 16}L640 ${top - 16}L506 46z`, C.lit, ' opacity=".45"');
    rect(362, top - 8, 56, 8, C.front, 4);
    line(`M390 ${top - 8}L372 74L426 34`, C.front, 7);
    circle(372, 74, 7, C.deep);
    path('M420 28l22-12l48 22q6 4 0 8l-10 4h-62z', C.front);
    rect(424, 48, 60, 6, C.lit, 3);
  }

  // The estimate on its clipboard, leaning a little: the practice's tooth at the head, the lines
  // of the treatments with their amounts, and the total, bolder, marked in the light.
  {
    const [x, y, w, h] = [512, 12, 164, top - 12];
    out.push(`<g transform="rotate(-3 ${x + w / 2} ${top})">`);
    rect(x, y, w, h, C.deep, 10);
    const [px, py, pw, ph] = [x + 10, y + 18, w - 20, h - 26];
    path(`M${px} ${py}h${pw}v${ph - 18}l-18 18h-${pw - 18}z`, C.glass);
    path(`M${px + pw} ${py + ph - 18}h-14q-4 0-4 4v14z`, C.back); // the corner, turned up
    rect(x + w / 2 - 32, y - 8, 64, 20, C.front, 6);
    rect(x + w / 2 - 14, y - 3, 28, 8, C.deep, 4);
    path(tooth(px + 22, py + 8), C.front);
    rect(px + 42, py + 12, 58, 7, C.back, 3.5);
    for (let i = 0; i < 4; i++) {
      const ly = py + 34 + i * 12;
      rect(px + 12, ly, [68, 54, 76, 46][i], 6, C.back, 3);
      rect(px + pw - 40, ly, 28, 6, C.back, 3);
    }
    rect(px + 8, py + 82, pw - 16, 3, C.front, 1.5);
    rect(px + pw - 54, py + 88, 48, 17, C.lit, 4);
    rect(px + 12, py + 92, 50, 9, C.front, 4.5);
    rect(px + pw - 48, py + 92, 36, 9, C.front, 4.5);
    out.push('</g>');
  }

  // The pen, lying on the desk beside the estimate, ready to sign.
  rect(694, top - 8, 64, 8, C.deep, 4);
  rect(752, top - 7, 14, 6, C.front, 3);

  // The insurance card, standing against the terminal's foot: its band, its chip, its lines.
  {
    out.push(`<g transform="rotate(8 ${830} ${top})">`);
    rect(786, top - 62, 96, 62, C.back, 8);
    rect(786, top - 50, 96, 12, C.front);
    rect(798, top - 30, 18, 14, C.glass, 3);
    rect(826, top - 28, 42, 5, C.front, 2.5);
    rect(826, top - 18, 28, 5, C.front, 2.5);
    out.push('</g>');
  }

  // The card terminal: its screen, its keys.
  {
    const [x, w, h] = [900, 66, 108];
    rect(x, top - h, w, h, C.deep, 12);
    rect(x + 10, top - h + 12, w - 20, 30, C.lit, 4);
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) rect(x + 11 + c * 16, top - 56 + r * 15, 12, 9, C.front, 3);
  }

  // A tall plant in the corner.
  plant(pen, 1116, {
    pot: [20, 5, 40],
    at: 40,
    leaves: [
      [0, -60, 10, 38, 0],
      [-18, -48, 9, 32, -24],
      [18, -46, 9, 32, 26],
      [-30, -26, 8, 24, -52],
      [30, -24, 8, 24, 54],
    ],
  });
}
