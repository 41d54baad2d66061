/**
 * Structured-data validation with tools nobody here wrote, offline:
 * - Adobe's structured-data validator: every type and property against the schema.org vocabulary
 *   (as schema.org publishes it, shipped by @vocabulary/schema), plus Google's rich-result rules for
 *   the types it knows (reviews, ratings, breadcrumbs, organizations…).
 * - structured-data-testing-tool's Google preset: Google's required and recommended fields,
 *   among them an article's publisher (name and logo), which Adobe's does not check.
 * Both report errors and warnings; a page passes with none of either.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import sdtt, { type Result } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';

const require = createRequire(import.meta.url);

const rdf = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';
const rdfs = 'http://www.w3.org/2000/01/rdf-schema#';
const schema = 'http://schema.org/';

type VocabularyNode = {
  '@id': string;
  '@type'?: string;
  'rdfs:subClassOf'?: { '@id': string }[];
  'schema:domainIncludes'?: { '@id': string }[];
};

/**
 * schema.org's vocabulary file (N-Quads) as the part of its JSON-LD form the validator reads: the
 * classes with their parents, the properties with the types they belong to.
 */
export function schemaOrgVocabulary(nquads: string): { '@graph': VocabularyNode[] } {
  const short = (iri: string) =>
    iri.replace(schema, 'schema:').replace(rdfs, 'rdfs:').replace(rdf, 'rdf:');
  const nodes = new Map<string, VocabularyNode>();
  const node = (id: string) => {
    let found = nodes.get(id);
    if (!found) nodes.set(id, (found = { '@id': id }));
    return found;
  };
  for (const line of nquads.split('\n')) {
    const triple = /^<([^>]+)> <([^>]+)> <([^>]+)>/.exec(line);
    if (!triple?.[1] || !triple[2] || !triple[3]) continue; // literals: not needed here
    const [subject, predicate, object] = [short(triple[1]), short(triple[2]), short(triple[3])];
    if (predicate === 'rdf:type' && (object === 'rdfs:Class' || object === 'rdf:Property')) {
      node(subject)['@type'] = object;
    } else if (predicate === 'rdfs:subClassOf' || predicate === 'schema:domainIncludes') {
      (node(subject)[predicate] ??= []).push({ '@id': object });
    }
  }
  return { '@graph': [...nodes.values()] };
}

let vocabulary: ReturnType<typeof schemaOrgVocabulary> | undefined;
function vocabularyOnce() {
  vocabulary ??= schemaOrgVocabulary(
    readFileSync(require.resolve('@vocabulary/schema/schema.nq'), 'utf8'),
  );
  return vocabulary;
}

/** Every error and warning both validators find in a page's HTML, as readable lines. */
export async function structuredDataIssues(html: string): Promise<string[]> {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ['rdfa', 'microdata'],
  }).parse(html);
  const adobe = await new Validator(vocabularyOnce()).validate(extracted);
  const issues = adobe.map((issue) => {
    const where = (issue.path ?? []).map((step) => step.type ?? step.property).join(' › ');
    return `${issue.severity} ${issue.issueMessage}${where ? ` (${where})` : ''}`;
  });

  let google: Result;
  try {
    google = await sdtt.structuredDataTestHtml(html, { presets: [presets.Google] });
  } catch (error) {
    // It rejects when a test fails, with the whole result attached.
    const result = (error as { res?: Result }).res;
    if (!result) throw error;
    google = result;
  }
  issues.push(...google.failed.map((test) => `ERROR Google: ${test.test}`));
  issues.push(...google.warnings.map((test) => `WARNING Google: ${test.test}`));
  return issues;
}
