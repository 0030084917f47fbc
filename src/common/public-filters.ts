/**
 * The values the public screens filter by, without Zod: the schemas (src/common/schemas) build on
 * them, and the screens import them from here so no schema joins a public screen's first load.
 */

/** What the site search looks through, in the order results of equal rank are listed. */
export const SEARCH_TYPES = ['article', 'page', 'presentation', 'category', 'file', 'qualification', 'standard', 'provider', 'council'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MAX = 200;

/** The highest page number a list or a search may ask for. */
export const PAGE_NUMBER_MAX = 100_000;

/** The kinds of document the files screen filters by. */
export const FILE_KINDS = ['pdf', 'word', 'spreadsheet', 'presentation', 'image', 'archive', 'text'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
