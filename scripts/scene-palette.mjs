/**
 * The palette and the frame the site's drawings share (scripts/draw-practice-rooms.mjs,
 * scripts/draw-scenes.mjs): one place for the teal, the light and each band's tints.
 */
export const W = 1200;
export const H = 240;
/** The floor line. */
export const F = 228;

export const ink = {
  front: '#0f766e',
  deep: '#115e59',
  lit: '#f5d98b',
  glass: '#ffffff',
};
/** The band's stronger tint (the wall's things) and a tint between it and the band (the view). */
export const tints = {
  prevention: { back: '#c3ede4', view: '#dff5f0' },
  repair: { back: '#cfe6f6', view: '#e6f2fb' },
  smile: { back: '#efdfc4', view: '#f6ecdb' },
  children: { back: '#fbe19a', view: '#fdeec0' },
};
