import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyrillicTexts, featureSources, keysAskedFor, placeholders, readCatalogue } from '../../locales/message-catalogue.js';
import { LOCALES } from '../../../common/locales.js';
import { DASHBOARD_SECTIONS } from '../../../common/routes.js';
import { AUDIT_ACTIONS } from '../../../common/schemas/audit.js';
import { FORM_KEYS } from '../../../common/forms/form-definitions.js';
import { SUBMISSION_EVENT_KINDS, SUBMISSION_STATES } from '../../../common/forms/form-state.js';
import { INVITATION_STATUSES } from '../../../common/schemas/invitations.js';
import { OPEN_REVIEW_STATES } from '../../../common/review.js';
import { reviewListQuerySchema } from '../../../common/schemas/review.js';
import { TRANSLATION_STATES, TRANSLATION_STATE_FILTERS } from '../../../common/schemas/translation-status.js';
import { ROLES } from '../../../common/schemas/user.js';
import { KEYS_BY_CODE } from './error-text.js';
import { SECTION_OF_TYPE } from './section-paths.js';

const messages = readCatalogue('dashboard');

describe('dashboard messages', () => {
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
    expect(cyrillicTexts(messages.sr)).toContain(messages.sr.get('signIn.title'));
  });

  it('have every key the dashboard asks for', () => {
    const adminLayout = fileURLToPath(new URL('../../app/admin-layout.tsx', import.meta.url));
    // The translation status screen has its own folder and speaks from this catalogue.
    const translationStatus = featureSources(fileURLToPath(new URL('../dashboard-translations/', import.meta.url)));
    // So do the forms' queues.
    const submissions = featureSources(fileURLToPath(new URL('../dashboard-submissions/', import.meta.url)));
    const used = keysAskedFor([...featureSources(fileURLToPath(new URL('.', import.meta.url))), ...translationStatus, ...submissions, adminLayout]);
    const dynamic = [
      ...DASHBOARD_SECTIONS.map((section) => `sections.${section}`),
      ...Object.keys(SECTION_OF_TYPE).map((type) => `types.${type}`),
      ...ROLES.map((role) => `roles.${role}`),
      ...AUDIT_ACTIONS.map((action) => `audit.actions.${action}`),
      ...INVITATION_STATUSES.map((status) => `invitations.statuses.${status}`),
      ...LOCALES.map((locale) => `invitations.languages.${locale}`),
      ...Object.values(KEYS_BY_CODE),
      ...reviewListQuerySchema.shape.scope.options.flatMap((scope) => ['title', 'caption', 'empty'].map((text) => `home.reviews.${scope}.${text}`)),
      ...OPEN_REVIEW_STATES.map((state) => `home.reviews.states.${state}`),
      ...TRANSLATION_STATES.map((state) => `translations.states.${state}`),
      ...SUBMISSION_STATES.map((state) => `submissions.states.${state}`),
      ...SUBMISSION_EVENT_KINDS.map((kind) => `submissions.events.${kind}`),
      ...FORM_KEYS.map((form) => `submissions.forms.${form}`),
      ...TRANSLATION_STATE_FILTERS.map((state) => `translations.filters.${state}`),
      ...['first', 'previous', 'next', 'last'].map((control) => `translations.pagination.${control}`),
    ];
    expect(used.size).toBeGreaterThan(50);
    expect([...used, ...dynamic].filter((key) => !messages.sr.has(key))).toEqual([]);
  });
});
