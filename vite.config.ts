import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { compileHints } from './app/html/compile-hints-plugin.ts';
import { fontSubsets } from './app/fonts/font-subset-plugin.ts';
import { iconSprite } from './app/icons/icon-sprite-plugin.ts';
import { responsiveImages } from './app/images/responsive-images.ts';

/**
 * Components two or more pages share but the home page does not run. A list, not a walk of the
 * module graph: Rolldown's group names by function swapped the two chunks' contents (decision
 * 0132). Should the home page come to import one, it loads pages-shared too, and the home page's
 * budget test in tests/e2e/page-layout.spec.ts fails.
 */
const notOnHome =
  /[\\/]app[\\/](components[\\/](page-header|cta-band|hyphenated|read-more|treatment-blocks|language-chips|dentist-initials|treatment-page-parts|article-meta)\.tsx|content[\\/]external-links\.ts)$/;

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
        // What only the other pages share (a treatment page's parts, the blog's cards) goes into a
        // second chunk that the home page never loads (decision 0132): 1.8 KB of its 120 KB.
        codeSplitting: {
          groups: [
            { name: 'shared', test: (id) => !notOnHome.test(id), minShareCount: 2, priority: 2 },
            { name: 'pages-shared', test: notOnHome, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
