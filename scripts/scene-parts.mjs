/**
 * The parts the pages' scenes (scripts/scenes/*.mjs, drawn by scripts/draw-scenes.mjs) have in
 * common: the plants, the cabinets, the smile scenes' closed bite and the repair scenes' cut-away
 * of the jaw. Each drawing part takes the scene's pen (the object its draw function gets: rect,
 * path, circle, leaves, out, C, F…) and writes into it. Kept out of scripts/scenes/, where every
 * module is a scene.
 */

import { tenth } from './svg-pen.mjs';

// The repair scenes' tooth paths round their points as the pen does.
export { tenth };

/** Points rounded to a tenth and joined for a path command: shared by the repair scenes' teeth. */
export const points = (...v) => v.map(tenth).join(' ');

// The plants: a tapered pot on the floor ([half its width at the top, how far its sides lean in,
// its height]), the leaves as the pen's turned ellipses from `at` above the floor.

/** Draws a potted plant on the floor at x from a spec below: the one plant every scene has. */
export function plant({ path, rect, leaves, C, F }, x, { pot: [hw, lean, h], at, leaves: list }) {
  path(`M${x - hw} ${F}l-${lean}-${h}h${2 * hw + 2 * lean}l-${lean} ${h}z`, C.front);
  leaves(x, F - at, list, C.front);
  // The pot's rim over the leaves' bases: between them the background showed as a white seam
  // (round 38, AD).
  rect(x - hw - lean - 3, F - h - 5, 2 * (hw + lean) + 6, 9, C.front, 3);
  rect(x - hw * 0.6, F - h - 12, hw * 1.2, 10, C.front, 5); // the leaves' common base
}

/** The bushy plant of the smile scenes (orthodontics, invisalign, whitening): leaves from the rim. */
export const BUSHY_PLANT = {
  pot: [18, 4, 38],
  at: 38,
  leaves: [
    [0, -44, 10, 36, 0],
    [-18, -32, 9, 28, -30],
    [18, -30, 9, 28, 32],
    [-26, -12, 8, 20, -60],
    [26, -10, 8, 20, 62],
  ],
};

/** The tall corner plant of the repair scenes (implants, crowns, rootcanal): long leaves. */
export const TALL_PLANT = {
  pot: [16, 4, 34],
  at: 0,
  leaves: [
    [0, -70, 9, 30, 0],
    [-14, -60, 8, 26, -28],
    [14, -58, 8, 26, 30],
    [-22, -44, 7, 20, -55],
    [20, -44, 7, 20, 50],
  ],
};

/** The treatment room's corner plant, the right-hand one of the checkup and hygiene scenes. */
export const ROOM_PLANT = {
  ...TALL_PLANT,
  leaves: [...TALL_PLANT.leaves.slice(0, 4), [22, -42, 7, 20, 58]],
};

/** The wide plant in the left corner of the checkup and hygiene scenes. */
export const WIDE_PLANT = {
  pot: [18, 4, 36],
  at: 30,
  leaves: [
    [0, -60, 10, 28, 0],
    [-16, -50, 9, 24, -28],
    [16, -48, 9, 24, 30],
    [-24, -30, 8, 18, -58],
    [24, -28, 8, 18, 60],
  ],
};

// The furniture.

/** A sideboard with two doors, its top at y: what the smile scenes stand their models on. */
export function sideboard({ rect, C, F }, x, y, w) {
  rect(x, y, w, 10, C.front, 3);
  rect(x + 8, y + 10, w - 16, F - y - 10, C.front);
  rect(x + w / 2 - 1, y + 18, 2, F - y - 26, C.deep);
  for (const dx of [w / 4, (3 * w) / 4]) rect(x + dx - 12, y + 26, 24, 4, C.deep, 2);
}

/** A cabinet h high with two doors under a wider top: the checkup and fillings scenes' counter. */
export function counter({ rect, C, F }, x, w, h) {
  rect(x - 6, F - h - 12, w + 12, 12, C.front, 4);
  rect(x, F - h, w, h, C.front, 4);
  rect(x + w / 2 - 1, F - h + 8, 2, h - 16, C.deep);
  for (const dx of [w / 2 - 20, w / 2 + 8]) rect(x + dx, F - h + 28, 12, 4, C.deep, 2);
}

/**
 * A chest of three drawers, h high, each `step` apart, their handles 2 × handle wide and handleY
 * below each drawer's top: the cabinet the checkup, fillings and repair scenes put things on.
 */
export function drawers({ rect, C, F }, x, w, h, { step, handle = 14, handleY = 12 }) {
  rect(x, F - h, w, h, C.front, 4);
  for (let i = 1; i < 3; i++) rect(x + 6, F - h + i * step - 1, w - 12, 2, C.deep);
  for (let i = 0; i < 3; i++)
    rect(x + w / 2 - handle, F - h + handleY + i * step, 2 * handle, 4, C.deep, 2);
}

// The smile scenes' teeth: the closed bite seen from the front.

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

/**
 * Lays teeth ([width, height, rise?], the rise RISE's when left out) out from the middle outwards:
 * [{ x, w, h, rise, right, i }] left to right; shared by the bite below and the cosmetic smile.
 */
export function row(cx, list, gap) {
  const right = [];
  let x = cx + gap / 2;
  list.forEach((tooth, i) => {
    const [w, h, rise = RISE[i]] = tooth;
    right.push({ x, w, h, rise, right: true, i });
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

/**
 * The closed bite centred on (cx, cy), clipped to the mouth's soft outline (clip id `${id}-mouth`):
 * the lower row behind, the upper over it (each tooth filled shade(t)), the gums; then
 * inside(upper, lower) draws the scene's own additions within the clip. The smile scenes' centre.
 */
export function bite({ rect, path, out, C }, id, cx, cy, shade, inside = () => {}) {
  const upper = row(cx, UPPER, 3);
  const lower = row(cx, LOWER, 3);
  const [xl, xr] = [upper[0].x - 22, upper.at(-1).x + upper.at(-1).w + 22];
  const [top, bottom] = [cy - 84, cy + 72];
  // A smile's opening, not a capsule (round 38, AD: "a green capsule"): the upper lip a gentle
  // bow, the lower lip a deeper curve, meeting in the corners.
  const corner = cy - 20;
  const mouth =
    `M${xl} ${corner}C${xl + 60} ${top - 6} ${cx - 70} ${top + 4} ${cx} ${top + 12}` +
    `C${cx + 70} ${top + 4} ${xr - 60} ${top - 6} ${xr} ${corner}` +
    `C${xr - 40} ${bottom + 14} ${xl + 40} ${bottom + 14} ${xl} ${corner}z`;
  out.push(
    `<clipPath id="${id}-mouth"><path d="${mouth}"/></clipPath><g clip-path="url(#${id}-mouth)">`,
  );
  rect(xl, top - 10, xr - xl, bottom - top + 20, C.deep);
  // The upper teeth overlap the lower ones by a good margin, as a bite does from the front, so
  // the lower row's rounded edges stay hidden (round 38, AD: they met "like a zip").
  for (const t of lower) rect(t.x, cy - 14 - t.rise, t.w, t.h + 36, shade(t), 6);
  for (const t of upper) rect(t.x, cy - t.rise - t.h - 24, t.w, t.h + 24, shade(t), 10);
  path(
    gum(upper, (t) => cy - t.rise - t.h, top - 10, 1),
    C.front,
  );
  path(
    gum(lower, (t) => cy - 14 - t.rise + t.h + 6, bottom + 10, -1),
    C.front,
  );
  inside(upper, lower);
  out.push('</g>');
  // The lips' line round the opening, in the scene's front teal.
  out.push(
    `<path d="${mouth}" fill="none" stroke="${C.front}" stroke-width="6" stroke-linejoin="round"/>`,
  );
}

// The repair scenes' teeth and jaw: the same cut-away, the same molar.

/** Two roots from a molar's neck, its right side (cx + nw) round to its left (cx - nw). */
export const roots = (cx, neck, hw, nw, rootL) =>
  `C${points(cx + nw, neck + rootL * 0.5, cx + hw * 0.62, neck + rootL * 0.9, cx + hw * 0.46, neck + rootL)}` +
  `Q${points(cx + hw * 0.3, neck + rootL + 4, cx + hw * 0.22, neck + rootL - 6)}` +
  `C${points(cx + hw * 0.14, neck + rootL * 0.6, cx + hw * 0.1, neck + rootL * 0.34, cx, neck + rootL * 0.34)}` +
  `C${points(cx - hw * 0.1, neck + rootL * 0.34, cx - hw * 0.14, neck + rootL * 0.6, cx - hw * 0.22, neck + rootL - 6)}` +
  `Q${points(cx - hw * 0.3, neck + rootL + 4, cx - hw * 0.46, neck + rootL)}` +
  `C${points(cx - hw * 0.62, neck + rootL * 0.9, cx - nw, neck + rootL * 0.5, cx - nw, neck)}`;

/**
 * A molar's crown (two cusps) as a path, centred on cx, its top at y, h high, closed under its
 * neck by `under` (path commands from the right side to the left): every repair scene's tooth.
 */
export const crownOver = (cx, y, w, h, under) => {
  const [hw, nw] = [w / 2, w * 0.39];
  return (
    `M${points(cx - hw, y + 14)}C${points(cx - hw, y + 1, cx - hw * 0.55, y - 2, cx - hw * 0.28, y + 3)}` +
    `Q${points(cx, y + 10, cx + hw * 0.28, y + 3)}C${points(cx + hw * 0.55, y - 2, cx + hw, y + 1, cx + hw, y + 14)}` +
    `C${points(cx + hw, y + h * 0.62, cx + nw, y + h * 0.8, cx + nw, y + h)}` +
    under +
    `C${points(cx - nw, y + h * 0.8, cx - hw, y + h * 0.62, cx - hw, y + 14)}z`
  );
};

/** A molar with two roots rootL long (none, a flat base, when 0): the implant and root canal's. */
export const molar = (cx, y, w, crownH, rootL) =>
  crownOver(
    cx,
    y,
    w,
    crownH,
    rootL ? roots(cx, y + crownH, w / 2, w * 0.39, rootL) : `H${tenth(cx - w * 0.39)}`,
  );

/** Writes a path outlined in the front teal: the repair scenes' bone, gum and teeth all are. */
export const edger =
  ({ out, C }) =>
  (d, fill, width = 5) =>
    out.push(
      `<path d="${d}" fill="${fill}" stroke="${C.front}" stroke-width="${width}" stroke-linejoin="round"/>`,
    );

/**
 * The cut-away of the jaw from x0 to x1 on its low plinth, the bone's crest at `crest` and its
 * spongy inside dotted ([dx, dy, r] from x0 and the crest): the repair scenes' centrepiece, whose
 * gum and teeth each scene draws on it.
 */
export function jaw(pen, x0, x1, crest, holes) {
  const { rect, circle, C, F } = pen;
  const base = F - 18;
  rect(x0 - 22, base, x1 - x0 + 44, F - base, C.front, 6); // the plinth
  rect(x0 - 10, base + 5, x1 - x0 + 20, 3, C.deep, 1.5);
  edger(pen)(`M${x0} ${crest}H${x1}V${base - 24}q0 24-24 24H${x0 + 24}q-24 0-24-24z`, C.view); // bone
  for (const [dx, dy, r] of holes) circle(x0 + dx, crest + dy, r, C.back);
}
