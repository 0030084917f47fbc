import { describe, expect, it } from 'vitest';
import { TITLE_MAX } from '../../../common/schemas/common.js';
import { emptyForm } from './edit-form-state.js';
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
});
