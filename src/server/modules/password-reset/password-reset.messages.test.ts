import { describe, expect, it } from 'vitest';
import { passwordResetMessage } from './password-reset.messages.js';

const input = { to: 'ana@example.org', name: 'Ана <Admin> & Co', link: 'https://noks.example.rs/dashboard/new-password#abc_DEF-123', validMinutes: 30 };

describe('the message with the link to set a new password', () => {
  it('is written in the user’s locale, the Latin derived from the Cyrillic, Serbian Cyrillic for anything else', () => {
    expect(passwordResetMessage({ ...input, locale: 'sr' }).subject).toBe('Нова лозинка за контролну таблу');
    expect(passwordResetMessage({ ...input, locale: 'lat' }).subject).toBe('Nova lozinka za kontrolnu tablu');
    expect(passwordResetMessage({ ...input, locale: 'en' }).subject).toBe('A new password for the dashboard');
    expect(passwordResetMessage({ ...input, locale: 'de' }).subject).toBe('Нова лозинка за контролну таблу');
    expect(passwordResetMessage({ ...input, locale: 'lat' }).text).not.toMatch(/[\u0400-\u04ff]/u);
  });

  it('carries the link and its validity in the text and in the HTML, the user’s name escaped there', () => {
    const message = passwordResetMessage({ ...input, locale: 'en' });
    expect(message.text).toContain(input.link);
    expect(message.text).toContain('30 minutes');
    expect(message.html).toContain(`<a href="${input.link}">`);
    expect(message.html).toContain('Ана &#60;Admin&#62; &#38; Co');
    expect(message.html).not.toContain('<Admin>');
    expect(message.html).toMatch(/<html lang="en">/);
  });
});
