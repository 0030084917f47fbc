import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { DASHBOARD_EDITABLE } from '../../../common/routes.js';
import { CONTENT_STATUSES } from '../../../common/schemas/common.js';
import { ACQUISITION_WAYS, AWARDING_BODY_KINDS, QUALIFICATION_TYPES, REGISTER_STATUSES } from '../../../common/register.js';
import { AUDIENCES, FIXED_PAGE_KEYS } from '../../../common/schemas/content.js';
import { APPROVAL_ACTIVITIES, APPROVAL_STATUSES, LEGAL_FORMS } from '../../../common/providers.js';
import { cyrillicTexts, featureSources, keysAskedFor, placeholders, readCatalogue } from '../../locales/message-catalogue.js';
import { EDIT_TYPES, OWN_FIELDS } from './edit-types.js';
import { APPROVAL_TEXT_ROWS } from './approval-form-state.js';

const messages = readCatalogue('dashboard-edit');

/** Keys the screens build from data (`t(\`fields.${name}\`)`): every value they can take. */
const DYNAMIC_KEYS = [
  ...DASHBOARD_EDITABLE.flatMap((section) => [`sections.${section}`, `types.${section}`, `newHeading.${section}`]),
  ...Object.values(EDIT_TYPES).flatMap((spec) => spec.fields.map((field) => `fields.${field.name}`)),
  ...LOCALES.map((locale) => `locales.${locale}`),
  ...OWN_FIELDS.map((field) => `own.${field}`),
  ...CONTENT_STATUSES.map((status) => `statuses.${status}`),
  ...AUDIENCES.map((audience) => `audiences.${audience}`),
  ...FIXED_PAGE_KEYS.map((key) => `pageKeys.${key}`),
  ...QUALIFICATION_TYPES.map((type) => `qualificationTypes.${type}`),
  ...ACQUISITION_WAYS.map((way) => `acquisitionWays.${way}`),
  ...REGISTER_STATUSES.map((status) => `registerStatuses.${status}`),
  ...AWARDING_BODY_KINDS.map((kind) => `bodyKinds.${kind}`),
  ...LEGAL_FORMS.map((form) => `legalForms.${form}`),
  ...APPROVAL_ACTIVITIES.map((activity) => `approvalActivities.${activity}`),
  ...APPROVAL_STATUSES.map((status) => `approvalStatuses.${status}`),
  ...['activity', 'programmeSr', 'programmeEn', 'qualificationId', 'level', 'decisionNumber', 'decisionDate', 'validFrom', 'validUntil', 'isRevoked', 'revokedAt', 'revocationReason'].map((field) => `own.approval.${field}`),
  ...['image', 'heading', 'link', 'table', 'text'].map((kind) => `accessibility.elements.${kind}`),
  ...APPROVAL_TEXT_ROWS.flatMap((list) => [list.legend, list.add, list.row, ...list.parts.map((part) => part.label)]),
  'publishing.status',
  'publishing.publishedAt',
];

describe('dashboard-edit messages', () => {
  it('have the same keys and placeholders in every locale, none empty', () => {
    const keys = [...messages.sr.keys()].sort();
    for (const locale of LOCALES) {
      expect([...messages[locale].keys()].sort(), locale).toEqual(keys);
      for (const [key, text] of messages[locale]) {
        expect(text.trim(), `${locale}:${key}`).not.toBe('');
        expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(messages.sr.get(key)!));
      }
    }
  });

  it('write sr in Cyrillic and lat without it', () => {
    expect(cyrillicTexts(messages.lat)).toEqual([]);
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('actions.save'));
  });

  it('have every key the edit screens ask for', () => {
    const used = keysAskedFor(featureSources(fileURLToPath(new URL('.', import.meta.url))));
    expect(used.size).toBeGreaterThan(100);
    expect([...used, ...DYNAMIC_KEYS].filter((key) => !messages.sr.has(key))).toEqual([]);
  });
});
