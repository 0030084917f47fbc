import type { SessionUser } from '../../common/schemas/user.js';
import type { AppContext } from '../app-context.js';
import { nowIso } from '../lib/clock.js';
import { ConfigError } from '../config.js';
import { findPasswordWeakness, passwordWeaknessMessage } from '../lib/password-policy.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { advanceAuditHead, chainAuditLog, isAuditLogChained } from '../modules/audit/audit.service.js';
import { isSearchIndexCurrent, rebuildSearchIndex } from '../modules/search/search-index.js';
import { SEARCHABLE_TYPES } from '../modules/content-types/content-types.js';
import { countUsers } from '../modules/users/user.repository.js';
import { withAdvisoryLock } from './advisory-lock.js';
import { type DatabaseHandle, migrateToLatest } from './database.js';
import { insertUserInGroups } from '../modules/users/user.service.js';
import { ADMIN_PERMISSIONS } from '../../common/permissions.js';
import { refreshStatistics } from './dialect.js';

export const GENERATED_ADMIN_EMAIL = 'admin@noks.localhost';

export interface BootstrapResult {
  /** Set only when this start created the first admin with a generated password (to print once). */
  generatedAdmin: { email: string; password: string } | null;
  seeded: boolean;
}

async function createFirstAdmin(ctx: AppContext): Promise<{ admin: SessionUser; generatedPassword: string | null }> {
  const email = ctx.config.admin.email ?? GENERATED_ADMIN_EMAIL;
  const weakness = ctx.config.admin.password ? await findPasswordWeakness(ctx.config.admin.password, email) : null;
  if (weakness) throw new ConfigError([`ADMIN_PASSWORD: ${passwordWeaknessMessage(weakness)}`]);
  const password = ctx.config.admin.password ?? generatePassword();
  const id = await insertUserInGroups(ctx.db, { email, name: 'Administrator', passwordHash: await hashPassword(password), now: nowIso() }, ['administrators']);
  return { admin: { id, email, name: 'Administrator', role: 'admin', permissions: ADMIN_PERMISSIONS }, generatedPassword: ctx.config.admin.password ? null : password };
}

export interface BootstrapOptions {
  /**
   * Called as soon as the first admin is created with a generated password, before the demo
   * content is seeded (which takes seconds): the password must reach the operator even if
   * seeding fails or the process is stopped meanwhile, or nobody could ever sign in.
   */
  onGeneratedAdmin?: (admin: { email: string; password: string }) => void | Promise<void>;
}

/**
 * Runs at every start: migrations, the search index when it was built by another version of
 * the search terms, then on an empty database the first admin (from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or with a generated password) and the demo content. Idempotent: once a user
 * exists, it only migrates. Instances starting together on one PostgreSQL database take turns
 * (an advisory lock): the first prepares the database, the others then find it ready.
 */
export async function bootstrap(ctx: AppContext, handle: DatabaseHandle, options: BootstrapOptions = {}): Promise<BootstrapResult> {
  const prepared = await withAdvisoryLock(ctx.db, 'bootstrap', { wait: true }, () => prepareDatabase(ctx, handle, options));
  if (!prepared.ran) throw new Error('The database could not be prepared: its lock was not taken');
  return prepared.value;
}

async function prepareDatabase(ctx: AppContext, handle: DatabaseHandle, options: BootstrapOptions): Promise<BootstrapResult> {
  await migrateToLatest(handle);
  // Seeding writes audit entries; the app, built next, reports the head's errors to its log.
  const reportAuditHead = (error: unknown) => process.stderr.write(`The audit log's head outside the database was not moved on: ${error instanceof Error ? error.message : String(error)}\n`);
  if (!isAuditLogChained(ctx.db)) chainAuditLog(ctx, reportAuditHead);
  // A log an earlier version wrote gets its first head now, not at its next entry.
  await advanceAuditHead(ctx.db).catch(reportAuditHead);
  if (!(await isSearchIndexCurrent(ctx.db))) await rebuildSearchIndex(ctx.db, SEARCHABLE_TYPES);
  if ((await countUsers(ctx.db)) > 0) {
    await refreshStatistics(ctx.db);
    return { generatedAdmin: null, seeded: false };
  }
  const { admin, generatedPassword } = await createFirstAdmin(ctx);
  const generatedAdmin = generatedPassword ? { email: admin.email, password: generatedPassword } : null;
  if (generatedAdmin) await options.onGeneratedAdmin?.(generatedAdmin);
  if (ctx.config.seedDemoContent) {
    try {
      // Loaded only to seed: its PDF and image makers would otherwise stay in every portal's memory.
      const { seedDemoContent } = await import('./seed/seed.js');
      await seedDemoContent(ctx, admin);
    } catch (error) {
      throw new Error(
        'Seeding the demo content failed; the administrator exists, so it will not be retried. ' +
          'Start again on an empty database (or with SEED_DEMO_CONTENT=false).',
        { cause: error },
      );
    }
  }
  await refreshStatistics(ctx.db);
  return { generatedAdmin, seeded: ctx.config.seedDemoContent };
}
