import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on a background thread while it streams in, instead of lazily on the
 * main thread the first time each is called. React DOM and the router are called almost entirely
 * during hydration, so for them lazy compilation only moves the same work into long main-thread
 * tasks. https://v8.dev/blog/explicit-compile-hints
 */
const hint = '//# allFunctionsCalledOnLoad\n';

/**
 * Chunks every page runs at hydration: the entry (React DOM) and the code shared by the pages
 * (React, the router and the shared components; vite.config.ts), not page or form code.
 */
const hinted = /^(entry\.client|shared)-/;

export function compileHints(): Plugin {
  return {
    name: 'site:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the file names are fixed (the minifier would drop the comment earlier). The line is
    // the same in every build, so a hashed name still stands for exactly one content.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && hinted.test(chunk.fileName.split('/').pop() ?? '')) {
          chunk.code = hint + chunk.code;
        }
      }
    },
  };
}
