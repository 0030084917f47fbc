import { describe, expect, it } from 'vitest';
import { TITLE_MAX } from '../../../common/schemas/common.js';
import { type ApprovalValue, emptyApproval } from './approval-form-state.js';
import { type EditForm, emptyForm } from './edit-form-state.js';
import {
  type RuleMessages,
  checkFields,
  endAfterStart,
  fieldChecks,
  formErrorsOfApi,
  integerBetween,
  isFieldPath,
  linesWithin,
  pathsAffectedBy,
  requiredRichText,
  tabOfPath,
} from './edit-rules.js';
import { EDIT_TYPES } from './edit-types.js';

const messages: RuleMessages = {
  required: 'Required',
  tooLong: (max) => `At most ${max}`,
  endBeforeStart: 'End before start',
  endWithoutStart: 'End without start',
  position: 'Bad position',
  dateTime: 'Bad time',
  tooManyRows: (rows) => `At most ${rows} rows`,
  rowTooLong: (row, max) => `Row ${row} over ${max}`,
  date: 'Bad date',
  endDateBeforeStart: 'Valid until before entry',
  volume: 'Credits or hours',
  registrationNumber: 'Eight digits',
  taxNumber: 'Bad PIB',
  revocationReason: 'Why revoked',
};

describe('edit rules', () => {
  it('check a list of lines row by row: how many rows, and each row\'s length', () => {
    const rule = linesWithin(3, 10, messages);
    expect(rule('')).toBe(true);
    expect(rule('one\ntwo\n\nthree\n')).toBe(true);
    expect(rule('a\nb\nc\nd')).toBe('At most 3 rows');
    expect(rule('short\nmuch too long here')).toBe('Row 2 over 10');
  });

  it('ask a qualification for its code, level, type, field, volume and date of entry, and a validity that does not end before the entry', () => {
    const form = emptyForm(EDIT_TYPES.qualifications);
    form.sr.title = 'Кувар';
    const errors = checkFields(fieldChecks(EDIT_TYPES.qualifications, form, messages));
    expect(Object.keys(errors).sort()).toEqual(['code', 'credits', 'field', 'level', 'qualificationType', 'registeredOn']);
    expect(errors.credits).toBe('Credits or hours');
    Object.assign(form.own, { code: '3-1013-01', level: '3', qualificationType: 'vocational', field: '1013', hours: '3200', registeredOn: '2024-09-01', validUntil: '2024-08-31' });
    expect(checkFields(fieldChecks(EDIT_TYPES.qualifications, form, messages))).toEqual({ validUntil: 'Valid until before entry' });
    form.own.validUntil = '2030-08-31';
    expect(checkFields(fieldChecks(EDIT_TYPES.qualifications, form, messages))).toEqual({});
  });

  it('treat rich text with only an empty paragraph as empty', () => {
    const rule = requiredRichText('Required');
    expect(rule('<p></p>')).toBe('Required');
    expect(rule('')).toBe('Required');
    expect(rule('<p>Текст</p>')).toBe(true);
  });

  it('want an event end after its start, and a start for it', () => {
    const rule = endAfterStart('eventStart', 'before', 'without');
    expect(rule('', {})).toBe(true);
    expect(rule('2026-05-01T10:00', { eventStart: '' })).toBe('without');
    expect(rule('2026-05-01T09:59', { eventStart: '2026-05-01T10:00' })).toBe('before');
    expect(rule('2026-05-01T10:00', { eventStart: '2026-05-01T10:00' })).toBe(true);
  });

  it('want a whole position within its range', () => {
    const rule = integerBetween(0, 10, 'bad');
    expect(rule('3')).toBe(true);
    expect(rule('11')).toBe('bad');
    expect(rule('-1')).toBe('bad');
    expect(rule('1.5')).toBe('bad');
    expect(rule('')).toBe('bad');
  });

  it('check the Cyrillic, the overridden Latin and the English fields of the form', () => {
    const form = emptyForm(EDIT_TYPES.articles);
    expect(checkFields(fieldChecks(EDIT_TYPES.articles, form, messages))).toEqual({ 'translations.sr.title': 'Required' });

    form.sr.title = 'x'.repeat(TITLE_MAX + 1);
    form.latOverrides = ['title'];
    form.lat.title = '';
    form.en = { ...form.sr, title: 'Title', summary: 'y'.repeat(1001) };
    form.own.eventEnd = '2026-05-01T10:00';
    expect(checkFields(fieldChecks(EDIT_TYPES.articles, form, messages))).toEqual({
      'translations.sr.title': `At most ${TITLE_MAX}`,
      'translations.lat.title': 'Required',
      'translations.en.summary': 'At most 1000',
      eventEnd: 'End without start',
    });
  });

  it('check the position of a category', () => {
    const form = emptyForm(EDIT_TYPES.categories);
    form.sr.name = 'Категорија';
    form.own.position = 'first';
    expect(checkFields(fieldChecks(EDIT_TYPES.categories, form, messages))).toEqual({ position: 'Bad position' });
  });

  it('place API field errors on the form fields and tabs', () => {
    expect(formErrorsOfApi({ 'translations.en.title': 'Required', coverMediaId: 'Unknown image', 'slideMediaIds.2': 'Not an image', _: 'Bad' })).toEqual({
      'translations.en.title': 'Required',
      cover: 'Unknown image',
      slides: 'Not an image',
      _: 'Bad',
    });
    expect(tabOfPath('translations.lat.slug')).toBe('lat');
    expect(tabOfPath('eventEnd')).toBeNull();
    expect(pathsAffectedBy('eventStart')).toEqual(['eventStart', 'eventEnd']);
    // Typing the hours clears the message that asked for credits or hours.
    expect(pathsAffectedBy('hours')).toEqual(['credits', 'hours']);
  });

  it('know which paths have a field on the screen', () => {
    expect(isFieldPath(EDIT_TYPES.articles, 'translations.en.summary')).toBe(true);
    expect(isFieldPath(EDIT_TYPES.articles, 'translations.lat.slug')).toBe(true);
    expect(isFieldPath(EDIT_TYPES.articles, 'cover')).toBe(true);
    expect(isFieldPath(EDIT_TYPES.tags, 'translations.sr.summary')).toBe(false);
    expect(isFieldPath(EDIT_TYPES.tags, 'translations.en')).toBe(false);
    expect(isFieldPath(EDIT_TYPES.tags, '_')).toBe(false);
  });

  describe("a provider's form", () => {
    const providers = EDIT_TYPES.providers;
    const approval = (overrides: Partial<ApprovalValue> = {}): ApprovalValue => ({ ...emptyApproval(Date.parse('2025-01-01T00:00:00Z'), 'Europe/Belgrade'), ...overrides });
    const form = (approvals: ApprovalValue[], own: Partial<EditForm['own']> = {}): EditForm => {
      const empty = emptyForm(providers);
      return { ...empty, sr: { ...empty.sr, name: 'Центар за обуку' }, own: { ...empty.own, legalForm: 'company', registrationNumber: '12345678', taxNumber: '100002887', municipality: 'Нови Сад', address: 'Булевар 1', approvals, ...own } };
    };

    it('refuses a revoked approval without a reason, at its field, by the rule of the API', () => {
      const revoked = approval({ isRevoked: true, revokedAt: '2025-06-01T10:00', revocationReason: '   ' });
      expect(checkFields(fieldChecks(providers, form([approval(), revoked]), messages))).toEqual({ 'approvals.1.revocationReason': 'Why revoked' });
      expect(checkFields(fieldChecks(providers, form([{ ...revoked, revocationReason: 'Програм се не изводи' }]), messages))).toEqual({});
    });

    it('asks a revocation for its time, and every approval for its start', () => {
      const errors = checkFields(fieldChecks(providers, form([approval({ validFrom: '', isRevoked: true, revokedAt: '', revocationReason: 'Разлог' })]), messages));
      expect(errors).toEqual({ 'approvals.0.validFrom': 'Required', 'approvals.0.revokedAt': 'Required' });
    });

    it('checks the registration and tax numbers as the API does', () => {
      const errors = checkFields(fieldChecks(providers, form([], { registrationNumber: '1234567', taxNumber: '100002886' }), messages));
      expect(errors).toEqual({ registrationNumber: 'Eight digits', taxNumber: 'Bad PIB' });
    });

    it("places the API's messages about an approval at its field, and keeps them off the list above the form", () => {
      expect(formErrorsOfApi({ 'approvals.0.revocation.reason': 'R', 'approvals.1.revocation.at': 'A', 'approvals.2.places.0.address': 'P', 'approvals.3.id': 'I', 'approvals.4.programme.en': 'E', approvals: 'L' })).toEqual({
        'approvals.0.revocationReason': 'R',
        'approvals.1.revokedAt': 'A',
        'approvals.2.places': 'P',
        'approvals.3': 'I',
        'approvals.4.programmeEn': 'E',
        approvals: 'L',
      });
      expect(isFieldPath(providers, 'approvals.0.revocationReason')).toBe(true);
      expect(isFieldPath(providers, 'approvals.3')).toBe(true);
      expect(isFieldPath(EDIT_TYPES.councils, 'approvals.0.revocationReason')).toBe(false);
    });
  });
});
