import { describe, expect, test } from 'vitest';
import { isManagePath } from '~/appointments/manage-paths';
import { pageAt } from '~/i18n/pages';
import { redirectTargetFor, shortPaths } from '~/i18n/short-paths.server';
import { canonicalPath } from './redirects';
import { staffBasePath } from './staff-http';

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

describe('short addresses and other letter case', () => {
  test.each([
    ['/spoed', '/spoed-tandarts'],
    ['/Spoed', '/spoed-tandarts'],
    ['/emergency', '/en/emergency-dentistry-amstelveen'],
    ['/en/emergency', '/en/emergency-dentistry-amstelveen'],
    ['/en/veneers', '/en/cosmetic-dentistry-amstelveen'],
    ['/veneers', '/facings-amstelveen'],
    ['/acil', '/tr/acil-dis-hekimligi-amstelveen'],
    ['/tarieven', '/rates'],
    ['/afspraak', '/#appointment'],
    ['/tr/randevu', '/tr#appointment'],
    ['/Implantaten', '/implantaten'],
    ['/EN/Team', '/en/team'],
    // The default language's prefix, and another language's slug under a prefix.
    ['/nl', '/'],
    ['/nl/services', '/services'],
    ['/en/kindertandarts', '/en/pediatric-dentistry-amstelveen'],
    ['/tr/spoed-tandarts', '/tr/acil-dis-hekimligi-amstelveen'],
    ['/en/blog/kosten-tandarts-nederland', '/en/blog/dental-costs-netherlands'],
    ['/tr/emergency', '/tr/acil-dis-hekimligi-amstelveen'],
    ['/en/invisalign', '/en/invisalign-amstelveen'],
    ['/tr/tedaviler', '/tr/services'],
    // Typed by two reviewers, and a 404 until round 50 (BA, BB).
    ['/diensten', '/services'],
    ['/ons-team', '/team'],
    ['/tr/klinigimiz', '/tr/our-clinic'],
    ['/en/diensten', '/en/services'],
  ])('%s → %s', (from, to) => {
    expect(redirectTargetFor(from)).toBe(to);
  });

  test('a page, and anything that is not ours, is left alone', () => {
    for (const path of [
      '/',
      '/spoed-tandarts',
      '/en/team',
      '/nope',
      '/mijn-afspraak/AbC123',
      '/beheer',
    ]) {
      expect(redirectTargetFor(path), path).toBeUndefined();
    }
  });

  test('no short address is a page, a patient’s or the staff’s path, and each is written in lower case', () => {
    for (const path of Object.keys(shortPaths)) {
      expect(path, path).toBe(path.toLowerCase());
      expect(pageAt(path), path).toBeUndefined();
      expect(isManagePath(`${path}/x`), path).toBe(false);
      expect(path.startsWith(staffBasePath), path).toBe(false);
    }
  });

  test('every target is a page (or the home page’s form), so one redirect reaches it', () => {
    for (const path of Object.keys(shortPaths)) {
      const target = redirectTargetFor(path) ?? '';
      expect(pageAt(target.split('#')[0] ?? ''), `${path} → ${target}`).toBeDefined();
      expect(redirectTargetFor(target.split('#')[0] ?? '')).toBeUndefined();
    }
  });
});
