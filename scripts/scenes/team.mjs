/** The consultation corner where the dentists take time to listen: a round table with two chairs facing each other, a tooth model and a cup of tea, the panoramic picture of the teeth on the wall, the certificates, the white coats and a plant. */
import { plant } from '../scene-parts.mjs';

export const tint = 'prevention';

export default function draw(pen) {
  const { rect, path, circle, line, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const edge = (width) => ` stroke="${C.front}" stroke-width="${width}" stroke-linejoin="round"`;

  // Two white coats on the wall's rail, their sleeves, lapels and pockets.
  {
    rect(66, 30, 212, 180, C.view, 10);
    rect(74, 52, 196, 8, C.front, 4);
    for (const cx of [120, 212]) {
      const top = 62;
      rect(cx - 3, 54, 6, 14, C.deep, 3);
      // The sleeves, hanging behind the body.
      rect(cx - 42, top + 14, 20, 86, C.glass, 9, edge(4));
      rect(cx + 22, top + 14, 20, 86, C.glass, 9, edge(4));
      // The body: shoulders, down to the hem.
      path(
        `M${cx - 8} ${top}q-22 2-30 14l-4 110q36 6 76 0l-4-110q-8-12-30-14l-8 10z`,
        C.glass,
        edge(4),
      );
      // The lapels, the buttons and a pocket with a pen in it.
      line(`M${cx - 8} ${top}l8 44l8-44`, C.back, 4);
      for (const dy of [58, 80, 102]) circle(cx, top + dy, 3, C.back);
      rect(cx + 10, top + 66, 20, 4, C.back, 2);
      rect(cx + 18, top + 54, 4, 14, C.front, 2);
    }
  }

  // The panoramic picture of the teeth on the lightbox above the table: the two rows on dark film.
  {
    const [x, y, w, h] = [410, 10, 280, 66];
    rect(x - 8, y - 8, w + 16, h + 16, C.back, 10);
    rect(x, y, w, h, C.deep, 6);
    const cx = x + w / 2;
    for (let i = -6; i <= 6; i++) {
      if (i === 0) continue;
      const dx = i < 0 ? i * 20 + 10 : i * 20 - 10;
      const s = Math.abs(i) > 3 ? 1.2 : 0.9; // the molars at the back are wider
      const m = y + h / 2 - Math.abs(i) * 0.5; // the bite curves a little, like a smile
      const [l, r] = [cx + dx - 7 * s, cx + dx + 7 * s];
      // Upper and lower: the root (fainter on the film) tapering away, the bright crown at the bite.
      path(`M${l + 1} ${m - 14}L${cx + dx - 2} ${m - 28}h4L${r - 1} ${m - 14}z`, C.back);
      path(`M${l + 1} ${m + 14}L${cx + dx - 2} ${m + 28}h4L${r - 1} ${m + 14}z`, C.back);
      rect(l, m - 16, 14 * s, 14, C.glass, 5);
      rect(l, m + 2, 14 * s, 14, C.glass, 5);
    }
  }

  // The round table: its top, the column and the foot, the tooth model and the tea on it.
  const tx = 550;
  const top = F - 72;
  {
    rect(tx - 104, top, 208, 12, C.front, 6);
    rect(tx - 7, top + 12, 14, F - top - 22, C.front);
    path(`M${tx - 46} ${F}q0-12 46-14q46 2 46 14z`, C.front);
    // The tooth model on its stand: a big white molar with its two roots.
    rect(tx - 40, top - 8, 50, 8, C.deep, 3);
    path(
      tooth(0, 0),
      C.glass,
      ` transform="translate(${tx - 15} ${top - 62}) scale(2.1)"${edge(1.8)}`,
    );
    // The cup of tea on its saucer, its handle, the tea's warm light and the steam.
    rect(tx + 30, top - 4, 46, 5, C.deep, 2.5);
    path(`M${tx + 36} ${top - 30}h34l-4 26h-26z`, C.front);
    line(`M${tx + 70} ${top - 24}q12 0 8 10l-6 4`, C.front, 4);
    rect(tx + 38, top - 30, 30, 5, C.lit, 2.5);
    line(`M${tx + 46} ${top - 40}q-6-8 0-14M${tx + 58} ${top - 42}q-6-8 0-14`, C.back, 3);
  }

  // Two chairs facing each other across the table, empty: seat, back, splayed legs.
  for (const side of [-1, 1]) {
    const cx = tx + side * 152;
    const seat = F - 50;
    const back = cx + side * 34; // the back stands on the far side, away from the table
    rect(cx - 38, seat, 76, 13, C.front, 6);
    rect(
      back - 8,
      seat - 84,
      16,
      94,
      C.front,
      8,
      ` transform="rotate(${side * 6} ${back} ${seat})"`,
    );
    rect(
      back - 13,
      seat - 84,
      26,
      34,
      C.front,
      10,
      ` transform="rotate(${side * 6} ${back} ${seat})"`,
    );
    line(
      `M${cx - 28} ${seat + 10}l-8 ${F - seat - 10}M${cx + 28} ${seat + 10}l8 ${F - seat - 10}`,
      C.deep,
      7,
    );
    rect(cx - 30, seat + 28, 60, 5, C.deep, 2.5);
  }

  // The two certificates in their frames, blank, each with its seal.
  for (const [x, y] of [
    [824, 22],
    [914, 34],
  ]) {
    rect(x, y, 72, 88, C.front, 6);
    rect(x + 8, y + 8, 56, 72, C.glass, 2);
    circle(x + 36, y + 58, 8, C.lit);
    path(`M${x + 30} ${y + 64}l-4 12l10-4l10 4l-4-12z`, C.lit);
  }

  // A low cabinet under them with a carafe of water and two glasses.
  {
    const [x, w] = [796, 230];
    rect(x, F - 62, w, 10, C.front, 4);
    rect(x + 8, F - 52, w - 16, 40, C.front);
    rect(x + w / 2 - 1, F - 48, 2, 32, C.deep);
    rect(x + w / 4 - 14, F - 34, 28, 4, C.deep, 2);
    rect(x + (3 * w) / 4 - 14, F - 34, 28, 4, C.deep, 2);
    rect(x + 14, F - 12, 8, 12, C.front, 2);
    rect(x + w - 22, F - 12, 8, 12, C.front, 2);
    path(`M${x + 150} ${F - 62}q-6-24 6-32v-10h12v10q12 8 6 32z`, C.back);
    for (const gx of [x + 188, x + 210]) rect(gx, F - 84, 16, 22, C.back, 3);
  }

  // A tall plant in the corner.
  plant(pen, 1120, {
    pot: [20, 5, 40],
    at: 40,
    leaves: [
      [0, -56, 10, 36, 0],
      [-18, -46, 9, 32, -24],
      [18, -44, 9, 32, 26],
      [-30, -26, 8, 24, -52],
      [30, -24, 8, 24, 54],
    ],
  });
}
