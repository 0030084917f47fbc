import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { uploadRefusalText } from './upload-errors.js';

const t = (key: string, values: Record<string, string | number>) => `${key} ${JSON.stringify(values)}`;

describe('uploadRefusalText', () => {
  it('names the size limit of a 413 in megabytes', () => {
    const error = new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB', { limitBytes: 10 * 1024 * 1024 });
    expect(uploadRefusalText(error, 'big.png', t)).toBe('upload.tooLarge {"name":"big.png","megabytes":10}');
  });

  it('says which types are taken for a 415 and that the server is out of reach for a network error', () => {
    expect(uploadRefusalText(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'no'), 'a.webp', t)).toBe('upload.refusedType {"name":"a.webp"}');
    expect(uploadRefusalText(new ApiError(0, 'NETWORK', 'offline'), 'a.png', t)).toBe('upload.network {"name":"a.png"}');
  });

  it('names the pixel limit of an image refused for its size', () => {
    const error = new ApiError(422, 'CONTENT_REFUSED', 'The image of 9000×9000 pixels is larger than the portal accepts', {
      reason: 'image-too-many-pixels',
      limits: { maxPixels: 40_000_000 },
    });
    expect(uploadRefusalText(error, 'huge.png', t)).toBe('upload.tooManyPixels {"name":"huge.png","megapixels":40}');
  });

  it('passes on the API’s message, or a custom handler’s, otherwise', () => {
    expect(uploadRefusalText(new ApiError(429, 'RATE_LIMITED', 'Too many requests'), 'a.png', t)).toBe('upload.failed {"name":"a.png","message":"Too many requests"}');
    expect(uploadRefusalText(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'Too large'), 'a.png', t)).toBe('upload.failed {"name":"a.png","message":"Too large"}');
    expect(uploadRefusalText(new Error('Storage full'), 'a.png', t)).toBe('upload.failed {"name":"a.png","message":"Storage full"}');
  });
});
