/** A bridge being set on its two shaped-down teeth over a gap in the gum, between the lab's
 * articulator and the shade guide: what crowns and bridges are, for their page. */
import {
  TALL_PLANT,
  crownOver,
  drawers,
  edger,
  jaw,
  plant,
  points as p,
  roots,
  tenth as r,
} from '../scene-parts.mjs';

export const tint = 'repair';

/** A molar's crown (two cusps) on a flat base; `round` bulges the base down (the pontic's). */
const crown = (cx, y, w, h, round = 0) =>
  crownOver(cx, y, w, h, `Q${p(cx, y + h + round, cx - w * 0.39, y + h)}`);

/** A tooth shaped down for a crown: a tapered stump with a rounded top, a shoulder at the gum. */
const prepared = (cx, top, neck, w, rootL) => {
  const [hw, nw] = [w / 2, w * 0.39];
  return (
    `M${p(cx - nw, neck)}L${p(cx - nw + 5, neck - 6)}L${p(cx - nw + 12, top + 8)}` +
    `Q${p(cx - nw + 13, top, cx - nw + 22, top)}H${r(cx + nw - 22)}Q${p(cx + nw - 13, top, cx + nw - 12, top + 8)}` +
    `L${p(cx + nw - 5, neck - 6)}L${p(cx + nw, neck)}${roots(cx, neck, hw, nw, rootL)}z`
  );
};

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const teethEdge = ` stroke="${C.front}" stroke-width="3" stroke-linejoin="round"`;
  const edged = edger(pen);

  // The centrepiece: the same cut-away of the jaw on its plinth as the implant's page. The two
  // teeth either side of the gap are shaped down; the gum between them is smooth where a tooth was.
  const [x0, x1, crest] = [424, 776, 156];
  const [top, crownH, rootL] = [74, 64, 50];
  const xs = [510, 600, 690];
  const neck = top + crownH;
  {
    // The cut-away on its plinth; its list, the bone’s spongy inside.
    jaw(pen, x0, x1, crest, [
      [20, 40, 5],
      [38, 22, 4],
      [52, 48, 4],
      [150, 44, 5],
      [134, 22, 4],
      [290, 40, 4],
      [236, 46, 5],
      [168, 24, 4],
      [332, 24, 5],
      [318, 48, 4],
      [196, 48, 4],
      [216, 26, 4],
    ]);
    // The gum: over the crest, dipping at each prepared tooth, a smooth ridge over the gap.
    const gum =
      `M${x0} ${crest + 10}V${neck + 6}q0-6 8-8L${xs[0] - 40} ${neck - 2}` +
      `Q${xs[0]} ${neck + 8} ${xs[0] + 40} ${neck - 4}Q${xs[1]} ${neck + 6} ${xs[2] - 40} ${neck - 4}` +
      `Q${xs[2]} ${neck + 8} ${xs[2] + 40} ${neck - 2}L${x1 - 8} ${neck - 2}q8 2 8 8V${crest + 10}` +
      `Q${x1 - 40} ${crest + 2} ${xs[2]} ${crest + 6}H${x0 + 40}Q${x0 + 12} ${crest + 4} ${x0} ${crest + 10}z`;
    edged(gum, C.back);
    // The two prepared teeth, their roots in the bone.
    for (const x of [xs[0], xs[2]]) edged(prepared(x, neck - 34, neck, 90, rootL), C.glass);
  }

  // The bridge, just above its teeth on its way down: two crowns, hollow underneath where they fit
  // over the stumps, and the middle tooth between them that rests on the gum. One white piece.
  {
    const lift = 60;
    const y = top - lift;
    const parts = [
      crown(xs[0], y, 90, crownH),
      crown(xs[1], y, 90, crownH, 14),
      crown(xs[2], y, 90, crownH),
    ];
    for (const d of parts)
      out.push(
        `<path d="${d}" fill="${C.front}" stroke="${C.front}" stroke-width="10" stroke-linejoin="round"/>`,
      );
    for (const d of parts) path(d, C.glass);
    // The hollows the stumps fit into.
    for (const x of [xs[0], xs[2]])
      path(
        `M${x - 35} ${y + crownH}L${x - 23} ${y + 30}q1-8 10-8h26q9 0 10 8L${x + 35} ${y + crownH}z`,
        C.view,
      );
    for (const x of xs) line(`M${x - 30} ${y + 18}q2-8 10-10`, C.back, 4); // a soft shine
    // Two small marks: down it goes.
    for (const x of [x0 - 2, x1 + 2]) line(`M${x} ${y + 34}v28m-9-9l9 9l9-9`, C.deep, 4);
  }

  // Left: the lab's bench with the articulator, the hinge that holds the plaster models of the
  // upper and lower jaw so the bridge is made to bite right; a lamp bent over it.
  {
    const [bx, bw, by] = [70, 300, F - 84];
    rect(bx, by, bw, 10, C.front, 3);
    rect(bx + 12, by + 10, 10, F - by - 10, C.front);
    rect(bx + bw - 22, by + 10, 10, F - by - 10, C.front);
    rect(bx + 22, by + 30, bw - 44, 6, C.deep, 3);
    // The articulator, seen from the side: its base and the post at the back, the upper arm on
    // its hinge, the plaster models held between them, their rows of teeth meeting.
    const ax = bx + 40;
    const row = (y, dir) => {
      let d = `M${ax + 30} ${y}`;
      for (let i = 0; i < 6; i++)
        d += `v${-dir * 8}q0 ${-dir * 8} 8 ${-dir * 8}t8 ${dir * 8}v${dir * 8}`;
      return `${d}z`;
    };
    rect(ax, by - 12, 160, 12, C.front, 5); // the base
    rect(ax + 142, by - 104, 14, 96, C.front, 5); // the post
    path(`M${ax + 4} ${by - 112}h148v14H${ax + 16}q-12 0-12-7z`, C.front); // the upper arm
    circle(ax + 149, by - 104, 11, C.deep); // the hinge
    circle(ax + 149, by - 104, 4, C.back);
    path(`M${ax + 18} ${by - 12}l6-26h108l6 26z`, C.back); // the lower model
    path(`M${ax + 18} ${by - 98}l6 26h108l6-26z`, C.back); // the upper one
    for (const [y, dir] of [
      [by - 38, 1],
      [by - 72, -1],
    ])
      out.push(`<path d="${row(y, dir)}" fill="${C.glass}"${teethEdge}/>`);
    // The bench lamp on its arm, its light on the work.
    rect(bx + 250, by - 8, 36, 8, C.front, 4);
    line(`M${bx + 268} ${by - 8}V${by - 96}l-30 -16`, C.front, 6);
    path(`M${bx + 206} ${by - 96}l28-30q22 6 20 30z`, C.front);
    line(`M${bx + 210} ${by - 94}l40-2`, C.lit, 5);
  }

  // Right: a cabinet with the shade guide fanned out on it (the tabs the crown's colour is chosen
  // from), and a tall plant in the corner.
  {
    const [cx, cw] = [856, 180];
    drawers(pen, cx, cw, 84, { step: 28 });
    const [gx, gy] = [cx + cw / 2, F - 92];
    for (let i = 0; i < 7; i++) {
      const a = -36 + i * 12;
      out.push(
        `<g transform="rotate(${a} ${gx} ${gy})"><rect x="${gx - 3}" y="${gy - 60}" width="6" height="60" rx="3" fill="${C.front}"/>` +
          `<path d="M${gx - 11} ${gy - 92}q0-8 11-8t11 8v18q0 10-11 12q-11-2-11-12z" fill="${i === 3 ? C.lit : C.glass}" stroke="${C.front}" stroke-width="3"/></g>`,
      );
    }
    rect(gx - 30, gy - 6, 60, 14, C.deep, 6); // the guide's holder
    plant(pen, 1140, TALL_PLANT);
  }
}
