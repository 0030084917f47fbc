import { parseCookie, stringifySetCookie } from 'cookie';
import { DEVICE_TTL_MS } from './auth.service.js';

/**
 * The cookie a browser gets after signing in: it marks the device as one its user signs in from
 * (auth.service.ts). Only the sign-in routes need it; scripts never do.
 */
export const DEVICE_COOKIE = 'noks_device';
const DEVICE_COOKIE_PATH = '/api/auth';

/** A device token is 32 random bytes in base64url: anything else in the cookie is ignored. */
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The device token of a request's Cookie header, if it holds a well-formed one. */
export function readDeviceCookie(header: string | undefined): string | null {
  if (!header) return null;
  const value = parseCookie(header)[DEVICE_COOKIE];
  return value && DEVICE_TOKEN.test(value) ? value : null;
}

/** The Set-Cookie header that gives the browser its device token (Secure over HTTPS). */
export function deviceCookieHeader(token: string, secure: boolean): string {
  return stringifySetCookie({
    name: DEVICE_COOKIE,
    value: token,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TTL_MS / 1000,
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}
