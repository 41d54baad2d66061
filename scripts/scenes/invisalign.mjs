/**
 * Invisalign: a clear aligner over the upper teeth, its small case open beside it, and a stand with
 * three trays of the series, each a little straighter than the one before.
 */
import { BUSHY_PLANT, bite, plant } from '../scene-parts.mjs';

export const tint = 'smile';

/** One small tray seen from the front: a rim and five crowns, from crooked (1) to even (0). */
function tray(x, y, crooked) {
  const drift = [6, -5, 4, -6, 5];
  const tilt = [-12, 10, 0, -10, 14];
  const shapes = [`<rect x="${x - 2}" y="${y - 4}" width="${5 * 14 + 4}" height="14" rx="6"/>`];
  for (let i = 0; i < 5; i++) {
    const [tx, ty] = [x + i * 14, y + drift[i] * crooked];
    const turn = n(tilt[i] * crooked);
    shapes.push(
      `<rect x="${tx}" y="${n(ty)}" width="14" height="28" rx="6" transform="rotate(${turn} ${tx + 7} ${n(ty + 10)})"/>`,
    );
  }
  return shapes.join('');
}
let n;

export default function draw(pen) {
  const { rect, path, out, C, F } = pen;
  n = pen.n;
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A plant at the left.
  plant(pen, 92, BUSHY_PLANT);

  // A small table, and on it the aligner's case, open: its round-cornered base, the lid standing
  // up on its hinge, a tray waiting inside.
  {
    const x = 270;
    rect(x - 80, F - 84, 160, 12, C.front, 6);
    rect(x - 70, F - 72, 8, 72, C.front, 3);
    rect(x + 62, F - 72, 8, 72, C.front, 3);
    rect(x - 62, F - 30, 124, 5, C.deep, 2);
    const base = F - 84;
    const lid = ` transform="rotate(-10 ${x} ${base - 20})"`;
    rect(x - 58, base - 86, 116, 70, C.deep, 28, lid);
    rect(x - 48, base - 78, 96, 56, C.view, 22, lid);
    path(
      `M${x - 36} ${base - 30}q36-30 72 0`,
      'none',
      ` stroke="${C.glass}" stroke-width="9" stroke-linecap="round"`,
    );
    path(
      `M${x - 36} ${base - 30}q36-30 72 0`,
      'none',
      ` stroke="${C.front}" stroke-width="2.5" stroke-linecap="round" fill-opacity="0"`,
    );
    rect(x - 62, base - 36, 124, 36, C.front, 18);
    rect(x - 62, base - 36, 124, 8, C.deep, 4);
  }

  // The teeth, the bite closed, and over the upper row the clear aligner: a thin tray that follows
  // every crown, showing as a light edge along the gums and the bite.
  {
    const [cx, cy] = [640, 118];
    bite(
      pen,
      'invisalign',
      cx,
      cy,
      () => C.glass,
      (upper) => {
        // The aligner: its edge just over the gum line, down around each crown and along the bite.
        const a = upper.filter((t) => t.i < 5);
        let d = `M${a[0].x - 3} ${cy - a[0].rise - a[0].h + 12}`;
        for (const t of a) {
          const m = cy - t.rise - t.h - 10;
          d += `L${t.x - 1} ${m + 14}Q${t.x + t.w / 2} ${m - 12} ${t.x + t.w + 1} ${m + 14}`;
        }
        for (const t of [...a].reverse()) {
          const e = cy - t.rise + 5;
          d += `L${t.x + t.w + 2} ${e - 8}Q${t.x + t.w + 2} ${e} ${t.x + t.w / 2} ${e}Q${t.x - 2} ${e} ${t.x - 2} ${e - 8}`;
        }
        path(
          `${d}z`,
          C.view,
          ` fill-opacity=".7" stroke="${C.front}" stroke-width="3.5" stroke-linejoin="round"`,
        );
        // The light on the tray's smooth front.
        for (const t of a.filter((u) => u.i < 2))
          rect(t.x + 5, cy - t.rise - t.h + 4, 4, t.h - 22, C.glass, 2);
      },
    );
  }

  // A stepped stand with three trays of the series, from the first (crooked) to the last (even):
  // each drawn twice, outline under fill, so the crowns join into one tray.
  {
    const [x, y] = [900, F];
    for (let i = 0; i < 3; i++) rect(x + 86 * i, y - 44 - 30 * i, 82, 44 + 30 * i, C.front, 4);
    rect(x + 176, y - 60, 74, 3, C.deep);
    [1, 0.5, 0].forEach((crooked, i) => {
      const [tx, ty] = [x + 86 * i + 6, y - 44 - 30 * i - 36];
      out.push(
        `<g fill="${C.front}" stroke="${C.front}" stroke-width="7">${tray(tx, ty, crooked)}</g>`,
      );
      out.push(`<g fill="${C.glass}">${tray(tx, ty, crooked)}</g>`);
    });
  }
}
