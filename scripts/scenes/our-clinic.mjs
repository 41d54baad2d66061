/** The practice's front, close up: the glass door in the warm light under its canopy, the tooth sign at the front's end as in the street's drawing, two wide windows with a plant and a lamp inside, the hours plaque, a bicycle at the rack, a bench and planters on the pavement. The street's building, as a patient arriving sees it. */
import { plant, TALL_PLANT } from '../scene-parts.mjs';

export const tint = 'prevention';

export default function draw(pen) {
  const { rect, path, circle, line, leaves, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)

  // The front wall, its cornice and the plinth.
  const [x0, x1, top] = [250, 950, 18];
  rect(x0, top, x1 - x0, F - top, C.back);
  rect(x0 - 10, top - 8, x1 - x0 + 20, 14, C.front, 4);
  rect(x0, F - 14, x1 - x0, 14, C.view);

  // Two wide windows, each with its frame, a mullion and a transom, and what stands inside.
  for (const [wx, ww, inside] of [
    [284, 200, 'plant'],
    [714, 180, 'lamp'],
  ]) {
    const [wy, wh] = [54, 128];
    rect(wx - 8, wy - 8, ww + 16, wh + 16, C.front, 6);
    rect(wx, wy, ww, wh, C.view, 2);
    // The glass's soft reflection, two slanted bands.
    path(`M${wx + 24} ${wy + wh}l44-${wh}h22l-44 ${wh}z`, C.glass, ' fill-opacity=".7"');
    path(`M${wx + 104} ${wy + wh}l44-${wh}h10l-44 ${wh}z`, C.glass, ' fill-opacity=".7"');
    if (inside === 'plant') {
      path(`M${wx + 140} ${wy + wh}l-4-26h36l-4 26z`, C.deep);
      leaves(
        wx + 154,
        wy + wh - 26,
        [
          [0, -30, 8, 24, 0],
          [-14, -22, 7, 20, -30],
          [14, -20, 7, 20, 32],
        ],
        C.deep,
      );
    } else {
      line(`M${wx + 60} ${wy}v30`, C.deep, 3);
      path(`M${wx + 40} ${wy + 44}q20-22 40 0z`, C.deep);
      circle(wx + 60, wy + 48, 7, C.lit);
      // Two chairs of the waiting room, seen from the street.
      for (const cx of [wx + 122, wx + 162]) {
        rect(cx - 14, wy + wh - 30, 28, 8, C.deep, 3);
        rect(cx + 6, wy + wh - 58, 8, 36, C.deep, 4);
        line(`M${cx - 10} ${wy + wh - 22}v22M${cx + 10} ${wy + wh - 22}v22`, C.deep, 4);
      }
    }
    rect(wx + ww / 2 - 3, wy, 6, wh, C.front);
    rect(wx, wy + 36, ww, 6, C.front);
    rect(wx - 14, wy + wh + 8, ww + 28, 8, C.front, 3); // the sill
  }

  // The door: its frame, two glass leaves in the light inside, their handles; level with the
  // pavement. A canopy above it.
  {
    const [dx, dw, dy] = [540, 120, 84];
    rect(dx - 10, dy - 10, dw + 20, F - dy + 10, C.front, 6);
    rect(dx, dy, dw / 2 - 3, F - dy - 2, C.lit, 2);
    rect(dx + dw / 2 + 3, dy, dw / 2 - 3, F - dy - 2, C.lit, 2);
    rect(dx + dw / 2 - 14, dy + 56, 5, 40, C.deep, 2.5);
    rect(dx + dw / 2 + 9, dy + 56, 5, 40, C.deep, 2.5);
    rect(dx - 34, dy - 26, dw + 68, 12, C.front, 6);
    line(`M${dx - 24} ${dy - 14}l10 14M${dx + dw + 24} ${dy - 14}l-10 14`, C.deep, 4);
  }

  // The sign where the street's drawing has it, at the front's right end beside the window: the
  // logo's white tooth on its teal tile.
  {
    const [sx, sy, s] = [926, 84, 36];
    rect(sx - s / 2, sy, s, s, C.deep, 9);
    path(tooth(0, 0), C.glass, ` transform="translate(${sx} ${sy + 7}) scale(1.1)"`);
  }

  // The hours plaque beside the door, its lines.
  {
    const [px, py] = [497, 100];
    rect(px, py, 26, 38, C.glass, 4);
    for (const dy of [8, 16, 24, 31]) rect(px + 5, py + dy, dy === 8 ? 16 : 12, 3, C.back, 1.5);
  }

  // Two planters flanking the door.
  for (const px of [510, 690]) {
    rect(px - 16, F - 34, 32, 34, C.deep, 4);
    leaves(
      px,
      F - 34,
      [
        [0, -18, 9, 16, 0],
        [-12, -10, 8, 13, -40],
        [12, -9, 8, 13, 42],
      ],
      C.front,
    );
  }

  // A bicycle parked on the left: two wheels, the frame, the saddle and the handlebars.
  {
    const [r, y] = [30, F - 32];
    const [rear, front] = [104, 200];
    for (const cx of [rear, front])
      line(`M${cx - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 -${2 * r} 0`, C.front, 5);
    const [bb, seat, head] = [
      [148, y],
      [138, y - 46],
      [188, y - 46],
    ];
    const to = ([x, yy]) => `${x} ${yy}`;
    line(
      `M${rear} ${y}L${to(seat)}L${to(bb)}Z M${to(seat)}L${to(head)}L${to(bb)} M${to(head)}L${front} ${y}`,
      C.front,
      5,
    );
    line(`M${seat[0] - 3} ${seat[1]}l-2-8M${seat[0] - 14} ${seat[1] - 9}h18`, C.front, 6);
    line(`M${head[0]} ${head[1]}l-3-12h16`, C.front, 5);
  }

  // The street lamp, the bench and a tall planter on the right.
  {
    line(`M1000 ${F}v-176`, C.deep, 6);
    path(`M984 ${F - 176}h32l-6-18h-20z`, C.deep);
    circle(1000, F - 170, 8, C.lit);
    // The bench: its seat and backrest on two frames.
    const by = F - 42;
    line(`M1036 ${F}l4-${F - by}v-40M1100 ${F}l-4-${F - by}v-40`, C.deep, 6);
    rect(1022, by, 92, 10, C.front, 5);
    rect(1026, by - 38, 84, 9, C.front, 4.5);
    rect(1026, by - 22, 84, 9, C.front, 4.5);
  }
  // The narrower plant, inside the frame: the bushy one at 1166 ran off it (round 38, AD).
  plant(pen, 1152, TALL_PLANT);
}
