/**
 * Invisalign: a clear aligner over the upper teeth, its small case open beside it, and a stand with
 * three trays of the series, each a little straighter than the one before.
 */
export const tint = 'smile';

// The teeth from the middle outwards: [width, visible height]; the edges rise a little outwards.
const UPPER = [
  [34, 56],
  [28, 48],
  [28, 52],
  [24, 44],
  [22, 40],
  [19, 36],
];
const LOWER = [
  [22, 40],
  [23, 42],
  [25, 46],
  [23, 42],
  [21, 38],
  [18, 34],
];
const RISE = [0, 1, 3, 6, 10, 15];

/** Lays teeth out from the middle outwards: [{ x, w, h, rise, right, i }] left to right. */
function row(cx, list, gap) {
  const right = [];
  let x = cx + gap / 2;
  list.forEach(([w, h], i) => {
    right.push({ x, w, h, rise: RISE[i], right: true, i });
    x += w + gap;
  });
  const left = right.map((t) => ({ ...t, x: 2 * cx - t.x - t.w, right: false })).reverse();
  return [...left, ...right];
}

/** The gum over a row of teeth: a band whose edge arches over each crown (dir 1 up, -1 down). */
function gum(teeth, margin, far, dir) {
  const pap = (t) => margin(t) + dir * 10;
  const first = teeth[0];
  const last = teeth.at(-1);
  let d = `M${first.x - 30} ${far}L${first.x - 30} ${pap(first)}`;
  for (const t of teeth) {
    d += `L${t.x} ${pap(t)}Q${t.x + t.w / 2} ${2 * margin(t) - pap(t)} ${t.x + t.w} ${pap(t)}`;
  }
  return `${d}L${last.x + last.w + 30} ${pap(last)}L${last.x + last.w + 30} ${far}z`;
}

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

export default function draw({ rect, path, leaves, out, C, F, n: round }) {
  n = round;
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A plant at the left.
  {
    const x = 92;
    path(`M${x - 18} ${F}l-4-38h44l-4 38z`, C.front);
    leaves(
      x,
      F - 38,
      [
        [0, -44, 10, 36, 0],
        [-18, -32, 9, 28, -30],
        [18, -30, 9, 28, 32],
        [-26, -12, 8, 20, -60],
        [26, -10, 8, 20, 62],
      ],
      C.front,
    );
  }

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
    const upper = row(cx, UPPER, 3);
    const lower = row(cx, LOWER, 3);
    const [xl, xr] = [upper[0].x - 16, upper.at(-1).x + upper.at(-1).w + 16];
    const [top, bottom] = [cy - 84, cy + 72];
    out.push(
      `<clipPath id="invisalign-mouth"><rect x="${xl}" y="${top}" width="${xr - xl}" height="${bottom - top}" rx="${(bottom - top) / 2}"/></clipPath><g clip-path="url(#invisalign-mouth)">`,
    );
    rect(xl, top, xr - xl, bottom - top, C.deep);
    for (const t of lower) rect(t.x, cy - 8 - t.rise, t.w, t.h + 30, C.glass, 8);
    for (const t of upper) rect(t.x, cy - t.rise - t.h - 24, t.w, t.h + 24, C.glass, 10);
    path(
      gum(upper, (t) => cy - t.rise - t.h, top, 1),
      C.front,
    );
    path(
      gum(lower, (t) => cy - 8 - t.rise + t.h, bottom, -1),
      C.front,
    );
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
    out.push('</g>');
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
