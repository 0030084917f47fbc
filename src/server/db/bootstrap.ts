import type { SessionUser } from '../../common/schemas/user.js';
import type { AppContext } from '../app-context.js';
import { nowIso } from '../lib/clock.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { countUsers, insertUser } from '../modules/users/user.repository.js';
import { type DatabaseHandle, migrateToLatest } from './database.js';
import { seedDemoContent } from './seed/seed.js';

export const GENERATED_ADMIN_EMAIL = 'admin@noks.localhost';

export interface BootstrapResult {
  /** Set only when this start created the first admin with a generated password (to print once). */
  generatedAdmin: { email: string; password: string } | null;
  seeded: boolean;
}

async function createFirstAdmin(ctx: AppContext): Promise<{ admin: SessionUser; generatedPassword: string | null }> {
  const email = ctx.config.admin.email ?? GENERATED_ADMIN_EMAIL;
  const password = ctx.config.admin.password ?? generatePassword();
  const id = await insertUser(ctx.db, { email, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(password), now: nowIso() });
  return { admin: { id, email, name: 'Administrator', role: 'admin' }, generatedPassword: ctx.config.admin.password ? null : password };
}

/**
 * Runs at every start: migrations, then on an empty database the first admin (from
 * ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated password) and the demo content.
 */
export async function bootstrap(ctx: AppContext, handle: DatabaseHandle): Promise<BootstrapResult> {
  await migrateToLatest(handle);
  if ((await countUsers(ctx.db)) > 0) return { generatedAdmin: null, seeded: false };
  const { admin, generatedPassword } = await createFirstAdmin(ctx);
  if (ctx.config.seedDemoContent) await seedDemoContent(ctx, admin);
  return {
    generatedAdmin: generatedPassword ? { email: admin.email, password: generatedPassword } : null,
    seeded: ctx.config.seedDemoContent,
  };
}
