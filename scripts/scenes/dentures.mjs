/** A full denture, upper and lower a little apart on their plinth, between the bathroom counter
 * (a glass of water, the denture brush) and the denture's open box on a low cabinet: what can be
 * done for a loose or old denture, for its page. */
import {
  TALL_PLANT,
  counter,
  drawers,
  edger,
  plant,
  points as p,
  row,
  tenth as r,
} from '../scene-parts.mjs';

export const tint = 'repair';

// The teeth from the middle outwards: [width, visible height, rise]; the rows' edges rise a
// little outwards, as an arch seen from the front does.
const UPPER = [
  [38, 50, 0],
  [31, 43, 1],
  [30, 48, 3],
  [26, 40, 6],
  [24, 37, 10],
  [22, 34, 15],
];
const LOWER = [
  [25, 38, 0],
  [26, 40, 1],
  [28, 44, 3],
  [25, 39, 6],
  [23, 36, 10],
  [22, 33, 15],
];

/** A front tooth's outline from x, w wide: its neck `neck` (under the gum), its edge at `edge`,
 * the edge towards `dir` (1 down, -1 up); the canine (i 2) comes to a blunt point, the back teeth
 * round off. */
function front(t, neck, edge, dir) {
  const { x, w, i } = t;
  const rc = i < 2 ? 7 : i === 2 ? w * 0.45 : w * 0.4; // the corners' round
  const e = edge;
  if (i === 2) {
    // the canine: its edge coming to a soft, blunt point
    return (
      `M${p(x, neck)}V${r(e - dir * rc)}Q${p(x + 1, e + dir, x + w / 2, e + dir * 2)}` +
      `Q${p(x + w - 1, e + dir, x + w, e - dir * rc)}V${r(neck)}z`
    );
  }
  return (
    `M${p(x, neck)}V${r(e - dir * rc)}Q${p(x, e, x + rc, e)}H${r(x + w - rc)}` +
    `Q${p(x + w, e, x + w, e - dir * rc)}V${r(neck)}z`
  );
}

/** The gum's edge along a row of teeth, right to left, arching over each crown (dir 1: the upper
 * gum, arching up; -1 the lower, arching down); papillae between the teeth. */
function scallops(teeth, margin, dir) {
  const pap = (a, b) => (margin(a) + margin(b)) / 2 + dir * 9;
  const list = [...teeth].reverse();
  let d = '';
  list.forEach((t, k) => {
    const next = list[k + 1];
    const yR = k === 0 ? margin(t) + dir * 9 : pap(t, list[k - 1]);
    const yL = next ? pap(t, next) : margin(t) + dir * 9;
    if (k === 0) d += `L${p(t.x + t.w, yR)}`;
    d += `Q${p(t.x + t.w / 2, 2 * margin(t) - (yR + yL) / 2, t.x, yL)}`;
  });
  return d;
}

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const edged = edger(pen);

  // The centrepiece: a full denture, the upper over the lower and a little apart, on the same low
  // plinth as the repair scenes' cut-away of the jaw. White teeth in a pale gum, all outlined.
  {
    const [x0, x1, cx] = [424, 776, 600];
    const base = F - 18;
    rect(x0 - 22, base, x1 - x0 + 44, F - base, C.front, 6); // the plinth
    rect(x0 - 10, base + 5, x1 - x0 + 20, 3, C.deep, 1.5);

    const upper = row(cx, UPPER, 0);
    const lower = row(cx, LOWER, 0);
    const [ue, le] = [118, 134]; // the middle teeth's edges, upper and lower
    const uEdge = (t) => ue - t.rise;
    const uMargin = (t) => uEdge(t) - t.h;
    const lEdge = (t) => le - t.rise;
    const lMargin = (t) => lEdge(t) + t.h;

    // The upper: the teeth, then the gum over their necks, its top a gentle bow with the small
    // notch in the middle every denture has.
    const teeth = (list) =>
      out.push(
        `<g fill="${C.glass}" stroke="${C.front}" stroke-width="5" stroke-linejoin="round">` +
          list.map((d) => `<path d="${d}"/>`).join('') +
          '</g>',
      );
    teeth(upper.map((t) => front(t, uMargin(t) - 14, uEdge(t), 1)));
    {
      const [a, b] = [upper[0], upper.at(-1)];
      const [xl, xr, top] = [a.x - 14, b.x + b.w + 14, 26];
      const d =
        `M${p(xl, uMargin(a) + 8)}C${p(xl - 4, top + 20, xl + 4, top + 6, xl + 30, top + 4)}` +
        `Q${p(cx - 90, top - 2, cx - 9, top)}Q${p(cx, top + 12, cx + 9, top)}` +
        `Q${p(cx + 90, top - 2, xr - 30, top + 4)}C${p(xr - 4, top + 6, xr + 4, top + 20, xr, uMargin(b) + 8)}` +
        scallops(upper, uMargin, 1) +
        'z';
      edged(d, C.back);
      line(`M${xl + 16} ${top + 26}q2-10 14-14`, C.view, 4); // a shine
    }

    // The lower: its teeth, its gum under them, flat on the plinth.
    teeth(lower.map((t) => front(t, lMargin(t) + 14, lEdge(t), -1)));
    {
      const [a, b] = [lower[0], lower.at(-1)];
      const [xl, xr, bot] = [a.x - 16, b.x + b.w + 16, base - 2.5];
      const d =
        `M${p(xr, lMargin(b) - 8)}C${p(xr + 6, lMargin(b) + 20, xr + 4, bot, xr - 22, bot)}` +
        `H${r(xl + 22)}C${p(xl - 4, bot, xl - 6, lMargin(a) + 20, xl, lMargin(a) - 8)}` +
        `L${p(a.x, lMargin(a) - 9)}`;
      edged(d + lowerScallops(lower, lMargin) + 'z', C.back);
    }

    // A soft shine on the middle teeth.
    for (const t of upper.slice(3, 9)) line(`M${p(t.x + 8, uMargin(t) + 24)}q0-8 5-11`, C.back, 4);
  }

  // Left: the bathroom counter under a round mirror: the denture brush in its cup, its head
  // bigger than a toothbrush's, a bar of soap (the scene's one warm touch), a glass of water.
  {
    const [x, w, h] = [84, 226, 72];
    counter(pen, x, w, h);
    const top = F - h - 12; // the counter's top
    // the mirror
    const [mx, my] = [200, 64];
    circle(mx, my, 42, C.front);
    circle(mx, my, 34, C.back);
    path(`M${mx - 22} ${my + 14}l30-30h10l-30 30z`, C.glass);
    path(`M${mx - 6} ${my + 22}l24-24h6l-24 24z`, C.glass);
    // the denture brush in its cup, leaning: the big head's long bristles, the small tuft at its tip
    out.push(`<g transform="translate(${x + 40} ${top - 36}) rotate(-8)">`);
    rect(-3.5, -56, 7, 56, C.front, 3.5);
    rect(2, -90, 22, 30, C.back, 4);
    for (let i = 1; i < 4; i++) rect(8, -90 + i * 7.5, 16, 1.5, C.glass);
    rect(-17, -88, 14, 7, C.back, 3);
    rect(-7, -94, 14, 42, C.deep, 6);
    out.push('</g>');
    path(`M${x + 22} ${top - 40}h40l-4 40h-32z`, C.front);
    rect(x + 20, top - 44, 44, 6, C.front, 3);
    // the soap on its dish
    rect(x + 106, top - 6, 44, 6, C.front, 3);
    rect(x + 113, top - 17, 30, 12, C.lit, 6);
    // the glass of water
    const [gx, gb] = [268, top - 2.5];
    const glass = `M${gx - 18} ${gb - 54}L${gx - 14} ${gb}H${gx + 14}L${gx + 18} ${gb - 54}`;
    path(`${glass}z`, C.glass);
    path(`M${gx - 16.3} ${gb - 32}L${gx - 14} ${gb}H${gx + 14}L${gx + 16.3} ${gb - 32}z`, C.back);
    edged(glass, 'none');
    line(`M${gx - 8} ${gb - 42}v8`, C.back, 4);
  }

  // Right: the denture's box, open, on a low cabinet; the tall plant in the corner.
  {
    const [cx, cw, ch] = [868, 170, 80];
    drawers(pen, cx, cw, ch, { step: 26 });
    const [bx, by] = [cx + cw / 2, F - ch]; // the box's middle and the cabinet's top
    // the lid, tipped open behind the box, its inside shaped for the denture's arch
    edged(
      `M${bx - 48} ${by - 32}C${bx - 58} ${by - 62} ${bx - 50} ${by - 90} ${bx} ${by - 90}C${bx + 50} ${by - 90} ${bx + 58} ${by - 62} ${bx + 48} ${by - 32}z`,
      C.view,
    );
    line(
      `M${bx - 24} ${by - 44}C${bx - 24} ${by - 80} ${bx + 24} ${by - 80} ${bx + 24} ${by - 44}`,
      C.back,
      9,
    );
    // the box: a rounded shell, its rim
    path(
      `M${bx - 58} ${by - 34}H${bx + 58}Q${bx + 56} ${by} ${bx} ${by}Q${bx - 56} ${by} ${bx - 58} ${by - 34}z`,
      C.front,
    );
    rect(bx - 62, by - 38, 124, 10, C.front, 5);
    rect(bx - 40, by - 22, 80, 4, C.deep, 2);
    plant(pen, 1140, TALL_PLANT);
  }
}

/** The lower gum's edge left to right: arching down over each crown, papillae up between. */
function lowerScallops(teeth, margin) {
  const pap = (a, b) => (margin(a) + margin(b)) / 2 - 9;
  let d = '';
  teeth.forEach((t, k) => {
    const prev = teeth[k - 1];
    const next = teeth[k + 1];
    const yL = prev ? pap(prev, t) : margin(t) - 9;
    const yR = next ? pap(t, next) : margin(t) - 9;
    if (k === 0) d += `L${p(t.x, yL)}`;
    d += `Q${p(t.x + t.w / 2, 2 * margin(t) - (yL + yR) / 2, t.x + t.w, yR)}`;
  });
  return d;
}
