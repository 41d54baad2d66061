import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderScene, sceneIds, scenesOutDir } from '../../scripts/draw-scenes.mjs';

// The pages' scenes are committed SVGs drawn by their modules (decision 0125): a hand edit to a
// file, or a module changed without redrawing, would leave the two telling different stories.
describe('the pages’ scenes', () => {
  it('are one committed file per module, each as its module draws it', async () => {
    expect(sceneIds.length).toBeGreaterThanOrEqual(13);
    for (const id of sceneIds) {
      const committed = readFileSync(path.join(scenesOutDir, `scene-${id}.svg`), 'utf8');
      expect(await renderScene(id), id).toBe(committed);
    }
  });
  it('are drawn in the frame, with no words and no script', async () => {
    for (const id of sceneIds) {
      const svg = await renderScene(id);
      expect(svg, id).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 240">/,
      );
      expect(svg, id).not.toMatch(/<(text|script|image|foreignObject)\b/);
    }
  });
});
