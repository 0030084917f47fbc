import fs from 'node:fs';
import { z } from 'zod';
import {
  seedArticleSchema,
  seedAwardingBodySchema,
  seedCategorySchema,
  seedCouncilSchema,
  seedDocumentSchema,
  seedMenusSchema,
  seedPageSchema,
  seedPresentationSchema,
  seedProviderSchema,
  seedQualificationSchema,
  seedStandardSchema,
  seedTagSchema,
} from './schemas.js';

/** The demo content's files, each with the schema of what it holds. */
const SEED_FILES = {
  categories: { file: 'categories.json', schema: z.array(seedCategorySchema) },
  tags: { file: 'tags.json', schema: z.array(seedTagSchema) },
  articles: { file: 'articles.json', schema: z.array(seedArticleSchema) },
  pages: { file: 'pages.json', schema: z.array(seedPageSchema) },
  presentations: { file: 'presentations.json', schema: z.array(seedPresentationSchema) },
  documents: { file: 'documents.json', schema: z.array(seedDocumentSchema) },
  menus: { file: 'menus.json', schema: seedMenusSchema },
  awardingBodies: { file: 'awarding-bodies.json', schema: z.array(seedAwardingBodySchema) },
  qualifications: { file: 'qualifications.json', schema: z.array(seedQualificationSchema) },
  standards: { file: 'standards.json', schema: z.array(seedStandardSchema) },
  providers: { file: 'providers.json', schema: z.array(seedProviderSchema) },
  councils: { file: 'councils.json', schema: z.array(seedCouncilSchema) },
} as const;

type SeedFiles = typeof SEED_FILES;
export type SeedContent = { [Kind in keyof SeedFiles]: z.infer<SeedFiles[Kind]['schema']> };

/** The folder of this module, where the build puts the data files too (`npm run build:server` copies them). */
const CONTENT_DIRECTORY = new URL('./', import.meta.url);

/**
 * Reads the demo content, every file checked against its shape. It is read when needed, not on
 * import: a portal that does not seed never loads it.
 */
export function loadSeedContent(directory: URL = CONTENT_DIRECTORY): SeedContent {
  const kinds = Object.entries(SEED_FILES).map(([kind, { file, schema }]) => [kind, readSeedFile(new URL(file, directory), file, schema)]);
  return Object.fromEntries(kinds) as SeedContent;
}

function readSeedFile<S extends z.ZodType>(url: URL, file: string, schema: S): z.infer<S> {
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(url, 'utf8'));
  } catch (error) {
    throw new Error(`Demo content ${file} cannot be read: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeIssue(data, issue)).join('; ');
    throw new Error(`Demo content ${file} is not valid: ${problems}`);
  }
  return parsed.data;
}

/**
 * Where an issue is, as an editor of the file would look for it: the item (the first array entry on
 * the path, by its ref, code or key when it has one, else by its index) and the field inside it.
 */
function describeIssue(data: unknown, issue: z.core.$ZodIssue): string {
  const itemAt = issue.path.findIndex((key) => typeof key === 'number');
  if (itemAt < 0) return `${issue.path.join('.') || '(file)'}: ${issue.message}`;
  const listPath = issue.path.slice(0, itemAt);
  const list = listPath.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown>)[key], data);
  const index = issue.path[itemAt] as number;
  const where = `${listPath.join('.')}[${index}]`;
  const item = (list as unknown[])[index] as Record<string, unknown> | undefined;
  const name = [item?.ref, item?.code, item?.key].find((value) => typeof value === 'string');
  const field = issue.path.slice(itemAt + 1).join('.');
  return `item ${where}${name ? ` (${name as string})` : ''}${field ? `, ${field}` : ''}: ${issue.message}`;
}
