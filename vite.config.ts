import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { compileHints } from './app/html/compile-hints-plugin.ts';
import { fontSubsets } from './app/fonts/font-subset-plugin.ts';
import { iconSprite } from './app/icons/icon-sprite-plugin.ts';
import { responsiveImages } from './app/images/responsive-images.ts';

/** The modules every visit to the home page loads: its route's, the root's and the client entry's. */
const homeEntries = /[\\/]app[\\/](routes[\\/]home|root|entry\.client)\.tsx$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };
const reachesHome = new Map<string, boolean>();
/** Whether a module is statically imported, at any depth, by the home page's modules. */
function servedToHome(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  const known = reachesHome.get(id);
  if (known !== undefined) return known;
  if (homeEntries.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const result = (graph.getModuleInfo(id)?.importers ?? []).some((importer) =>
    servedToHome(importer, graph, seen),
  );
  reachesHome.set(id, result);
  return result;
}
const sharedChunkFor = (id: string, graph: ModuleGraph) =>
  servedToHome(id, graph) ? 'shared' : 'pages-shared';

export default defineConfig({
  plugins: [
    fontSubsets(),
    tailwindcss(),
    iconSprite(),
    imagetools(responsiveImages),
    reactRouter(),
    compileHints(),
  ],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  build: {
    // Inline nothing as data: URLs; every asset is a hashed, immutable file.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Code used by two or more pages goes into one chunk. Split finely, most of those chunks
        // were a few hundred bytes whose response headers cost more than their code: the home
        // page fetched 14 scripts (121 KB, over its 120 KB budget), now 5 (116 KB).
        // The home page loads only the shared code it runs: what only other pages share (the blog's
        // cards, a treatment page's parts) goes into a chunk of its own (the home page's 120 KB).
        codeSplitting: {
          groups: [{ name: sharedChunkFor, minShareCount: 2 }],
        },
      },
    },
  },
});
