import type { EntityType } from '../../../common/schemas/admin.js';
import type { Executor } from '../../db/executor.js';
import type { TranslationsInput } from '../../../common/schemas/translations.js';
import type { SearchType } from '../../../common/schemas/search.js';

export { ENTITY_TYPES, type EntityType } from '../../../common/schemas/admin.js';

/**
 * What makes one content type different from the others. Everything shared (translations, slugs,
 * status, revisions, version checks) is written once, in content.service.ts and the files beside
 * it, and reads this.
 */
export interface ContentType<Input extends ContentInput = ContentInput, Own = Record<string, unknown>> {
  entity: EntityType;
  /** Human name used in messages, e.g. "Article". */
  label: string;
  table: string;
  translationTable: string;
  /** Translated fields: API name → column. */
  translatedFields: Record<string, string>;
  /** Field the slug is generated from (absent for types without slugs). */
  slugSource?: string;
  richTextFields?: string[];
  /**
   * Whether its table keeps the sort keys of its title in every locale (sort_key_sr, …; migration
   * 0028), for a public list in alphabetical order read from an index. Every save writes them.
   */
  sortedByTitle?: boolean;
  /** Link table of tags, when the type has tags. */
  tagTable?: string;
  /** Own (untranslated) columns of a write, beside the common ones. */
  toRow(input: Input): Record<string, unknown>;
  /** Own fields of the admin view, from a row of the type's table. */
  fromRow(row: Record<string, unknown>): Own;
  /** Checks references (category exists, parent is not a descendant, …) inside the write. */
  validate?(trx: Executor, input: Input, id: number | null): Promise<void>;
  /** Writes what lives in other tables (slides, …) inside the same transaction. */
  afterWrite?(trx: Executor, id: number, input: Input): Promise<void>;
  /** Refuses deletion (throws) while other content still needs the item. */
  assertDeletable?(trx: Executor, id: number): Promise<void>;
  /** Fields of the admin list's rows read from other tables (a file's document warnings), by id. */
  loadListExtra?(db: Executor, ids: number[]): Promise<Map<number, Record<string, unknown>>>;
  /** Extra admin-view fields read from other tables (slides, media, …); `row` is the item's row as stored. */
  loadExtra?(db: Executor, id: number, row: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** What the site search indexes of the type; null: the site search does not find it. */
  search: SearchFields | null;
  /**
   * Items of other types the item shows or links to on the public site (its category, tags, a
   * menu item's target): a published item's save names those that are not public with it.
   */
  references?(input: Input): ItemReferences[];
}

/** Ids of one type that an item refers to (null and undefined ids are left out). */
export interface ItemReferences {
  type: ContentType;
  ids: readonly (number | null | undefined)[];
}

/** The translated column that names an item (a title, a name, a label): its slug's source, else its first field. */
export function titleColumnOf(type: ContentType): string {
  return type.translatedFields[type.slugSource ?? 'title'] ?? Object.values(type.translatedFields)[0]!;
}

/** The texts a search document is made of, by translated field (API names), weighted title > summary > body. */
export interface SearchFields {
  type: SearchType;
  title: string;
  summary?: string[];
  body?: string[];
  /** Own column holding the date a hit shows (a presentation's event); published_at otherwise. */
  dateColumn?: string;
  /**
   * Words the type's titles begin with that name the type, not the item ("Стандард квалификације
   * Кувар", "Qualification standard: Cook"), in any script: indexed with the summary's weight, so
   * a word of them ranks its few news and documents above every item of the type, and the rest of
   * the title (Кувар) weighs as a title of its own.
   */
  titleLead?: readonly string[];
}

export type { TranslationFields, TranslationsInput } from '../../../common/schemas/translations.js';

export interface ContentInput {
  status: 'draft' | 'published' | 'archived';
  publishedAt?: string | null | undefined;
  tagIds?: number[] | undefined;
  translations: TranslationsInput;
}
