/* eslint-disable @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path */
/** Guide articles, rendered at build time by scripts/markdown.ts. */
declare module '*.md' {
  export const meta: import('../../scripts/markdown').ArticleMeta;
  export const html: string;
  export const headings: import('../../scripts/markdown').Heading[];
}

declare module '*.md?meta' {
  export const meta: import('../../scripts/markdown').ArticleMeta;
}
