import { describe, expect, it } from 'vitest';
import { checkForm, checkRules, emailAddress, maxLength, minLength, required, sameAs } from './form-rules.js';

describe('form rules', () => {
  it('return true when the value is fine, else their message', () => {
    expect(required('Required')('  ')).toBe('Required');
    expect(required('Required')('x')).toBe(true);
    expect(minLength(3, 'Too short')('ab')).toBe('Too short');
    expect(minLength(3, 'Too short')('abc')).toBe(true);
    expect(maxLength(3, 'Too long')('abcd')).toBe('Too long');
    expect(maxLength(3, 'Too long')('abc')).toBe(true);
    expect(emailAddress('Bad e-mail')('ana@example.org')).toBe(true);
    expect(emailAddress('Bad e-mail')('ana@example')).toBe('Bad e-mail');
    expect(emailAddress('Bad e-mail')('ана @example.org')).toBe('Bad e-mail');
    const repeated = sameAs('password', 'Not the same');
    expect(repeated('secret', { password: 'secret' })).toBe(true);
    expect(repeated('secret', { password: 'other' })).toBe('Not the same');
    expect(repeated('secret')).toBe('Not the same');
  });

  it('checkRules gives the first failing message, or null', () => {
    const rules = [required('Required'), minLength(5, 'Too short')];
    expect(checkRules('', rules)).toBe('Required');
    expect(checkRules('abc', rules)).toBe('Too short');
    expect(checkRules('abcdef', rules)).toBeNull();
    expect(checkRules('anything')).toBeNull();
  });

  it('checkForm gives each invalid field its message and leaves valid fields out', () => {
    const values = { email: 'nope', password: 'long enough', note: '' };
    const errors = checkForm(values, { email: [required('Required'), emailAddress('Bad e-mail')], password: [required('Required')] });
    expect(errors).toEqual({ email: 'Bad e-mail' });
    expect(checkForm({ email: 'ana@example.org' }, { email: [emailAddress('Bad e-mail')] })).toEqual({});
    const passwords = { password: 'one', repeat: 'two' };
    expect(checkForm(passwords, { repeat: [sameAs('password', 'Not the same')] })).toEqual({ repeat: 'Not the same' });
  });
});
