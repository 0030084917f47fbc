import fs from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { SCREEN_TIMEOUT } from './page.js';
import { portal } from './portal.js';

/** The message the portal wrote to `email` in its outbox (no SMTP_URL: DATA_DIR/outbox), waited for. */
export async function messageInOutbox(email: string): Promise<ParsedMail> {
  const { outboxDir } = portal();
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((name) => name.endsWith('.eml')) : [];
        for (const file of files) {
          const parsed = await simpleParser(fs.readFileSync(path.join(outboxDir, file)));
          if (!Array.isArray(parsed.to) && parsed.to?.value.some((to) => to.address === email)) found = parsed;
        }
        return found !== undefined;
      },
      { timeout: SCREEN_TIMEOUT },
    )
    .toBe(true);
  return found!;
}
