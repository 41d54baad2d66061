/** Types for scripts/draw-scenes.mjs (its test is TypeScript). */
export const scenesOutDir: string;
export const sceneIds: readonly string[];
export function renderScene(id: string): Promise<string>;
