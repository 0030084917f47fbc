import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { apiFieldErrors, errorMessage, isVersionConflict, localizeFieldMessages } from './error-message.js';

const t = ((key: string) => `<${key}>`) as unknown as TFunction<'dashboard-edit'>;

describe('edit screen error messages', () => {
  it('explain network failures and known codes, else give the API message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe('<errors.network>');
    expect(errorMessage(new ApiError(409, 'VERSION_CONFLICT', 'Someone else saved'), t)).toBe('<errors.versionConflict>');
    expect(errorMessage(new ApiError(409, 'IN_USE', 'This file is linked from an article'), t)).toBe('This file is linked from an article');
    expect(errorMessage(new ApiError(500, 'INTERNAL', ''), t)).toBe('<errors.generic>');
    expect(isVersionConflict(new ApiError(409, 'VERSION_CONFLICT', ''))).toBe(true);
    expect(isVersionConflict(new ApiError(409, 'CONFLICT', ''))).toBe(false);
  });

  it('read the field messages of an API error and translate the known ones', () => {
    const error = new ApiError(409, 'SLUG_TAKEN', 'taken', { fields: { 'translations.sr.slug': 'Already in use' } });
    expect(apiFieldErrors(error)).toEqual({ 'translations.sr.slug': 'Already in use' });
    expect(apiFieldErrors(new Error('x'))).toBeUndefined();
    expect(localizeFieldMessages({ 'translations.sr.slug': 'Already in use', 'translations.en.title': 'Required', key: 'Something new' }, t)).toEqual({
      'translations.sr.slug': '<errors.alreadyUsed>',
      'translations.en.title': '<rules.required>',
      key: 'Something new',
    });
  });
});
