/**
 * The few shapes the site's drawings are made of (scripts/draw-streetscape.mjs,
 * scripts/draw-practice-rooms.mjs): each call writes one SVG element into `out`, coordinates
 * rounded to a tenth so the files stay small and the same on every run.
 */
/** A coordinate rounded to a tenth, as every shape of the pen writes it. */
export const tenth = (v) => Math.round(v * 10) / 10;

export function pen(out) {
  const n = tenth;
  return {
    n,
    rect: (x, y, w, h, fill, rx = 0, extra = '') =>
      out.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`,
      ),
    path: (d, fill, extra = '') => out.push(`<path d="${d}" fill="${fill}"${extra}/>`),
    circle: (x, y, r, fill) =>
      out.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"/>`),
    line: (d, stroke, width) =>
      out.push(
        `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`,
      ),
    /** Leaves as turned ellipses: [dx, dy, rx, ry, degrees] from (x, y). */
    leaves: (x, y, list, fill) => {
      for (const [dx, dy, rx, ry, a] of list)
        out.push(
          `<ellipse cx="${x + dx}" cy="${y + dy}" rx="${rx}" ry="${ry}" transform="rotate(${a} ${x + dx} ${y + dy})" fill="${fill}"/>`,
        );
    },
  };
}

/** The logo's tooth as a path, about 22 units wide, centred on x with its crown's top at y. */
export const tooth = (x, y) =>
  `M${x - 11} ${y + 4}c0-5 4-8 8-7 2 0 3 1 3 1s1-1 3-1c4-1 8 2 8 7 0 4-2 8-3 12-1 5-2 9-4 9-2 0-2-5-4-8-2 3-2 8-4 8-2 0-3-4-4-9-1-4-3-8-3-12z`;
