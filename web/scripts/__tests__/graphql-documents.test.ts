import { describe, expect, it } from 'vitest';

import {
  documentExport,
  documentModule,
  generatedDocuments,
  inlineDocuments,
  markDocumentsPure,
} from '../graphql-documents';

describe('graphql documents at build time', () => {
  it('names the generated export of an operation or a fragment', () => {
    expect(documentExport('\n  query Plans {\n    plans { id }\n  }\n')).toBe('PlansDocument');
    expect(documentExport('mutation RefreshSession { refreshSession { accessToken } }')).toBe(
      'RefreshSessionDocument',
    );
    expect(documentExport('fragment PlanOfferFields on PlanOffer { id }')).toBe(
      'PlanOfferFieldsFragmentDoc',
    );
    expect(() => documentExport('{ plans { id } }')).toThrow(/No named operation/);
  });

  it('replaces each graphql() call with an import of its document', () => {
    const code = [
      "import { graphql } from '@/lib/gql';",
      "import { request } from '@/lib/graphql-client';",
      'export const A = graphql(`',
      '  query Plans { plans { id } }',
      '`);',
      'export const B = graphql(`fragment F on PlanOffer { id }`);',
    ].join('\n');
    const out = inlineDocuments(code, new Set(['PlansDocument', 'FFragmentDoc']));
    expect(out).toBe(
      [
        "import __gql_PlansDocument from 'virtual:gql-document/PlansDocument';",
        "import __gql_FFragmentDoc from 'virtual:gql-document/FFragmentDoc';",
        "import { request } from '@/lib/graphql-client';",
        'export const A = __gql_PlansDocument;',
        'export const B = __gql_FFragmentDoc;',
      ].join('\n'),
    );
    expect(inlineDocuments('const x = 1;', new Set())).toBe('const x = 1;');
    // The map's import is dropped from src/lib too (`./gql`).
    expect(
      inlineDocuments(
        "import { graphql } from './gql';\nconst S = graphql(`mutation SignOut { signOut }`);",
        new Set(['SignOutDocument']),
      ),
    ).toBe(
      "import __gql_SignOutDocument from 'virtual:gql-document/SignOutDocument';\nconst S = __gql_SignOutDocument;",
    );
    expect(() => inlineDocuments('graphql(`query Nope { a }`)', new Set())).toThrow(
      /NopeDocument is not generated/,
    );
  });

  it('marks the generated documents pure', () => {
    expect(markDocumentsPure('export const PlansDocument = new TypedDocumentString(`q`);')).toBe(
      'export const PlansDocument = /*#__PURE__*/ new TypedDocumentString(`q`);',
    );
  });

  it('reads the generated documents and writes a module for one', () => {
    const generated = [
      'export const FFragmentDoc = new TypedDocumentString(`',
      '    fragment F on PlanOffer { id }',
      '    `, {"fragmentName":"F"}) as unknown as TypedDocumentString<FFragment, unknown>;',
      'export const PlansDocument = new TypedDocumentString(`',
      '    query Plans { plans { ...F } }',
      '    `) as unknown as TypedDocumentString<PlansQuery, PlansQueryVariables>;',
    ].join('\n');
    const documents = generatedDocuments(generated);
    expect([...documents.keys()]).toEqual(['FFragmentDoc', 'PlansDocument']);
    expect(documents.get('FFragmentDoc')?.meta).toBe('{"fragmentName":"F"}');
    expect(documentModule(documents.get('PlansDocument')!, '/gen.ts')).toBe(
      "import { TypedDocumentString } from '/gen.ts';\n" +
        'export default /*#__PURE__*/ new TypedDocumentString(`\n    query Plans { plans { ...F } }\n    `);\n',
    );
  });
});
