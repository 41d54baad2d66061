import { describe, expect, test } from 'vitest';
import routes from '~/routes';
import { langFromPath, languages } from './languages';
import {
  equivalentPath,
  pageAt,
  pageFromRouteId,
  pathFor,
  routeIdFor,
  sitePages,
  specPageIds,
  treatmentIds,
} from './pages';

/** Specification §2, written out as it stands there (not derived from the code under test). */
const specification = {
  common: [
    ['home', '/', '/en', '/tr'],
    ['services', '/services', '/en/services', '/tr/services'],
    ['team', '/team', '/en/team', '/tr/team'],
    ['our-clinic', '/our-clinic', '/en/our-clinic', '/tr/our-clinic'],
    ['contact', '/contact', '/en/contact', '/tr/contact'],
    ['rates', '/rates', '/en/rates', '/tr/rates'],
    ['blog', '/blog', '/en/blog', '/tr/blog'],
  ],
  treatments: [
    [
      'general',
      '/tandarts-amstelveen',
      '/en/general-dentistry-amstelveen',
      '/tr/genel-dis-hekimligi-amstelveen',
    ],
    [
      'cosmetic',
      '/facings-amstelveen',
      '/en/cosmetic-dentistry-amstelveen',
      '/tr/kozmetik-dis-hekimligi-amstelveen',
    ],
    ['orthodontics', '/orthodontie', '/en/orthodontics-amstelveen', '/tr/ortodonti-amstelveen'],
    [
      'implants',
      '/implantaten',
      '/en/dental-implants-amstelveen',
      '/tr/dis-implantlari-amstelveen',
    ],
    [
      'pediatric',
      '/kindertandarts',
      '/en/pediatric-dentistry-amstelveen',
      '/tr/cocuk-dis-hekimligi-amstelveen',
    ],
    [
      'emergency',
      '/spoed-tandarts',
      '/en/emergency-dentistry-amstelveen',
      '/tr/acil-dis-hekimligi-amstelveen',
    ],
    [
      'checkup',
      '/tandartscontrole',
      '/en/dental-checkup-amstelveen',
      '/tr/dis-kontrolu-amstelveen',
    ],
    ['hygiene', '/mondhygiene', '/en/dental-hygiene-amstelveen', '/tr/dis-hijyeni-amstelveen'],
    ['fillings', '/vullingen', '/en/dental-fillings-amstelveen', '/tr/dis-dolgulari-amstelveen'],
    [
      'rootcanal',
      '/wortelkanaalbehandeling',
      '/en/root-canal-amstelveen',
      '/tr/kok-kanal-amstelveen',
    ],
    [
      'whitening',
      '/tanden-bleken',
      '/en/teeth-whitening-amstelveen',
      '/tr/dis-beyazlatma-amstelveen',
    ],
    [
      'crowns',
      '/kronen-en-bruggen',
      '/en/crowns-bridges-amstelveen',
      '/tr/kronlar-koprular-amstelveen',
    ],
    [
      'invisalign',
      '/invisalign-amstelveen',
      '/en/invisalign-amstelveen',
      '/tr/invisalign-amstelveen',
    ],
  ],
} as const;
const specRows = [...specification.common, ...specification.treatments];

describe('the page table', () => {
  test('has exactly the 60 paths of the specification, all different', () => {
    const expected = specRows.flatMap(([, nl, en, tr]) => [nl, en, tr]).sort();
    const actual = specPageIds.flatMap((id) => languages.map((lang) => pathFor(id, lang))).sort();
    expect(actual).toEqual(expected);
    expect(new Set(actual).size).toBe(60);
  });

  test.each(specRows)('%s has its path in each language', (id, nl, en, tr) => {
    expect(pathFor(id, 'nl')).toBe(nl);
    expect(pathFor(id, 'en')).toBe(en);
    expect(pathFor(id, 'tr')).toBe(tr);
  });

  test('every path of the site is unique, and maps back to its page and language', () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of sitePages) {
      expect(pageAt(page.path)).toEqual(page);
      expect(langFromPath(page.path)).toBe(page.lang);
    }
  });

  test('blog articles live below the blog of their language', () => {
    for (const page of sitePages.filter(
      (p) => p.id === 'regular-visits' || p.id === 'dental-costs',
    )) {
      expect(page.path.startsWith(`${pathFor('blog', page.lang)}/`)).toBe(true);
    }
  });

  test.each(specification.treatments)(
    'the language switcher maps %s to the translated slug',
    (_id, nl, en, tr) => {
      for (const from of [nl, en, tr]) {
        expect(equivalentPath(from, 'nl')).toBe(nl);
        expect(equivalentPath(from, 'en')).toBe(en);
        expect(equivalentPath(from, 'tr')).toBe(tr);
      }
    },
  );

  test('the switcher adds or removes the prefix on common pages', () => {
    expect(equivalentPath('/team', 'en')).toBe('/en/team');
    expect(equivalentPath('/en/team', 'nl')).toBe('/team');
    expect(equivalentPath('/tr', 'nl')).toBe('/');
    expect(equivalentPath('/', 'tr')).toBe('/tr');
  });

  test('from a page that does not exist, the switcher goes to the home page of the language', () => {
    expect(equivalentPath('/en/no-such-page', 'tr')).toBe('/tr');
    expect(equivalentPath('/nope', 'en')).toBe('/en');
  });

  test('language comes from the prefix only', () => {
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/en/team')).toBe('en');
    expect(langFromPath('/english')).toBe('nl');
    expect(langFromPath('/tr/x')).toBe('tr');
    expect(langFromPath('/trees')).toBe('nl');
    expect(langFromPath('/team')).toBe('nl');
  });

  test('route ids name the page and language, and read back', () => {
    for (const id of treatmentIds) {
      for (const lang of languages) {
        expect(pageFromRouteId(routeIdFor(id, lang))).toEqual({ id, lang });
      }
    }
    expect(pageFromRouteId('not-found')).toBeUndefined();
  });
});

describe('routes.ts', () => {
  test('has one route per page per language with explicit ids, plus resources and the 404', () => {
    const byId = new Map(routes.map((route) => [route.id, route]));
    for (const page of sitePages) {
      const route = byId.get(routeIdFor(page.id, page.lang));
      expect(route?.path, page.path).toBe(page.path);
    }
    expect(byId.get('not-found')?.path).toBe('*');
    expect(routes.filter((route) => route.file === 'routes/treatment.tsx')).toHaveLength(39);
  });
});
