/**
 * Orthodontics: a closed row of front teeth with brackets glued on their fronts and the wire running
 * through them, between a jaw model on the cabinet and a retainer on its stand.
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

export default function draw({ rect, path, circle, line, leaves, out, C, F }) {
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A plant by the cabinet.
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

  // The cabinet, and on it a jaw model: two plaster bases, the gums and teeth between them, the
  // hinge at the back.
  {
    const [x, y, w] = [150, 160, 230];
    rect(x, y, w, 10, C.front, 3);
    rect(x + 8, y + 10, w - 16, F - y - 10, C.front);
    rect(x + w / 2 - 1, y + 18, 2, F - y - 26, C.deep);
    for (const dx of [w / 4, (3 * w) / 4]) rect(x + dx - 12, y + 26, 24, 4, C.deep, 2);
    const [mx, my] = [x + w / 2, y - 50];
    rect(mx + 52, my - 30, 12, 60, C.deep, 4);
    rect(mx - 66, my - 48, 132, 24, C.view, 6);
    rect(mx - 66, my + 24, 132, 26, C.view, 6);
    rect(mx - 60, my - 28, 120, 56, C.deep, 12);
    path(`M${mx - 60} ${my - 26}h120v14q-60 10-120 0z`, C.back);
    path(`M${mx - 60} ${my + 26}h120v-14q-60-10-120 0z`, C.back);
    for (let i = -3; i < 3; i++) {
      const w1 = i === -1 || i === 0 ? 18 : 15;
      rect(mx + i * 19 + 1, my - 16, w1 - 1, 18, C.glass, 5);
      rect(mx + i * 19 + 2, my + 1, 15, 16, C.glass, 5);
    }
  }

  // The teeth with their braces: a bracket glued to the middle of each crown's front, the wire
  // running through all of them.
  {
    const [cx, cy] = [640, 118];
    const upper = row(cx, UPPER, 3);
    const lower = row(cx, LOWER, 3);
    const [xl, xr] = [upper[0].x - 16, upper.at(-1).x + upper.at(-1).w + 16];
    const [top, bottom] = [cy - 84, cy + 72];
    out.push(
      `<clipPath id="orthodontics-mouth"><rect x="${xl}" y="${top}" width="${xr - xl}" height="${bottom - top}" rx="${(bottom - top) / 2}"/></clipPath><g clip-path="url(#orthodontics-mouth)">`,
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
    // The brackets and the wires, upper and lower; the last teeth at the sides have none.
    const rows = [
      [upper, (t) => cy - t.rise - 26],
      [lower, (t) => cy - 8 - t.rise + 20],
    ];
    for (const [teeth, mid] of rows) {
      const braced = teeth.filter((t) => t.i < 5);
      const d = braced.map((t, k) => `${k ? 'L' : 'M'}${t.x + t.w / 2} ${mid(t)}`).join('');
      for (const t of braced) rect(t.x + t.w / 2 - 7, mid(t) - 7, 14, 14, C.front, 3);
      line(d, C.deep, 3.5);
    }
    out.push('</g>');
  }

  // A retainer lying on a small stand, seen from a little above: the plate that lies against the
  // palate, the wire that runs across the front teeth (the gap between is where they go), the
  // clasps at the back.
  {
    const [x, y] = [930, 132];
    rect(x - 46, F - 12, 92, 12, C.front, 6);
    path(`M${x - 10} ${F - 12}l4-${F - y - 26}h12l4 ${F - y - 26}z`, C.front);
    rect(x - 70, y + 12, 140, 12, C.front, 6);
    out.push(`<g transform="translate(0 ${y}) scale(1.25 0.6) translate(${x * -0.2} ${-y})">`);
    path(
      `M${x - 38} ${y + 40}C${x - 44} ${y - 38} ${x + 44} ${y - 38} ${x + 38} ${y + 40}h-16C${x + 20} ${y - 4} ${x - 20} ${y - 4} ${x - 22} ${y + 40}z`,
      C.back,
    );
    line(
      `M${x - 44} ${y + 40}v-6C${x - 64} ${y - 74} ${x + 64} ${y - 74} ${x + 44} ${y + 34}v6`,
      C.deep,
      6,
    );
    line(`M${x - 38} ${y + 24}q-16 2-16 14M${x + 38} ${y + 24}q16 2 16 14`, C.deep, 6);
    out.push('</g>');
  }

  // A shelf on the wall with two boxes, and a low stool under it.
  {
    const x = 1090;
    rect(x - 60, 70, 120, 8, C.front, 3);
    rect(x - 50, 38, 40, 32, C.deep, 4);
    rect(x - 4, 48, 32, 22, C.back, 4);
    rect(x - 36, F - 70, 72, 14, C.front, 7);
    rect(x - 4, F - 56, 8, 42, C.front);
    rect(x - 34, F - 16, 68, 6, C.front, 3);
    for (const dx of [-30, 0, 30]) circle(x + dx, F - 6, 6, C.front);
  }
}
