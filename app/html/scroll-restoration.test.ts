import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  keyFreshHistoryEntry,
  savedScrollRestorer,
  scrollPositionsStorageKey,
} from './scroll-restoration';

/** Runs the inline script against a stand-in window; records what it asked of the browser. */
function runRestorer(state: unknown, stored: string | null) {
  const calls: string[] = [];
  const sessionStorage = {
    getItem: (key: string) => (calls.push(`get ${key}`), stored),
    removeItem: (key: string) => calls.push(`remove ${key}`),
  };
  runInNewContext(savedScrollRestorer, {
    history: { state },
    sessionStorage,
    scrollTo: (x: number, y: number) => calls.push(`scrollTo ${x},${y}`),
  });
  return calls;
}

describe('the scroll restorer in the page', () => {
  it('asks nothing of the browser on a fresh visit (no history entry key yet)', () => {
    expect(runRestorer(null, null)).toEqual([]);
    expect(runRestorer({ idx: 0 }, null)).toEqual([]);
  });

  it('restores the position saved for a known entry', () => {
    const saved = JSON.stringify({ abc: 640, other: 10 });
    expect(runRestorer({ key: 'abc' }, saved)).toEqual([
      `get ${scrollPositionsStorageKey}`,
      'scrollTo 0,640',
    ]);
  });

  it('leaves the page where it is when nothing was saved for the entry', () => {
    expect(runRestorer({ key: 'new' }, JSON.stringify({ abc: 640 }))).toEqual([
      `get ${scrollPositionsStorageKey}`,
    ]);
  });

  it('drops unreadable saved positions instead of failing', () => {
    expect(runRestorer({ key: 'abc' }, '{broken')).toEqual([
      `get ${scrollPositionsStorageKey}`,
      `remove ${scrollPositionsStorageKey}`,
    ]);
  });

  it('reads React Router’s storage key', async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('react-router'));
    const files = (await readdir(dist)).filter((file) => /\.m?js$/.test(file));
    const sources = await Promise.all(files.map((file) => readFile(`${dist}/${file}`, 'utf8')));
    expect(
      sources.some((source) =>
        source.includes(`SCROLL_RESTORATION_STORAGE_KEY = "${scrollPositionsStorageKey}"`),
      ),
    ).toBe(true);
  });
});

describe('keying a fresh history entry', () => {
  function fakeHistory(state: unknown) {
    const replaced: unknown[] = [];
    return {
      replaced,
      history: {
        state,
        replaceState: (next: unknown) => replaced.push(next),
      } as unknown as History,
    };
  }

  it('gives an entry without a key a random one, as React Router did', () => {
    const { history, replaced } = fakeHistory(null);
    keyFreshHistoryEntry(history);
    expect(replaced).toHaveLength(1);
    const [state] = replaced as { key: string }[];
    expect(Object.keys(state ?? {})).toEqual(['key']);
    expect(state?.key).toMatch(/^[0-9a-v]{6,}$/);
  });

  it('keeps the key of an entry the router has seen', () => {
    const { history, replaced } = fakeHistory({ key: 'abc', idx: 2 });
    keyFreshHistoryEntry(history);
    expect(replaced).toEqual([]);
  });
});
