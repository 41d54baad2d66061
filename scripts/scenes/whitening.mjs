/**
 * Teeth whitening: a closed row of teeth of which one half is already a shade lighter, between the
 * shade guide fanned out on its counter and the clear whitening tray on its stand.
 */
import { BUSHY_PLANT, bite, plant, sideboard } from '../scene-parts.mjs';

export const tint = 'smile';

export default function draw(pen) {
  const { rect, path, circle, line, out, C, F } = pen;
  rect(24, F - 2, 1200 - 48, 12, C.back, 6); // the floor pill every scene stands on

  // The counter on the left, and on it the shade guide fanned out on its holder: tabs from the
  // warm sand of untreated teeth to white.
  {
    const [x, y, w] = [90, 168, 250];
    sideboard(pen, x, y, w);
    const [px, py] = [x + w / 2, y - 8];
    const shades = ['#e6cfa5', '#ebd7b3', C.back, '#f2e5cf', C.view, '#faf4ea', C.glass];
    shades.forEach((fill, i) => {
      const a = -54 + (108 / (shades.length - 1)) * i;
      const turn = ` transform="rotate(${a} ${px} ${py})"`;
      rect(px - 4, py - 92, 8, 92, C.front, 3, turn);
      path(
        `M${px - 15} ${py - 140}q0-8 8-8h14q8 0 8 8v30q0 14-15 16q-15-2-15-16z`,
        fill,
        ` stroke="${C.front}" stroke-width="3"${turn}`,
      );
    });
    rect(px - 30, py - 6, 60, 14, C.deep, 7);
    circle(px, py, 7, C.lit);
  }

  // The teeth, the bite closed: the lower row behind, the upper row over it, the gums around, all
  // inside the mouth's soft outline; the left half still sand, the right half a shade lighter.
  {
    const [cx, cy] = [640, 118];
    bite(pen, 'whitening', cx, cy, (t) => (t.right ? C.glass : C.back));
    // A line of light on the first whitened tooth.
    rect(cx + 10, cy - 44, 5, 24, C.view, 2.5);
  }

  // The clear whitening tray, made to fit the teeth, upright on a small stand on a side table.
  {
    const [x, y] = [960, 112];
    rect(x - 64, F - 70, 128, 12, C.front, 6);
    rect(x - 56, F - 58, 8, 58, C.front, 3);
    rect(x + 48, F - 58, 8, 58, C.front, 3);
    rect(x - 4, y + 40, 8, F - 70 - y - 40, C.deep);
    rect(x - 22, F - 78, 44, 8, C.deep, 4);
    const u = `M${x - 50} ${y + 30}C${x - 54} ${y - 58} ${x + 54} ${y - 58} ${x + 50} ${y + 30}`;
    line(u, C.front, 30);
    line(u, C.view, 23);
    out.push(
      `<path d="${u}" fill="none" stroke="${C.glass}" stroke-width="8" stroke-linecap="round" opacity=".9"/>`,
    );
    // The teeth's marks in the tray.
    for (const a of [-60, -30, 0, 30, 60]) {
      const r = (Math.PI / 180) * (a - 90);
      const [mx, my] = [x + 40 * Math.cos(r), y - 4 + 42 * Math.sin(r) * 0.9 + 12];
      rect(mx - 1.5, my - 7, 3, 14, C.back, 1.5, ` transform="rotate(${a} ${mx} ${my})"`);
    }
  }

  // A tall plant in the corner.
  plant(pen, 1130, BUSHY_PLANT);
}
