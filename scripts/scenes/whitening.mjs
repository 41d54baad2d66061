/**
 * Teeth whitening: a closed row of teeth of which one half is already a shade lighter, between the
 * shade guide fanned out on its counter and the clear whitening tray on its stand.
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

/** Lays teeth out from the middle outwards: [{ x, w, h, rise, right }] left to right. */
function row(cx, list, gap) {
  const right = [];
  let x = cx + gap / 2;
  list.forEach(([w, h], i) => {
    right.push({ x, w, h, rise: RISE[i], right: true });
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

export default function draw({ rect, path, circle, line, leaves, out, C, F }) {
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // The counter on the left, and on it the shade guide fanned out on its holder: tabs from the
  // warm sand of untreated teeth to white.
  {
    const [x, y, w] = [90, 168, 250];
    rect(x, y, w, 10, C.front, 3);
    rect(x + 8, y + 10, w - 16, F - y - 10, C.front);
    rect(x + w / 2 - 1, y + 18, 2, F - y - 26, C.deep);
    for (const dx of [w / 4, (3 * w) / 4]) rect(x + dx - 12, y + 26, 24, 4, C.deep, 2);
    const [px, py] = [x + w / 2, y - 8];
    const shades = ['#e6cfa5', '#ebd7b3', C.back, '#f2e5cf', C.view, '#faf4ea', C.glass];
    shades.forEach((fill, i) => {
      const a = -54 + (108 / (shades.length - 1)) * i;
      const turn = ` transform="rotate(${a} ${px} ${py})"`;
      rect(px - 4, py - 92, 8, 92, C.front, 3, turn);
      path(
        `M${px - 15} ${py - 140}q0-8 8-8h14q8 0 8 8v30q0 14-15 16q-15-2-15-16z`,
        fill,
        ` stroke="${C.front}" stroke-width="3"${turn}`,
      );
    });
    rect(px - 30, py - 6, 60, 14, C.deep, 7);
    circle(px, py, 7, C.lit);
  }

  // The teeth, the bite closed: the lower row behind, the upper row over it, the gums around, all
  // inside the mouth's soft outline; the left half still sand, the right half a shade lighter.
  {
    const [cx, cy] = [640, 118];
    const upper = row(cx, UPPER, 3);
    const lower = row(cx, LOWER, 3);
    const [xl, xr] = [upper[0].x - 16, upper.at(-1).x + upper.at(-1).w + 16];
    const [top, bottom] = [cy - 84, cy + 72];
    const r = (bottom - top) / 2;
    out.push(
      `<clipPath id="whitening-mouth"><rect x="${xl}" y="${top}" width="${xr - xl}" height="${bottom - top}" rx="${r}"/></clipPath><g clip-path="url(#whitening-mouth)">`,
    );
    rect(xl, top, xr - xl, bottom - top, C.deep);
    const shade = (t) => (t.right ? C.glass : C.back);
    for (const t of lower) rect(t.x, cy - 8 - t.rise, t.w, t.h + 30, shade(t), 8);
    for (const t of upper) rect(t.x, cy - t.rise - t.h - 24, t.w, t.h + 24, shade(t), 10);
    path(
      gum(upper, (t) => cy - t.rise - t.h, top, 1),
      C.front,
    );
    path(
      gum(lower, (t) => cy - 8 - t.rise + t.h, bottom, -1),
      C.front,
    );
    out.push('</g>');
    // A line of light on the first whitened tooth.
    rect(cx + 10, cy - 44, 5, 24, C.view, 2.5);
  }

  // The clear whitening tray, made to fit the teeth, upright on a small stand on a side table.
  {
    const [x, y] = [960, 112];
    rect(x - 64, F - 70, 128, 12, C.front, 6);
    rect(x - 56, F - 58, 8, 58, C.front, 3);
    rect(x + 48, F - 58, 8, 58, C.front, 3);
    rect(x - 4, y + 40, 8, F - 70 - y - 40, C.deep);
    rect(x - 22, F - 78, 44, 8, C.deep, 4);
    const u = `M${x - 50} ${y + 30}C${x - 54} ${y - 58} ${x + 54} ${y - 58} ${x + 50} ${y + 30}`;
    line(u, C.front, 30);
    line(u, C.view, 23);
    out.push(
      `<path d="${u}" fill="none" stroke="${C.glass}" stroke-width="8" stroke-linecap="round" opacity=".9"/>`,
    );
    // The teeth's marks in the tray.
    for (const a of [-60, -30, 0, 30, 60]) {
      const r = (Math.PI / 180) * (a - 90);
      const [mx, my] = [x + 40 * Math.cos(r), y - 4 + 42 * Math.sin(r) * 0.9 + 12];
      rect(mx - 1.5, my - 7, 3, 14, C.back, 1.5, ` transform="rotate(${a} ${mx} ${my})"`);
    }
  }

  // A tall plant in the corner.
  {
    const x = 1130;
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
}
