/**
 * Build-time GraphQL documents. GraphQL Codegen's client preset makes `graphql(`...`)` look a
 * document up in a map of every operation in the app (src/lib/gql/gql.ts), so any page that
 * makes one call ships all of them. This plugin does what the preset's Babel plugin does, one
 * step further: each `graphql(`query Plans ...`)` becomes an import of a small module holding
 * only the generated `PlansDocument` (`PlanOfferFieldsFragmentDoc` for a fragment), so a page
 * ships only the documents it uses (one module for all of them would be one shared chunk).
 * Tests and `vite dev` keep the plain map.
 */
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:gql-document/';
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const GQL_IMPORT = /^import \{ graphql \} from '(?:@\/lib\/gql|\.\/gql)';\n/m;
const DEFINITION = /\b(query|mutation|subscription|fragment)\s+(\w+)/;

/** The generated export for a document's first definition: `PlansDocument`, `XFragmentDoc`. */
export function documentExport(source: string): string {
  const match = DEFINITION.exec(source);
  if (!match) throw new Error(`No named operation or fragment in graphql(\`${source.trim()}\`)`);
  const [, kind, name] = match;
  return kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
}

/**
 * Replaces the `graphql(`...`)` calls in one module with imports of the generated documents.
 * `known` lists what the generated module exports; an unknown name fails the build.
 */
export function inlineDocuments(code: string, known: ReadonlySet<string>): string {
  const used = new Set<string>();
  const replaced = code.replace(CALL, (_call, source: string) => {
    const name = documentExport(source);
    if (!known.has(name)) {
      throw new Error(`${name} is not generated: run npm run codegen`);
    }
    used.add(name);
    return `__gql_${name}`;
  });
  if (used.size === 0) return code;
  // The map's import, now unused: dropped, or the bundle would keep the map.
  const withoutMap = replaced.replace(GQL_IMPORT, '');
  const rest = /\bgraphql\s*[(<]/.test(withoutMap) ? replaced : withoutMap;
  const imports = [...used].map((name) => `import __gql_${name} from '${VIRTUAL}${name}';\n`);
  return `${imports.join('')}${rest}`;
}

/** The generated documents by export name: their text and metadata, as source code. */
export function generatedDocuments(source: string): Map<string, { text: string; meta?: string }> {
  const documents = new Map<string, { text: string; meta?: string }>();
  const pattern =
    /export const (\w+) = new TypedDocumentString\((`[^`]*`)(?:, (\{[^}]*\}))?\) as unknown as/g;
  for (const [, name, text, meta] of source.matchAll(pattern)) {
    documents.set(name!, meta ? { text: text!, meta } : { text: text! });
  }
  return documents;
}

/** The module for one document: the generated class, one instance. */
export function documentModule(
  document: { text: string; meta?: string },
  generated: string,
): string {
  const args = document.meta ? `${document.text}, ${document.meta}` : document.text;
  return `import { TypedDocumentString } from '${generated}';\nexport default /*#__PURE__*/ new TypedDocumentString(${args});\n`;
}

/** `new TypedDocumentString(` -> the same, marked pure so unused documents are dropped. */
export function markDocumentsPure(code: string): string {
  return code.replace(/= new TypedDocumentString\(/g, '= /*#__PURE__*/ new TypedDocumentString(');
}

export function graphqlDocumentsPlugin(generated: string): Plugin {
  let documents = new Map<string, { text: string; meta?: string }>();
  let known = new Set<string>();
  return {
    name: 'superprompt-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments(readFileSync(generated, 'utf8'));
      known = new Set(documents.keys());
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      const name = id.slice(VIRTUAL.length + 1);
      const document = documents.get(name);
      if (!document) throw new Error(`${name} is not generated: run npm run codegen`);
      return documentModule(document, generated);
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file === generated) return markDocumentsPure(code);
      if (!/\/src\/.*\.tsx?$/.test(file) || file.includes('/src/lib/gql/')) return null;
      if (!code.includes('graphql(')) return null;
      return inlineDocuments(code, known);
    },
  };
}
