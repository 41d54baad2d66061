import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { compileHints } from './app/html/compile-hints-plugin.ts';
import { fontSubsets } from './app/fonts/font-subset-plugin.ts';
import { iconSprite } from './app/icons/icon-sprite-plugin.ts';
import { responsiveImages } from './app/images/responsive-images.ts';

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
        codeSplitting: {
          groups: [{ name: 'shared', minShareCount: 2 }],
        },
      },
    },
  },
});
