/**
 * Care at home and at the hygienist's: a big clean tooth with a toothbrush leaning on it, the
 * washbasin with its tap and mirror, a cup with a toothbrush and an interdental brush, the floss,
 * and the timer for two minutes' brushing: keeping teeth clean, for the page on dental hygiene.
 */
import { ROOM_PLANT, WIDE_PLANT, plant } from '../scene-parts.mjs';

export const tint = 'prevention';

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A plant in the left corner.
  plant(pen, 76, WIDE_PLANT);

  // The washbasin on its pedestal, its tap, and the round mirror over it.
  const sx = 250;
  {
    circle(sx, 58, 44, C.back);
    circle(sx, 58, 35, C.glass);
    path(`M${sx - 20} 74l34-34h10l-34 34z`, C.view);
    // The pedestal, then the bowl with its rim.
    path(`M${sx - 20} ${F}l6-86h28l6 86z`, C.front);
    path(`M${sx - 92} ${F - 112}h184q0 42-46 50h-92q-46-8-46-50z`, C.front);
    rect(sx - 98, F - 118, 196, 12, C.front, 6);
    rect(sx - 70, F - 114, 140, 4, C.deep, 2);
    // The tap: its column and spout bent over the bowl, a warm handle.
    line(`M${sx} ${F - 118}v-26q0-10-10-10h-12q-8 0-8 8v4`, C.front, 7);
    rect(sx - 6, F - 152, 18, 6, C.lit, 3);
  }

  // On the basin's left the cup: a toothbrush and an interdental brush stand in it.
  {
    const x = sx - 74;
    line(`M${x - 4} ${F - 130}l-8-52`, C.front, 6);
    rect(x - 22, F - 200, 10, 22, C.deep, 4, ` transform="rotate(-9 ${x - 17} ${F - 189})"`);
    line(`M${x + 6} ${F - 130}l6-38`, C.deep, 5);
    line(`M${x + 12} ${F - 168}l2-14`, C.deep, 2.5);
    rect(x + 7, F - 184, 12, 12, C.front, 5, ` transform="rotate(8 ${x + 13} ${F - 178})"`);
    path(`M${x - 18} ${F - 152}h36l-4 34h-28z`, C.back);
    rect(x - 20, F - 156, 40, 6, C.front, 3);
  }
  // On its right the floss in its little box, a thread of it drawn out.
  {
    const x = sx + 66;
    line(`M${x - 1} ${F - 138}q0-26 18-28q14 0 14 14`, C.deep, 2.5);
    rect(x - 16, F - 140, 30, 22, C.deep, 7);
    rect(x - 10, F - 136, 18, 5, C.glass, 2);
  }

  // The big clean tooth, the logo's own, its shine on the left; a toothbrush leans on it.
  const [tx, s] = [600, 5.6];
  {
    out.push(`<ellipse cx="${tx}" cy="${F - 2}" rx="84" ry="7" fill="${C.back}"/>`);
    out.push(
      `<path d="${tooth(0, 0)}" transform="translate(${tx} ${F - 138}) scale(${s})" fill="${C.glass}" stroke="${C.front}" stroke-width="${5 / s}" stroke-linejoin="round"/>`,
    );
    path(`M${tx - 46} ${F - 112}c-2-16 6-28 20-32l3 8c-10 4-15 12-14 24z`, C.view);
  }
  // The toothbrush, large, leaning on the tooth: its bristles on the crown, its end on the floor.
  {
    out.push(`<g transform="translate(${tx + 250} ${F - 6}) rotate(-140)">`);
    rect(0, -10, 150, 20, C.front, 10);
    rect(24, -5, 60, 10, C.deep, 5);
    rect(140, -7, 34, 14, C.front, 7);
    rect(164, -14, 64, 28, C.front, 12);
    // The bristles in tufts, towards the tooth.
    for (let i = 0; i < 4; i++) rect(170 + i * 14, -36, 11, 24, C.back, 3);
    rect(166, -18, 58, 6, C.deep, 3);
    out.push('</g>');
  }

  // The timer for two minutes' brushing on a little table: a sand glass, its sand run half through.
  {
    const x = 996;
    rect(x - 48, F - 92, 96, 12, C.front, 6);
    rect(x - 5, F - 80, 10, 66, C.front);
    rect(x - 34, F - 14, 68, 14, C.front, 7);
    const y = F - 92;
    rect(x - 24, y - 9, 48, 9, C.deep, 3);
    rect(x - 24, y - 92, 48, 9, C.deep, 3);
    rect(x - 22, y - 84, 5, 76, C.deep, 2);
    rect(x + 17, y - 84, 5, 76, C.deep, 2);
    path(`M${x - 15} ${y - 83}h30q0 22-12 37q12 15 12 37h-30q0-22 12-37q-12-15-12-37z`, C.back);
    path(`M${x - 10} ${y - 68}h20l-10 16z`, C.lit);
    path(`M${x - 13} ${y - 9}q13-18 26 0z`, C.lit);
  }

  // A tall plant in the right corner.
  plant(pen, 1132, ROOM_PLANT);
}
