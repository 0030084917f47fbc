import { z } from 'zod';
import { slugInputSchema } from './common.js';

type FieldShape = Record<string, z.ZodType<string | undefined>>;

/** One locale's texts of a content type, by field name (plus `slug` where the type has one). */
export type TranslationFields = Record<string, string | undefined>;

export interface TranslationsInput {
  sr: TranslationFields;
  /** Only the Latin fields an editor overrides by hand; the rest is derived from `sr`. */
  lat?: TranslationFields | undefined;
  /** null removes the English translation; left out, the stored one stays. */
  en?: TranslationFields | null | undefined;
}

/**
 * Per-locale texts of a content type: `sr` required, `en` optional (null removes it, leaving it
 * out keeps the stored one), `lat` holds
 * only the fields an editor overrides by hand; the rest of `lat` is derived from `sr`.
 */
export function translationsSchema(required: FieldShape, optional: FieldShape, withSlug: boolean): z.ZodType<TranslationsInput> {
  const slug = withSlug ? { slug: slugInputSchema.optional() } : {};
  const full = z.strictObject({ ...required, ...Object.fromEntries(Object.entries(optional).map(([k, v]) => [k, v.optional()])), ...slug });
  const overrides = z.strictObject({
    ...Object.fromEntries(Object.entries({ ...required, ...optional }).map(([k, v]) => [k, v.optional()])),
    ...slug,
  });
  return z.strictObject({ sr: full, lat: overrides.optional(), en: full.nullable().optional() }) as z.ZodType<TranslationsInput>;
}
