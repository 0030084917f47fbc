import { z } from 'zod';

/** How often an open edit screen says it is open; the server forgets one silent for PRESENCE_STALE_MS. */
export const PRESENCE_HEARTBEAT_MS = 20_000;
export const PRESENCE_STALE_MS = 60_000;

/** The others who have the item open now, longest first. */
export const presenceSchema = z.object({
  others: z.array(z.object({ id: z.number(), name: z.string(), since: z.string() })),
});
export type PresenceDto = z.infer<typeof presenceSchema>;
