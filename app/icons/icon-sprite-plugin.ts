/**
 * A Vite plugin that draws every icon of app/icons/names.ts into one SVG sprite, emitted as a
 * hashed (immutable) asset. `import spriteUrl from 'virtual:icon-sprite'` gives its URL.
 * Runs at build time only; the browser gets the sprite file, never the icon data as code.
 */
import { siFacebook, siInstagram, siTiktok, siYoutube } from 'simple-icons';
import type { Plugin } from 'vite';
import { createRequire } from 'node:module';
import { drawnIcons } from './dental-icons.ts';
import { healthIconNames } from './treatment-icons.ts';
import { flagSymbols } from './flags.ts';
import { brandIconNames, filledIconNames, lucideIconNames } from './names.ts';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const virtualId = 'virtual:icon-sprite';
const resolvedId = `\0${virtualId}`;
const devPath = '/@icon-sprite.svg';

const brands: Record<(typeof brandIconNames)[number], string> = {
  facebook: siFacebook.path,
  instagram: siInstagram.path,
  youtube: siYoutube.path,
  tiktok: siTiktok.path,
};

const escape = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function nodeToSvg(node: IconNode): string {
  return node
    .map(([tag, attributes]) => {
      const attrs = Object.entries(attributes)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => `${name}="${escape(value)}"`)
        .join(' ');
      return `<${tag} ${attrs}/>`;
    })
    .join('');
}

async function lucideNode(name: string): Promise<IconNode> {
  const module = (await import(`lucide-react/icons/${name}`)) as {
    __iconData?: { node: IconNode };
  };
  if (!module.__iconData) throw new Error(`lucide-react/icons/${name} has no icon data`);
  return module.__iconData.node;
}

/** Health Icons' SVG bodies (48-unit grid), read at build time from the CC0 set's JSON. */
function healthIconBody(name: string): string {
  const set = createRequire(import.meta.url)('@iconify-json/healthicons/icons.json') as {
    icons: Record<string, { body: string } | undefined>;
  };
  const icon = set.icons[name];
  if (!icon) throw new Error(`@iconify-json/healthicons has no icon ${name}`);
  return icon.body;
}

/**
 * The treatment icons: Health Icons and the ones drawn to their standard, all on a 48 grid. At the
 * 20-32 px they are shown at, the set's 2-unit line is 1 px, lighter than the Lucide icons beside
 * them (2 px at 24); the sprite draws them at 3 units. Health Icons are filled outlines, so a 1-unit
 * stroke adds half a unit on each edge; the drawn icons' lines are made 1.5 times as wide.
 */
export function treatmentIconSymbols(): string[] {
  const health = healthIconNames.map(
    (name) =>
      [
        name,
        `<g stroke="currentColor" stroke-width="1" stroke-linejoin="round">${healthIconBody(name)}</g>`,
      ] as const,
  );
  const drawn = Object.entries(drawnIcons).map(
    ([name, body]) =>
      [
        name,
        body.replace(
          /stroke-width="([\d.]+)"/g,
          (_, width: string) => `stroke-width="${Number(width) * 1.5}"`,
        ),
      ] as const,
  );
  return [...health, ...drawn].map(
    ([name, body]) => `<symbol id="${name}" viewBox="0 0 48 48">${body}</symbol>`,
  );
}

export async function buildSprite(): Promise<string> {
  const stroke =
    'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  const symbols = [
    ...(await Promise.all(
      lucideIconNames.map(
        async (name) =>
          `<symbol id="${name}" ${stroke}>${nodeToSvg(await lucideNode(name))}</symbol>`,
      ),
    )),
    ...(await Promise.all(
      filledIconNames.map(
        async (name) =>
          `<symbol id="${name}" viewBox="0 0 24 24" fill="currentColor" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round">${nodeToSvg(await lucideNode(name))}</symbol>`,
      ),
    )),
    ...brandIconNames.map(
      (name) =>
        `<symbol id="${name}" viewBox="0 0 24 24"><path fill="currentColor" d="${brands[name]}"/></symbol>`,
    ),
    ...treatmentIconSymbols(),
    ...flagSymbols,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

export function iconSprite(): Plugin {
  let command: 'build' | 'serve' = 'build';
  return {
    name: 'icon-sprite',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (command === 'serve') return `export default ${JSON.stringify(devPath)};`;
      const reference = this.emitFile({
        type: 'asset',
        name: 'icons.svg',
        source: await buildSprite(),
      });
      return `export default "__VITE_ASSET__${reference}__";`;
    },
    configureServer(server) {
      server.middlewares.use(devPath, (_req, res) => {
        void buildSprite().then((svg) => {
          res.setHeader('Content-Type', 'image/svg+xml');
          res.end(svg);
        });
      });
    },
  };
}
