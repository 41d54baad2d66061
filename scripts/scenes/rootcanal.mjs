/** A large molar cut through after a root canal treatment (the canals filled, a filling on top),
 * standing in its gum and bone, between the tray of files and the magnifier: for its page. */
import { TALL_PLANT, drawers, edger, jaw, molar, plant, points as p } from '../scene-parts.mjs';

export const tint = 'repair';

export default function draw(pen) {
  const { rect, path, circle, line, out, C, W, F } = pen;
  rect(24, F - 2, W - 48, 12, C.back, 6); // the floor pill every scene stands on (keep it)
  const edged = edger(pen);

  // The centrepiece: the same cut-away of the jaw on its plinth as on the implant's page, holding
  // one large molar cut through the middle.
  {
    const [x0, x1, crest] = [452, 748, 130];
    const [cx, y, w, crownH, rootL] = [600, 28, 150, 82, 86];
    const [hw, nw, neck] = [w / 2, w * 0.39, y + crownH];
    // The cut-away on its plinth; its list, the bone’s spongy inside.
    jaw(pen, x0, x1, crest, [
      [20, 40, 5],
      [40, 20, 4],
      [52, 50, 4],
      [34, 64, 4],
      [250, 40, 5],
      [270, 20, 4],
      [262, 62, 4],
      [236, 56, 4],
      [148, 64, 4],
      [132, 40, 4],
      [166, 44, 4],
    ]);
    // The gum over the crest, hugging the tooth's neck.
    edged(
      `M${x0} ${crest + 10}V${neck + 4}q0-8 8-8H${cx - hw - 10}Q${cx - nw} ${neck - 6} ${cx} ${neck + 4}` +
        `Q${cx + nw} ${neck - 6} ${cx + hw + 10} ${neck - 4}H${x1 - 8}q8 0 8 8V${crest + 10}` +
        `Q${x1 - 40} ${crest + 2} ${cx} ${crest + 6}Q${x0 + 40} ${crest + 2} ${x0} ${crest + 10}z`,
      C.back,
    );
    const tooth = molar(cx, y, w, crownH, rootL);
    path(tooth, C.view); // the dentine
    // The enamel: the white cap over the crown, thinning to nothing at the neck.
    path(
      `M${p(cx - nw, neck)}C${p(cx - nw, y + crownH * 0.8, cx - hw, y + crownH * 0.62, cx - hw, y + 14)}` +
        `C${p(cx - hw, y + 1, cx - hw * 0.55, y - 2, cx - hw * 0.28, y + 3)}Q${p(cx, y + 10, cx + hw * 0.28, y + 3)}` +
        `C${p(cx + hw * 0.55, y - 2, cx + hw, y + 1, cx + hw, y + 14)}C${p(cx + hw, y + crownH * 0.62, cx + nw, y + crownH * 0.8, cx + nw, neck)}` +
        `C${p(cx + hw - 16, y + crownH * 0.6, cx + hw - 14, y + 24, cx + hw * 0.5, y + 17)}Q${p(cx, y + 26, cx - hw * 0.5, y + 17)}` +
        `C${p(cx - hw + 14, y + 24, cx - hw + 16, y + crownH * 0.6, cx - nw, neck)}z`,
      C.glass,
      ` stroke="${C.back}" stroke-width="3" stroke-linejoin="round"`,
    );
    // The two canals, cleaned and filled, each running down the middle of its root.
    for (const s of [-1, 1])
      line(
        `M${cx + s * 20} ${neck + 8}Q${cx + s * 34} ${neck + 40} ${cx + s * 34} ${neck + rootL - 10}`,
        C.lit,
        10,
      );
    // The filling that seals the way in, from the biting surface down to the pulp chamber.
    edged(
      `M${p(cx - hw * 0.28, y + 3)}Q${p(cx, y + 10, cx + hw * 0.28, y + 3)}L${cx + 26} ${neck - 22}` +
        `Q${cx + 32} ${neck + 10} ${cx + 16} ${neck + 10}H${cx - 16}Q${cx - 32} ${neck + 10} ${cx - 26} ${neck - 22}z`,
      C.back,
      3,
    );
    out.push(
      `<path d="${tooth}" fill="none" stroke="${C.front}" stroke-width="5" stroke-linejoin="round"/>`,
    );
    line(`M${cx - 56} ${y + 16}q3-9 12-11`, C.back, 4); // a soft shine
  }

  // Left: the instrument cart, its tray with the slim files upright in their holder, a small dish.
  {
    const x = 230;
    rect(x - 3, 126, 6, F - 138, C.front);
    rect(x - 40, F - 14, 80, 6, C.front, 3);
    for (const dx of [-34, 34]) circle(x + dx, F - 6, 6, C.front);
    rect(x - 110, 118, 220, 12, C.front, 4); // the tray
    rect(x - 104, 112, 208, 8, C.deep, 3);
    // The holder with its files: thin shafts, each under its handle.
    const hx = x - 80;
    rect(hx, 82, 96, 30, C.front, 6);
    for (let i = 0; i < 5; i++) {
      const fx = hx + 14 + i * 17;
      rect(fx - 1.5, 50, 3, 34, C.deep, 1.5);
      out.push(
        `<rect x="${fx - 6}" y="${30}" width="12" height="22" rx="4" fill="${i === 2 ? C.lit : C.glass}" stroke="${C.front}" stroke-width="3"/>`,
      );
    }
    // A small dish of cotton rolls.
    path(`M${x + 36} ${100}h56l-6 12h-44z`, C.front);
    for (const dx of [46, 62, 78]) rect(x + dx - 7, 90, 14, 12, C.glass, 6);
  }

  // Right: the magnifying lamp on its stand, its arm reaching in, its round head lit.
  {
    const x = 900;
    rect(x - 40, F - 10, 80, 10, C.front, 5);
    for (const dx of [-32, 32]) circle(x + dx, F - 4, 5, C.front);
    rect(x - 4, 110, 8, F - 120, C.front, 3);
    circle(x, 110, 8, C.deep);
    line(`M${x} 110L${x - 60} 54L${x - 104} 70`, C.front, 7);
    circle(x - 60, 54, 7, C.deep);
    circle(x - 120, 76, 30, C.front);
    circle(x - 120, 76, 22, C.lit);
    circle(x - 120, 76, 15, C.view);
  }

  // A cabinet with the screen that shows the check X-ray (the filled canals bright), a tall plant
  // in the corner.
  {
    const [x, w] = [980, 130];
    drawers(pen, x, w, 88, { step: 29 });
    const [sx, sy, sw, sh] = [x + 22, F - 188, 86, 82];
    rect(x + w / 2 - 4, F - 108, 8, 20, C.front);
    rect(x + w / 2 - 22, F - 94, 44, 6, C.front, 3);
    rect(sx, sy, sw, sh, C.front, 7);
    rect(sx + 7, sy + 7, sw - 14, sh - 14, C.deep, 4);
    out.push(
      `<g transform="translate(${sx + sw / 2} ${sy + 13}) scale(0.3)"><path d="${molar(0, 0, 150, 82, 86)}" fill="${C.back}"/>` +
        `<path d="M-20 ${82 + 8}Q-34 122 -34 158M20 ${82 + 8}Q34 122 34 158" fill="none" stroke="${C.glass}" stroke-width="14"/>` +
        `<path d="M-21 3Q0 10 21 3L26 60Q32 92 16 92H-16Q-32 92 -26 60z" fill="${C.glass}"/></g>`,
    );
    plant(pen, 1150, TALL_PLANT);
  }
}
