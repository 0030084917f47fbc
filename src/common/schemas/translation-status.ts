import { z } from 'zod';
import { ENTITY_TYPES } from './admin.js';
import { idSchema, pageQuerySchema, statusSchema } from './common.js';

/**
 * How one locale of an item stands against the Serbian Cyrillic it is translated or derived from:
 * - missing: there is no English text;
 * - stale: the Serbian text changed after this locale's text was last saved (for the Latin, only
 *   when some of it is written by hand: derived text follows the Cyrillic by itself);
 * - current: neither.
 */
export const TRANSLATION_STATES = ['stale', 'missing', 'current'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Which items the list shows: one state, or 'outdated' for stale and missing together. */
export const TRANSLATION_STATE_FILTERS = [...TRANSLATION_STATES, 'outdated'] as const;

/** GET /api/admin/translation-status: every item of the type (or of every type), the work first. */
export const translationStatusQuerySchema = z.strictObject({
  ...pageQuerySchema,
  type: z.enum(ENTITY_TYPES).optional(),
  state: z.enum(TRANSLATION_STATE_FILTERS).optional(),
});

const localeStatusSchema = z.object({
  state: z.enum(TRANSLATION_STATES),
  /** When this locale's text last changed (null: there is none). */
  changedAt: z.string().nullable(),
  /** The item's version whose save last changed this locale's text (null: there is none). */
  version: z.number().int().nullable(),
});

export const translationStatusItemSchema = z.object({
  type: z.enum(ENTITY_TYPES),
  id: idSchema,
  /** The Serbian Cyrillic title (name, label). */
  title: z.string(),
  status: statusSchema,
  /** The worst state of its locales (stale, then missing, then current). */
  state: z.enum(TRANSLATION_STATES),
  /** When the Serbian text last changed: how long a stale or missing translation has waited. */
  sourceChangedAt: z.string(),
  sourceVersion: z.number().int(),
  lat: localeStatusSchema.extend({ overridden: z.array(z.string()).describe('Latin fields written by hand') }),
  en: localeStatusSchema,
});
export type TranslationStatusItem = z.infer<typeof translationStatusItemSchema>;

export const translationStatusListSchema = z.object({
  items: z.array(translationStatusItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TranslationStatusList = z.infer<typeof translationStatusListSchema>;

/**
 * GET /api/admin/translation-status/<type>/:id (the type as the list names it): the item's status and, for each stale locale, the
 * Serbian texts as they were when that locale was last saved (from the revision of that save),
 * beside the Serbian texts now: what the translator has to carry over.
 */
export const translationChangesSchema = z.object({
  item: translationStatusItemSchema,
  /** The Serbian translated fields now, by API field name (rich text as HTML). */
  source: z.record(z.string(), z.string()),
  /** Per stale locale: the Serbian fields when it was last saved; null when that revision is gone. */
  sourceWhenSaved: z.object({ lat: z.record(z.string(), z.string()).nullable().optional(), en: z.record(z.string(), z.string()).nullable().optional() }),
});
export type TranslationChanges = z.infer<typeof translationChangesSchema>;
