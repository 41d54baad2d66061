import { describe, expect, test } from 'vitest';
import { chooseEncoding } from './content-encoding';

const choose = (acceptEncoding?: string) =>
  chooseEncoding(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });

describe('chooseEncoding', () => {
  test.each([
    // Chromium (and Edge) today; Firefox today and before it offered zstd; Safari.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br, gzip', 'br'],
    ['*', 'br'],
  ])('equal q values: the smallest encoding wins, whatever the order (%s)', (header, expected) => {
    expect(choose(header)).toBe(expected);
  });

  test.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['gzip;q=0.5, br;q=0.5, identity;q=0.8', 'identity'],
  ])('q values decide before preference (%s)', (header, expected) => {
    expect(choose(header)).toBe(expected);
  });

  test.each([
    ['gzip, deflate, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0, identity', 'identity'],
    ['gzip, *;q=0', 'gzip'],
  ])('q=0 refuses an encoding (%s)', (header, expected) => {
    expect(choose(header)).toBe(expected);
  });

  test('no header, an empty one, or only unknown encodings: unencoded', () => {
    expect(choose()).toBe('identity');
    expect(choose('')).toBe('identity');
    expect(choose('zstd, deflate')).toBe('identity');
  });
});
