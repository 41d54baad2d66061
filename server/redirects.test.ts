import { describe, expect, test } from 'vitest';
import { canonicalPath } from './redirects';

describe('canonicalPath', () => {
  test.each([
    ['/', '/'],
    ['/team', '/team'],
    ['/team/', '/team'],
    ['/en/', '/en'],
    ['/en//team//', '/en/team'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example', '/evil.example'],
    ['/index.html', '/'],
    ['/blog/index.html', '/blog'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  test('a canonical path maps to itself, so a redirect can never loop', () => {
    for (const path of ['/team/', '//x//', '/a/index.html', '/tr/']) {
      const once = canonicalPath(path);
      expect(canonicalPath(once)).toBe(once);
    }
  });
});
