/**
 * Orthodontics: a closed row of front teeth with brackets glued on their fronts and the wire running
 * through them, between a jaw model on the cabinet and a retainer on its stand.
 */
import { BUSHY_PLANT, bite, plant, sideboard } from '../scene-parts.mjs';

export const tint = 'smile';

export default function draw(pen) {
  const { rect, path, circle, line, out, C, F } = pen;
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A plant by the cabinet.
  plant(pen, 92, BUSHY_PLANT);

  // The cabinet, and on it a jaw model: two plaster bases, the gums and teeth between them, the
  // hinge at the back.
  {
    const [x, y, w] = [150, 160, 230];
    sideboard(pen, x, y, w);
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
    bite(
      pen,
      'orthodontics',
      cx,
      cy,
      () => C.glass,
      (upper, lower) => {
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
      },
    );
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
