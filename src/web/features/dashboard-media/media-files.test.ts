import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT, PDF_ACCEPT, WrongTypeError, acceptCheck, isRetryable, matchesAccept, thumbnailUrl, uploadErrorText } from './media-files.js';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('accepted files', () => {
  it('match by MIME type or, when the browser gives none, by extension', () => {
    expect(matchesAccept({ name: 'slika.PNG', type: 'image/png' }, IMAGE_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'slika.jpeg', type: '' }, IMAGE_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'vector.svg', type: 'image/svg+xml' }, IMAGE_ACCEPT)).toBe(false);
    expect(matchesAccept({ name: 'report.pdf', type: 'application/pdf' }, PDF_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'report.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }, PDF_ACCEPT)).toBe(false);
    expect(matchesAccept({ name: 'table.ods', type: '' }, DOCUMENT_ACCEPT)).toBe(true);
    expect(matchesAccept({ name: 'photo.heic', type: 'image/heic' }, 'image/*')).toBe(true);
  });

  it('refuse a file of another type before it is sent', () => {
    const check = acceptCheck(PDF_ACCEPT);
    expect(check(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(check(new File(['x'], 'a.png', { type: 'image/png' }))).toBeInstanceOf(WrongTypeError);
  });
});

describe('thumbnails', () => {
  const media = {
    url: '/media/original',
    variants: [
      { width: 1280, height: 720, url: '/media/w1280' },
      { width: 320, height: 180, url: '/media/w320' },
      { width: 640, height: 360, url: '/media/w640' },
    ],
  };

  it('use the smallest variant wide enough, else the largest, else the original', () => {
    expect(thumbnailUrl(media, 300)).toBe('/media/w320');
    expect(thumbnailUrl(media, 400)).toBe('/media/w640');
    expect(thumbnailUrl(media, 4000)).toBe('/media/w1280');
    expect(thumbnailUrl({ url: '/media/original', variants: [] }, 300)).toBe('/media/original');
  });
});

describe('upload errors', () => {
  it('say in the dashboard language what the API refused', () => {
    expect(uploadErrorText(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 20 MB', { limitBytes: 20_000_000 }), t, 'en')).toBe(
      'errors.tooLargeLimit {"limit":"20 MB"}',
    );
    expect(uploadErrorText(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'too large'), t, 'en')).toBe('errors.tooLarge');
    expect(uploadErrorText(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'not accepted'), t, 'en')).toBe('errors.wrongType');
    expect(uploadErrorText(new ApiError(400, 'VALIDATION_FAILED', 'The file is empty', { fields: { file: 'Empty file' } }), t, 'en')).toBe('errors.empty');
    expect(uploadErrorText(new ApiError(400, 'VALIDATION_FAILED', 'The image cannot be read', { fields: { file: 'bad' } }), t, 'en')).toBe('errors.unreadable');
    expect(uploadErrorText(new ApiError(0, 'NETWORK', 'offline'), t, 'en')).toBe('errors.network');
    expect(uploadErrorText(new WrongTypeError('a.png'), t, 'en')).toBe('errors.wrongType');
    expect(uploadErrorText(new ApiError(422, 'CONTENT_REFUSED', 'The PDF contains JavaScript', { reason: 'pdf-javascript' }), t, 'en')).toBe('errors.refused.pdf-javascript');
    expect(uploadErrorText(new ApiError(422, 'CONTENT_REFUSED', 'The archive has more than 2000 entries', { reason: 'archive-too-many-entries' }), t, 'en')).toBe(
      'errors.refused.archive-too-many-entries',
    );
    // A reason this version does not know: the API's own words.
    expect(uploadErrorText(new ApiError(422, 'CONTENT_REFUSED', 'Refused for a new reason', { reason: 'future' }), t, 'en')).toBe('Refused for a new reason');
  });

  it('fall back to the API message for other codes, and to a general text for other errors', () => {
    expect(uploadErrorText(new ApiError(429, 'RATE_LIMITED', 'Too many requests; wait a minute'), t, 'en')).toBe('Too many requests; wait a minute');
    expect(uploadErrorText(new TypeError('boom'), t, 'en')).toBe('errors.generic');
  });
});

describe('retrying an upload', () => {
  it('is offered after a network or server failure, not when the server refused the file', () => {
    expect(isRetryable(new ApiError(0, 'NETWORK', 'offline'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'INTERNAL', 'busy'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'RATE_LIMITED', 'wait'))).toBe(true);
    expect(isRetryable(new TypeError('failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'too large'))).toBe(false);
    expect(isRetryable(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'type'))).toBe(false);
    expect(isRetryable(new ApiError(422, 'CONTENT_REFUSED', 'macros', { reason: 'office-macros' }))).toBe(false);
    expect(isRetryable(new ApiError(400, 'VALIDATION_FAILED', 'unreadable'))).toBe(false);
    expect(isRetryable(new WrongTypeError('a.svg'))).toBe(false);
  });
});
