/**
 * A large molar, seen a little from above, with a white filling in its biting surface that the
 * blue curing light sets; the mirror on its tray, the stool and the X-ray on the screen beside it.
 */
import { counter, drawers, plant } from '../scene-parts.mjs';

export const tint = 'repair';

const blue = '#5bb8f0';

/** A molar seen a little from above: two cusps over its crown, its neck, two roots. */
function molar(cx, c, w) {
  const [l, r] = [cx - w / 2, cx + w / 2];
  return (
    `M${l} ${c + 22}` +
    `C${l + 4} ${c} ${cx - w / 4 - 24} ${c - 2} ${cx - w / 4} ${c}` +
    `C${cx - 16} ${c + 2} ${cx - 10} ${c + 10} ${cx} ${c + 10}` +
    `C${cx + 10} ${c + 10} ${cx + 16} ${c + 2} ${cx + w / 4} ${c}` +
    `C${cx + w / 4 + 24} ${c - 2} ${r - 4} ${c} ${r} ${c + 22}` +
    `C${r + 4} ${c + 50} ${r - 2} ${c + 70} ${r - 16} ${c + 86}` +
    `C${r - 8} ${c + 112} ${r - 14} ${c + 142} ${r - 30} ${c + 150}` +
    `Q${r - 46} ${c + 154} ${r - 52} ${c + 134}` +
    `C${r - 58} ${c + 114} ${cx + 14} ${c + 104} ${cx} ${c + 104}` +
    `C${cx - 14} ${c + 104} ${l + 58} ${c + 114} ${l + 52} ${c + 134}` +
    `Q${l + 46} ${c + 154} ${l + 30} ${c + 150}` +
    `C${l + 14} ${c + 142} ${l + 8} ${c + 112} ${l + 16} ${c + 86}` +
    `C${l + 2} ${c + 70} ${l - 4} ${c + 50} ${l} ${c + 22}z`
  );
}

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F, tooth } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on

  // A tall plant in the left corner.
  plant(pen, 78, {
    pot: [18, 4, 36],
    at: 30,
    leaves: [
      [0, -66, 10, 30, 0],
      [-16, -56, 9, 26, -28],
      [16, -54, 9, 26, 30],
      [-24, -36, 8, 20, -58],
      [24, -34, 8, 20, 60],
    ],
  });

  // The side cabinet, and on it the tray with the mouth mirror lying ready.
  {
    const [x, w] = [152, 210];
    counter(pen, x, w, 88);
    // The tray, its rim, the mirror's handle and round head.
    rect(x + 24, F - 112, 162, 12, C.deep, 5);
    line(`M${x + 44} ${F - 122}L${x + 138} ${F - 128}`, C.front, 6);
    circle(x + 154, F - 130, 15, C.front);
    circle(x + 154, F - 130, 10, C.glass);
    // A lamp hangs over the cabinet, its light warm.
    line(`M${x + w / 2} 0v22`, C.front, 3);
    path(`M${x + w / 2 - 30} 50q0-28 30-28t30 28z`, C.front);
    rect(x + w / 2 - 25, 49, 50, 5, C.lit, 2);
  }

  // The molar, standing large in the middle, its biting surface turned a little towards us.
  const [cx, c, w] = [600, 70, 196];
  const fy = c + 26; // the middle of its biting surface
  {
    out.push(`<ellipse cx="${cx}" cy="${F - 2}" rx="120" ry="8" fill="${C.back}"/>`);
    out.push(
      `<path d="${molar(cx, c, w)}" fill="${C.glass}" stroke="${C.front}" stroke-width="5" stroke-linejoin="round"/>`,
    );
    // The shade down its far side gives it its round.
    path(`M${cx + w / 2 - 14} ${c + 44}c2 20-2 34-12 44l-10 2c10-14 14-28 12-46z`, C.view);
    // The biting surface, a shade darker, the grooves between its cusps.
    out.push(`<ellipse cx="${cx}" cy="${fy}" rx="${w / 2 - 24}" ry="20" fill="${C.view}"/>`);
    line(
      `M${cx - 24} ${fy}l-18-14M${cx - 24} ${fy}l-18 14M${cx + 24} ${fy}l18-14M${cx + 24} ${fy}l18 14`,
      C.back,
      3,
    );
  }

  // The curing light: a slim pen hovering over the filling, its bent light guide and the small
  // blue light it shines into the filling to set it.
  {
    const [tx, ty] = [cx + 8, c - 34];
    path(
      `M${tx - 5} ${ty}L${cx - 36} ${fy - 6}Q${cx} ${fy + 6} ${cx + 40} ${fy - 6}L${tx + 5} ${ty}z`,
      blue,
      ' opacity=".45"',
    );
    // The white filling along the middle groove, outlined so it shows against the tooth.
    out.push(
      `<path d="M${cx - 46} ${fy + 2}c-2-10 12-16 26-12c10-6 30-6 40 0c12-4 26 0 26 10s-12 14-26 10c-12 6-30 6-42 2c-14 4-22-2-24-10z" fill="${C.glass}" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round"/>`,
    );
    line(`M${tx} ${ty}v-8q0-14 16-14h32`, C.deep, 9);
    rect(tx - 6, ty - 4, 12, 8, blue, 3);
    rect(cx + 48, ty - 31, 190, 20, C.front, 10);
    rect(cx + 62, ty - 28, 26, 14, C.deep, 6);
    rect(cx + 150, ty - 24, 18, 6, blue, 3);
  }

  // The dentist's stool: a round seat on its column and its wheels.
  {
    const x = 810;
    rect(x - 34, F - 76, 68, 14, C.front, 7);
    rect(x - 4, F - 62, 8, 46, C.front);
    rect(x - 34, F - 18, 68, 6, C.front, 3);
    for (const dx of [-30, 0, 30]) circle(x + dx, F - 6, 6, C.front);
  }

  // The cabinet with the screen: on it the X-ray of the tooth, its filling the brightest part.
  {
    const [x, w] = [920, 130];
    drawers(pen, x, w, 96, { step: 32, handle: 12 });
    rect(x + w / 2 - 4, F - 118, 8, 22, C.front);
    rect(x + 4, F - 190, w - 8, 74, C.front, 6);
    rect(x + 11, F - 183, w - 22, 60, C.deep, 3);
    const sx = x + w / 2;
    path(tooth(0, 0), C.view, ` transform="translate(${sx} ${F - 172}) scale(1.5)"`);
    rect(sx - 8, F - 170, 16, 6, C.glass, 3);
  }

  // A second plant, in the right corner.
  plant(pen, 1124, {
    pot: [16, 4, 32],
    at: 28,
    leaves: [
      [0, -52, 9, 26, 0],
      [-14, -44, 8, 22, -30],
      [14, -42, 8, 22, 32],
      [-20, -26, 7, 17, -60],
      [20, -24, 7, 17, 62],
    ],
  });
}
