import type { UploadRefusalReason } from '../../common/upload-refusals.js';

/**
 * An upload of an accepted type whose content the portal will not keep (a PDF that runs
 * JavaScript, a document with macros, a zip bomb, an image too large to process): the client's
 * fault, answered 422 with the reason. `limits` names the bound that was passed, if any.
 */
export class ContentRefusedError extends Error {
  override readonly name = 'ContentRefusedError';

  constructor(
    readonly reason: UploadRefusalReason,
    message: string,
    readonly limits?: Record<string, number>,
  ) {
    super(message);
  }
}
