import { describe, expect, it } from 'vitest';
import { INITIATIVE_FORM, QUESTION_FORM, UNKNOWN_CHOICE, formFields } from './form-definitions.js';
import { fieldError, formatReference, normaliseReference, stepErrors, stepIds } from './form-state.js';

const field = (name: string) => formFields(INITIATIVE_FORM).find((f) => f.name === name)!;
const councils = [{ value: '7', label: 'Секторско веће за пољопривреду' }];

describe('the answers of a form step', () => {
  it('say what to do when a required answer is missing, in each locale', () => {
    expect(fieldError(field('name'), '', 'sr', [])).toBe('Унесите име и презиме');
    expect(fieldError(field('name'), '', 'lat', [])).toBe('Unesite ime i prezime');
    expect(fieldError(field('name'), '', 'en', [])).toBe('Enter your full name');
    expect(fieldError(field('phone'), '', 'en', [])).toBeNull();
  });

  it('check e-mail addresses, telephone numbers and lengths counted in characters', () => {
    for (const good of ['ana@example.rs', 'a.b+c@mail.example.org']) expect(fieldError(field('email'), good, 'en', [])).toBeNull();
    for (const bad of ['ana', 'ana@', '@example.rs', 'ana@example', 'a b@example.rs', 'ana@example.r']) expect(fieldError(field('email'), bad, 'en', []), bad).toMatch(/^Enter an e-mail/);
    expect(fieldError(field('phone'), '+381 (11) 123-4567', 'en', [])).toBeNull();
    expect(fieldError(field('phone'), 'call me', 'en', [])).toMatch(/^Enter a telephone/);
    expect(fieldError(field('title'), 'ш'.repeat(300), 'sr', [])).toBeNull();
    expect(fieldError(field('title'), 'ш'.repeat(301), 'sr', [])).toBe('Највише 300 знакова (сада 301)');
  });

  it('take only the choices offered: a level, a published council or "unknown"', () => {
    expect(fieldError(field('level'), '6.1', 'en', [])).toBeNull();
    expect(fieldError(field('level'), '9', 'en', [])).toBe('Choose one of the options given');
    expect(fieldError(field('sector'), '7', 'en', councils)).toBeNull();
    expect(fieldError(field('sector'), UNKNOWN_CHOICE, 'en', councils)).toBeNull();
    expect(fieldError(field('sector'), '8', 'en', councils)).toBe('Choose one of the options given');
  });

  it('are checked step by step in the order of the fields', () => {
    const [question] = QUESTION_FORM.steps;
    expect(stepErrors(question!.fields, {}, 'en', []).map((error) => error.field)).toEqual(['topic', 'question']);
    expect(stepIds(QUESTION_FORM)).toEqual(['question', 'contact', 'check']);
  });
});

describe('reference numbers', () => {
  it('have the form’s prefix, the year and six digits, and read the Latin letters of a prefix as Cyrillic', () => {
    expect(formatReference('ИН', 2026, 123)).toBe('ИН-2026-000123');
    expect(normaliseReference(' in-2026-000123 ')).toBe('ИН-2026-000123');
    expect(normaliseReference('PI-2026-000001')).toBe('ПИ-2026-000001');
  });
});
