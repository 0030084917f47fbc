import fs from 'node:fs';
import jsonld from 'jsonld';
import { Parser, Store } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';

/** Validation of an ELM JSON-LD document against the EU's SHACL shapes (tests/fixtures/elm). */

const FIXTURES = new URL('../fixtures/elm/', import.meta.url);

export interface ShaclViolation {
  focusNode: string;
  path: string | null;
  constraint: string;
  shape: string;
  message: string;
}

/**
 * The shapes of one file of the profile. The EU writes one URL pattern in Java's dialect, a leading
 * `(?i)`, which neither SHACL's XPath patterns nor JavaScript accept; it is read as the equivalent
 * `sh:flags "i"`, so the pattern checks what its authors meant instead of failing to compile.
 */
export function loadShapes(file: 'LOQ-constraints.ttl' | 'LOQ-constraints-mdr.ttl'): Store {
  const turtle = fs.readFileSync(new URL(file, FIXTURES), 'utf8').replaceAll('sh:pattern "^(?i)', 'sh:flags "i"; sh:pattern "^');
  return new Store(new Parser({ format: 'text/turtle' }).parse(turtle));
}

/** The RDF graph of a JSON-LD document, refusing any remote context: the dataset must stand alone. */
export async function jsonLdGraph(document: object): Promise<Store> {
  const refuseRemote = async (url: string) => {
    throw new Error(`The dataset asked for a remote document: ${url}`);
  };
  const nquads = (await jsonld.toRDF(document, { format: 'application/n-quads', documentLoader: refuseRemote })) as unknown as string;
  return new Store(new Parser({ format: 'N-Quads' }).parse(nquads));
}

/**
 * Every violation of `shapes` in `data`. The profile imports the vocabularies it builds on
 * (`owl:imports`); they define terms, not constraints, so nothing is fetched for them.
 */
export async function shaclViolations(shapes: Store, data: Store): Promise<ShaclViolation[]> {
  const validator = new SHACLValidator(shapes, { importGraph: () => new Store() });
  const report = await validator.validate(data);
  return report.results.map((result) => ({
    focusNode: result.focusNode?.value ?? '',
    path: result.path?.value ?? null,
    constraint: result.sourceConstraintComponent?.value.replace('http://www.w3.org/ns/shacl#', 'sh:') ?? '',
    shape: result.sourceShape?.value ?? '',
    message: result.message.map((term) => term.value).join(' '),
  }));
}
