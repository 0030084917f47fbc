/**
 * The sector skills councils' fixed values, without Zod: the schemas (src/common/schemas/councils.ts)
 * build on them, and a public screen can import them without loading a schema.
 */

/** A member's place in a council: the chair, a deputy chair, or a member. */
export const COUNCIL_ROLES = ['chair', 'deputy-chair', 'member'] as const;
export type CouncilRole = (typeof COUNCIL_ROLES)[number];

/** Limits of a council's lists. */
export const COUNCIL_MEMBERS_MAX = 60;
export const COUNCIL_SESSIONS_MAX = 200;
export const COUNCIL_DECISIONS_MAX = 300;
export const AGENDA_ITEMS_MAX = 30;
export const AGENDA_ITEM_MAX = 300;
/** A session's or a decision's number as the council writes it ("3", "12/2021"). */
export const COUNCIL_NUMBER_MAX = 60;
/** How many of the sector's news a council's page shows. */
export const COUNCIL_NEWS_MAX = 5;

/** A member as stored and served: no contact data, by design. */
export interface CouncilMember {
  name: string;
  organisation: string;
  role: CouncilRole;
}

/** A text in Serbian (Cyrillic) and, when written, in English; the Latin is derived. */
export interface CouncilText {
  sr: string;
  en?: string | undefined;
}

/** A session: its date, its number, its agenda (one item a line) and the minutes as a document of the library. */
export interface CouncilSession {
  date: string;
  number: string;
  agenda: CouncilText;
  minutesFileId: number | null;
}

/** A decision: its number, its date, its subject and the standard it concerns, if any. */
export interface CouncilDecision {
  number: string;
  date: string;
  subject: CouncilText;
  standardId: number | null;
}
