/**
 * A broad, friendly smile with a thin veneer shell about to be laid on one front tooth, between the
 * round mirror with its lights and a vase with a flower: what cosmetic dentistry is for.
 */
import { plant, row } from '../scene-parts.mjs';

export const tint = 'smile';

// The upper teeth from the middle outwards: [width, visible height, how far the edge rises].
const UPPER = [
  [36, 62, 0],
  [29, 54, 4],
  [27, 56, 10],
  [23, 46, 18],
  [20, 40, 27],
  [17, 34, 38],
];
// The lower teeth, which show only at their edges under the upper row.
const LOWER = [
  [24, 30, 0],
  [24, 30, 3],
  [24, 30, 9],
  [21, 28, 17],
  [19, 26, 28],
];

export default function draw(pen) {
  const { rect, path, circle, line, leaves, out, C, F } = pen;
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // The round mirror with its ring of lights, on a tall stand: the smile before and after.
  {
    const [x, y] = [190, 84];
    rect(x - 5, y + 60, 10, F - y - 70, C.front, 3);
    rect(x - 42, F - 10, 84, 10, C.front, 5);
    circle(x, y, 68, C.front);
    circle(x, y, 56, C.glass);
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI / 6) * i;
      circle(x + 62 * Math.cos(a), y + 62 * Math.sin(a), 4.5, C.lit);
    }
    // In the glass, a soft reflection of the smile.
    path(`M${x - 30} ${y + 8}q30 26 60 0q-30 10-60 0z`, C.view);
  }
  // A low stool by the mirror.
  {
    const x = 330;
    rect(x - 36, F - 64, 72, 16, C.front, 8);
    rect(x - 28, F - 48, 7, 48, C.front, 3);
    rect(x + 21, F - 48, 7, 48, C.front, 3);
    rect(x - 24, F - 26, 48, 5, C.deep, 2);
  }

  // The smile: the lips around a dark mouth, the upper row of teeth and the edges of the lower.
  {
    const [cx, cy] = [640, 104];
    const mouth = `M${cx - 180} ${cy - 30}Q${cx - 100} ${cy - 64} ${cx} ${cy - 54}Q${cx + 100} ${cy - 64} ${cx + 180} ${cy - 30}Q${cx + 110} ${cy + 74} ${cx} ${cy + 72}Q${cx - 110} ${cy + 74} ${cx - 180} ${cy - 30}z`;
    path(mouth, C.deep);
    // The lower teeth, behind the upper ones: only their edges show.
    // The lower teeth, tucked under the upper ones: a narrow row of edges, same white.
    for (const t of row(cx, LOWER, 2)) rect(t.x, cy + 34 - t.rise * 0.6, t.w, 60, C.glass, 7);
    // The upper teeth, hanging from under the lip; one central incisor is prepared, slimmer and
    // duller, waiting for its veneer.
    const upper = row(cx, UPPER, 2);
    for (const t of upper) {
      const edge = cy + 26 - t.rise;
      if (t.i === 0 && t.x > cx) rect(t.x + 4, edge - t.h - 24, t.w - 8, t.h + 20, C.back, 9);
      else rect(t.x, edge - t.h - 24, t.w, t.h + 24, C.glass, 10);
    }
    // The lips: one soft shape with the mouth cut out of it, the upper lip's bow and the fuller
    // lower lip, a little light on it.
    const lips = `M${cx - 216} ${cy - 34}Q${cx - 150} ${cy - 100} ${cx - 40} ${cy - 88}Q${cx - 16} ${cy - 86} ${cx} ${cy - 76}Q${cx + 16} ${cy - 86} ${cx + 40} ${cy - 88}Q${cx + 150} ${cy - 100} ${cx + 216} ${cy - 34}Q${cx + 150} ${cy + 112} ${cx} ${cy + 106}Q${cx - 150} ${cy + 112} ${cx - 216} ${cy - 34}z`;
    path(lips + mouth, C.back, ' fill-rule="evenodd"');
    path(`M${cx - 60} ${cy + 88}q60 9 120 0q-60 3-120 0z`, C.view);

    // The veneer: a thin shell the shape of the tooth's face, tilted on its way to the prepared
    // tooth, a dashed path showing where it goes.
    const t = upper.find((u) => u.i === 0 && u.x > cx);
    const [vx, vy, vw, vh] = [t.x + 66, 8, t.w, 54];
    const shell = `M${vx} ${vy + 8}q0-8 8-8h${vw - 16}q8 0 8 8v${vh - 20}q0 12-12 12h${-(vw - 24)}q-12 0-12-12z`;
    path(
      shell,
      C.glass,
      ` stroke="${C.front}" stroke-width="3.5" transform="rotate(14 ${vx + vw / 2} ${vy + vh / 2})"`,
    );
    const tip = [t.x + t.w / 2 + 2, cy - 58];
    out.push(
      `<path d="M${vx - 6} ${vy + 40}Q${tip[0] + 2} ${vy + 34} ${tip[0]} ${tip[1] - 12}" fill="none" stroke="${C.front}" stroke-width="3.5" stroke-dasharray="7 6" stroke-linecap="round"/>`,
    );
    path(`M${tip[0]} ${tip[1]}l-8 -12h16z`, C.front);
  }

  // A small round table with a vase and one flower.
  {
    const x = 990;
    rect(x - 60, F - 92, 120, 12, C.front, 6);
    rect(x - 5, F - 80, 10, 72, C.front);
    rect(x - 34, F - 10, 68, 10, C.front, 5);
    // The vase, the stem and the flower's head in the light.
    path(`M${x - 14} ${F - 92}q-10-18 0-36h28q10 18 0 36z`, C.deep);
    line(`M${x} ${F - 128}q-4-30 6-58`, C.front, 4);
    leaves(
      x,
      F - 128,
      [
        [-10, -22, 6, 14, -40],
        [12, -34, 6, 13, 44],
      ],
      C.front,
    );
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i;
      circle(x + 6 + 11 * Math.cos(a), F - 194 + 11 * Math.sin(a), 8, C.glass);
    }
    circle(x + 6, F - 194, 7, C.lit);
  }

  // A tall plant in the corner.
  plant(pen, 1140, {
    pot: [18, 4, 38],
    at: 38,
    leaves: [
      [0, -40, 10, 34, 0],
      [-18, -30, 9, 28, -30],
      [18, -28, 9, 28, 32],
      [-26, -12, 8, 20, -60],
      [26, -10, 8, 20, 62],
    ],
  });
}
