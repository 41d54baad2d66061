/**
 * The check-up's things: the mirror and probe on their tray, the year on the wall with its two
 * visits marked, a big tooth model on its stand, a toothbrush in a glass: a visit twice a year.
 */
import { ROOM_PLANT, WIDE_PLANT, counter, drawers, plant } from '../scene-parts.mjs';

export const tint = 'prevention';

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A plant in the left corner.
  plant(pen, 78, WIDE_PLANT);

  // The side cabinet, and on it the tray with the mouth mirror and the probe side by side.
  {
    const [x, w] = [146, 206];
    rect(x - 6, F - 100, w + 12, 12, C.front, 4);
    drawers(pen, x, w, 88, { step: 29, handle: 12, handleY: 10 });
    // The tray, seen a little from above (its top, then its front edge), so what lies on it shows.
    rect(x + 14, F - 140, 178, 34, C.back, 8);
    rect(x + 14, F - 112, 178, 12, C.deep, 5);
    // The probe: a slim handle and its fine hooked end.
    line(`M${x + 32} ${F - 130}H${x + 132}`, C.front, 6);
    line(`M${x + 132} ${F - 130}h12q8 0 8 7v3`, C.deep, 3.5);
    // The mirror: its handle and round head.
    line(`M${x + 32} ${F - 117}H${x + 140}`, C.front, 6);
    circle(x + 158, F - 121, 14, C.front);
    circle(x + 158, F - 121, 9, C.glass);
  }

  // On the wall the year: twelve months, two of them, half a year apart, with the visit marked.
  {
    const [x, y, w, h] = [400, 26, 190, 150];
    circle(x + w / 2, y - 8, 5, C.deep);
    line(`M${x + w / 2} ${y - 8}l-40 14M${x + w / 2} ${y - 8}l40 14`, C.deep, 3);
    rect(x, y, w, h, C.back, 8);
    rect(x + 8, y + 8, w - 16, h - 16, C.glass, 4);
    rect(x + 8, y + 8, w - 16, 22, C.front, 4);
    for (const dx of [36, 76, 116, 156]) circle(x + dx, y + 8, 4.5, C.deep);
    const [cw, ch] = [(w - 40) / 4, (h - 62) / 3];
    for (let i = 0; i < 12; i++) {
      const mx = x + 16 + (i % 4) * (cw + 2.7);
      const my = y + 38 + Math.floor(i / 4) * (ch + 2);
      const marked = i === 2 || i === 9;
      rect(mx, my, cw, ch, marked ? C.lit : C.view, 3);
      if (marked) path(tooth(mx + cw / 2, my + 3), C.front);
      else for (let r = 0; r < 2; r++) rect(mx + 6, my + 8 + r * 9, cw - 12, 3, C.back, 1.5);
    }
  }

  // The big tooth model on its stand: a round, friendly tooth held up on a rod.
  {
    const [x, t] = [752, 18];
    const d =
      `M${x - 72} ${t + 44}C${x - 76} ${t + 8} ${x - 44} ${t - 4} ${x - 22} ${t + 6}` +
      `C${x - 10} ${t + 11} ${x + 10} ${t + 11} ${x + 22} ${t + 6}` +
      `C${x + 44} ${t - 4} ${x + 76} ${t + 8} ${x + 72} ${t + 44}` +
      `C${x + 70} ${t + 70} ${x + 58} ${t + 90} ${x + 54} ${t + 112}` +
      `C${x + 50} ${t + 134} ${x + 44} ${t + 154} ${x + 32} ${t + 154}` +
      `C${x + 20} ${t + 154} ${x + 16} ${t + 128} ${x + 10} ${t + 114}` +
      `C${x + 6} ${t + 104} ${x - 6} ${t + 104} ${x - 10} ${t + 114}` +
      `C${x - 16} ${t + 128} ${x - 20} ${t + 154} ${x - 32} ${t + 154}` +
      `C${x - 44} ${t + 154} ${x - 50} ${t + 134} ${x - 54} ${t + 112}` +
      `C${x - 58} ${t + 90} ${x - 70} ${t + 70} ${x - 72} ${t + 44}z`;
    rect(x - 5, t + 100, 10, F - t - 120, C.deep);
    out.push(
      `<path d="${d}" fill="${C.glass}" stroke="${C.front}" stroke-width="5" stroke-linejoin="round"/>`,
    );
    // The shade down its right side gives it its round.
    path(`M${x + 60} ${t + 30}c4 26-2 50-12 76l-10 0c10-26 16-50 10-76z`, C.view);
    // The stand: a foot, a step and the rod the tooth sits on between its roots.
    rect(x - 56, F - 14, 112, 14, C.front, 7);
    rect(x - 34, F - 24, 68, 12, C.deep, 5);
  }

  // The counter with the glass, a toothbrush standing in it.
  {
    const [x, w] = [884, 170];
    counter(pen, x, w, 84);
    // The toothbrush, its head and bristles up, standing in a glass.
    const gx = x + 58;
    line(`M${gx + 2} ${F - 110}l12-70`, C.front, 8);
    rect(gx + 8, F - 206, 14, 30, C.deep, 5, ` transform="rotate(10 ${gx + 15} ${F - 191})"`);
    rect(gx, F - 202, 10, 24, C.glass, 3, ` transform="rotate(10 ${gx + 5} ${F - 190})"`);
    path(`M${gx - 22} ${F - 148}h48l-5 52h-38z`, C.back);
    rect(gx - 24, F - 152, 52, 6, C.front, 3);
    rect(gx - 17, F - 104, 38, 8, C.deep, 3);
  }

  // A tall plant in the right corner.
  plant(pen, 1130, ROOM_PLANT);
}
