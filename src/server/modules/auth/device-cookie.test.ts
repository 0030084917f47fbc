import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookieHeader, readDeviceCookie } from './device-cookie.js';

const TOKEN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';

describe('the device cookie', () => {
  it('is read from a Cookie header among others, and only when well formed', () => {
    expect(readDeviceCookie(`noks_locale=lat; ${DEVICE_COOKIE}=${TOKEN}; other=1`)).toBe(TOKEN);
    expect(readDeviceCookie(undefined)).toBeNull();
    expect(readDeviceCookie('noks_locale=lat')).toBeNull();
    for (const value of ['short', `${TOKEN}x`, `${TOKEN.slice(1)}%`, '']) expect(readDeviceCookie(`${DEVICE_COOKIE}=${value}`), value).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict, for the sign-in routes, and Secure over HTTPS', () => {
    expect(deviceCookieHeader(TOKEN, false)).toBe(`${DEVICE_COOKIE}=${TOKEN}; Max-Age=31536000; Path=/api/auth; HttpOnly; SameSite=Strict`);
    expect(deviceCookieHeader(TOKEN, true)).toBe(`${DEVICE_COOKIE}=${TOKEN}; Max-Age=31536000; Path=/api/auth; HttpOnly; Secure; SameSite=Strict`);
  });
});
