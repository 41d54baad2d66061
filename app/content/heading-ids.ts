/**
 * Readable, stable ids for the section headings of a long text, for the "On this page" jump links:
 * "Wat is een wortelkanaalbehandeling?" → "wat-is-een-wortelkanaalbehandeling",
 * "Kök kanal tedavisi nasıl yapılır?" → "kok-kanal-tedavisi-nasil-yapilir". Letters without their
 * accents (the dotless ı too), digits, and one hyphen between words; a second heading with the same
 * words gets "-2". The id changes only when the heading’s words do.
 */
export function headingId(text: string, taken: Set<string> = new Set()): string {
  const base =
    text
      .replace(/[ıİ]/g, 'i')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/&[a-z]+;|&#\d+;/g, ' ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

export interface TocEntry {
  id: string;
  text: string;
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/**
 * Gives each `<h2>` of rendered HTML an id and lists them, in order, with their text (tags dropped,
 * entities decoded: React escapes it again). Headings that already have attributes are left alone.
 */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const taken = new Set<string>();
  const toc: TocEntry[] = [];
  const out = html.replace(/<h2>([\s\S]*?)<\/h2>/g, (_, inner: string) => {
    const text = inner
      .replace(/<[^>]+>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
      .replace(/\s+/g, ' ')
      .trim();
    const id = headingId(text, taken);
    toc.push({ id, text });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: out, toc };
}
