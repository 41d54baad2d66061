/** A cut-away of the jaw with an implant (screw, abutment, crown) between two natural teeth, beside the
 * screen with its X-ray and the scanner that plans it: what an implant is, for its page. */
import { TALL_PLANT, edger, jaw, molar, plant } from '../scene-parts.mjs';

export const tint = 'repair';

/** The implant's screw as a path: a tapered body with threads down both sides, a rounded tip. */
const screw = (cx, top, w, h, threads) => {
  const step = h / (threads + 0.6);
  let right = '';
  let left = '';
  for (let i = 0; i < threads; i++) {
    const t = (i + 0.5) / threads;
    const half = (w / 2) * (1 - 0.3 * t);
    const yy = top + i * step;
    right += `L${cx + half} ${yy + step * 0.2}L${cx + half + 5} ${yy + step * 0.55}L${cx + half} ${yy + step}`;
    left =
      `L${cx - half} ${yy + step}L${cx - half - 5} ${yy + step * 0.55}L${cx - half} ${yy + step * 0.2}` +
      left;
  }
  const tip = (w / 2) * 0.66;
  return `M${cx - w / 2} ${top}H${cx + w / 2}${right}L${cx + tip} ${top + h - 8}Q${cx} ${top + h + 6} ${cx - tip} ${top + h - 8}${left}z`;
};

export default function draw(pen) {
  const { rect, path, circle, line, leaves, out, C, W, F } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const edged = edger(pen);

  // The centrepiece: a cut-away of the jaw on a low plinth. Bone below (spongy, dotted), the gum
  // over its crest with a papilla between each pair of teeth, two natural molars, and in the gap
  // the implant: the screw in the bone, the abutment through the gum, the crown level with its
  // neighbours.
  {
    const [x0, x1, crest] = [424, 776, 146];
    const [top, crownH, rootL] = [62, 64, 62];
    const xs = [506, 600, 694];
    // The cut-away on its plinth; its list, the bone’s spongy inside.
    jaw(pen, x0, x1, crest, [
      [20, 40, 5],
      [38, 22, 4],
      [52, 48, 4],
      [150, 44, 5],
      [134, 22, 4],
      [290, 40, 4],
      [236, 46, 5],
      [260, 24, 4],
      [332, 24, 5],
      [318, 48, 4],
      [196, 48, 4],
    ]);
    // The gum: over the crest, rising between the teeth, rounded down at both cut ends.
    const neck = top + crownH;
    let gum = `M${x0} ${crest + 10}V${neck + 6}q0-6 8-8L${xs[0] - 40} ${neck - 2}`;
    for (let i = 0; i < xs.length - 1; i++) {
      const mid = (xs[i] + xs[i + 1]) / 2;
      gum += `Q${xs[i]} ${neck + 8} ${mid - 12} ${neck - 6}Q${mid} ${neck - 16} ${mid + 12} ${neck - 6}`;
    }
    gum += `Q${xs[2]} ${neck + 8} ${xs[2] + 40} ${neck - 2}L${x1 - 8} ${neck - 2}q8 2 8 8V${crest + 10}`;
    gum += `Q${x1 - 40} ${crest + 2} ${xs[2]} ${crest + 6}H${x0 + 40}Q${x0 + 12} ${crest + 4} ${x0} ${crest + 10}z`;
    edged(gum, C.back);
    // The two natural neighbours, crown and roots.
    for (const x of [xs[0], xs[2]]) edged(molar(x, top, 90, crownH, rootL), C.glass);
    // The implant: the titanium screw in the bone, its platform, the abutment through the gum.
    const cx = xs[1];
    edged(screw(cx, crest - 2, 34, 60, 6), C.deep, 3);
    rect(cx - 19, crest - 6, 38, 8, C.front, 3);
    path(`M${cx - 16} ${crest - 6}L${cx - 12} ${neck - 24}h24L${cx + 16} ${crest - 6}z`, C.front);
    // The white crown on the abutment; the abutment's top shows faintly through it.
    edged(molar(cx, top, 90, crownH, 0), C.glass);
    path(
      `M${cx - 13} ${neck - 2}L${cx - 10} ${neck - 30}q0-6 6-6h8q6 0 6 6L${cx + 13} ${neck - 2}z`,
      C.view,
    );
    // A soft shine on each crown.
    for (const x of xs) line(`M${x - 30} ${top + 18}q2-8 10-10`, C.back, 4);
  }

  // Left: the cabinet with the screen that shows the X-ray of the implant, a plant beside it.
  {
    const [x, w] = [78, 220];
    rect(x, F - 92, w, 92, C.front, 4);
    rect(x + w / 2 - 1, F - 84, 2, 78, C.deep);
    for (const dx of [w / 2 - 26, w / 2 + 8]) rect(x + dx, F - 56, 18, 4, C.deep, 2);
    rect(x + 60, F - 112, 10, 20, C.front);
    rect(x + 40, F - 96, 50, 6, C.front, 3);
    const [sx, sy, sw, sh] = [x + 6, F - 210, 128, 100];
    rect(sx, sy, sw, sh, C.front, 8);
    rect(sx + 8, sy + 8, sw - 16, sh - 16, C.deep, 4);
    // On the screen: the X-ray, the neighbours pale, the implant and its crown bright.
    const g = `transform="translate(${sx + sw / 2} ${sy + 14}) scale(0.34)"`;
    out.push(
      `<g ${g}><path d="${molar(-96, 0, 90, 64, 62)}" fill="${C.back}"/>` +
        `<path d="${molar(96, 0, 90, 64, 62)}" fill="${C.back}"/>` +
        `<path d="${screw(0, 82, 34, 60, 6)}" fill="${C.glass}"/>` +
        `<path d="M-14 84L-11 52h22L14 84z" fill="${C.glass}"/>` +
        `<path d="${molar(0, 0, 90, 64, 0)}" fill="${C.glass}"/></g>`,
    );
    circle(sx + sw - 18, sy + sh - 18, 4, C.lit);
    // A plant in its pot on the cabinet's end.
    path(`M${x + 168} ${F - 92}l-4-28h36l-4 28z`, C.deep);
    leaves(
      x + 182,
      F - 120,
      [
        [0, -26, 8, 20, 0],
        [-14, -18, 7, 18, -40],
        [14, -18, 7, 18, 40],
        [-6, -36, 6, 14, -15],
      ],
      C.front,
    );
  }

  // A lamp hanging from the ceiling between the screen and the jaw, its warm light.
  {
    line('M362 0v84', C.front, 3);
    path('M336 98q26-34 52 0z', C.front);
    rect(340, 96, 44, 5, C.lit, 2);
  }

  // Right: the scanner that makes the 3-D X-ray before an implant is planned: its foot, the tall
  // column, the head with its turning arm (the source and the sensor hang from its ends), the
  // chin rest between them.
  {
    const x = 930;
    rect(x - 54, F - 10, 108, 10, C.front, 5);
    rect(x + 14, 34, 30, F - 44, C.front, 6);
    rect(x - 70, 34, 120, 26, C.front, 10);
    rect(x - 96, 52, 116, 14, C.deep, 7);
    rect(x - 98, 60, 20, 66, C.front, 8);
    rect(x + 2, 60, 16, 60, C.front, 6);
    rect(x - 86, 72, 8, 30, C.back, 3);
    rect(x - 50, 132, 56, 10, C.front, 5);
    rect(x - 26, 118, 8, 16, C.front, 3);
    rect(x - 12, 140, 56, 8, C.front, 4);
    circle(x + 29, 180, 6, C.lit);
  }

  // A small side table with a water bottle and a cup, and a tall plant in the corner.
  {
    const x = 1060;
    rect(x - 36, F - 70, 72, 8, C.front, 4);
    rect(x - 4, F - 62, 8, 56, C.front);
    rect(x - 24, F - 8, 48, 8, C.front, 4);
    rect(x - 20, F - 100, 16, 30, C.deep, 4);
    rect(x - 16, F - 108, 8, 10, C.deep, 2);
    rect(x + 2, F - 92, 18, 22, C.back, 5);
    plant(pen, 1140, TALL_PLANT);
  }
}
