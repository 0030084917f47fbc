/**
 * Why an upload of an accepted type was refused for what it holds: answered 422 with the code
 * CONTENT_REFUSED and one of these as `details.reason`, which the dashboard says in words.
 */
export const UPLOAD_REFUSAL_REASONS = [
  /** A PDF that runs JavaScript (a JavaScript action or name tree, a /JS entry). */
  'pdf-javascript',
  /** A PDF with a launch action, which opens a program or another file. */
  'pdf-launch',
  /** A PDF whose objects cannot all be read (compressed in object streams that are encrypted or damaged), so it cannot be checked. */
  'pdf-uncheckable',
  /** An Office document with macros (a VBA project, a macro-enabled type, Excel 4.0 macro sheets, OpenDocument Basic or scripts). */
  'office-macros',
  /** A password-protected Office document: nobody could open it, nor can it be checked. */
  'office-encrypted',
  /** An archive that expands beyond the bound, or far more than its own size: a zip bomb. */
  'archive-bomb',
  /** An archive with more entries than the bound. */
  'archive-too-many-entries',
  /** An archive entry whose path leaves the folder it is extracted to (`../`, an absolute path, a link). */
  'archive-unsafe-path',
  /** Archives inside archives deeper than the bound. */
  'archive-too-deep',
  /** An archive with encrypted entries, which cannot be checked. */
  'archive-encrypted',
  /** A damaged archive, or one with sizes that do not match its contents or a compression method that cannot be checked. */
  'archive-unreadable',
  /** An image of more pixels than the bound. */
  'image-too-many-pixels',
] as const;

export type UploadRefusalReason = (typeof UPLOAD_REFUSAL_REASONS)[number];
