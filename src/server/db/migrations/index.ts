import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { DialectHelpers } from '../dialect.js';
import * as initial from './0001-initial.js';
import * as adminListIndexes from './0002-admin-list-indexes.js';
import * as searchIndex from './0003-search-index.js';
import * as searchLocaleTables from './0004-search-locale-tables.js';
import * as searchTypeTokens from './0005-search-type-tokens.js';
import * as jobRuns from './0006-job-runs.js';
import * as levels from './0007-levels.js';
import * as qualifications from './0008-qualifications.js';
import * as articleTotals from './0009-article-totals.js';
import * as searchTitleTables from './0010-search-title-tables.js';
import * as loginDevices from './0011-login-devices.js';
import * as sessionDetails from './0012-session-details.js';
import * as auditLog from './0013-audit-log.js';
import * as twoFactor from './0014-two-factor.js';
import * as translationChanges from './0015-translation-changes.js';
import * as searchLog from './0017-search-log.js';
import * as documentMetadata from './0018-document-metadata.js';
import * as articleTotalParts from './0020-article-total-parts.js';
import * as searchLogForms from './0022-search-log-forms.js';
import * as standards from './0023-standards.js';
import * as sectorCouncils from './0024-sector-councils.js';
import * as providers from './0025-providers.js';
import * as mailQueue from './0026-mail-queue.js';
import * as passwordReset from './0027-password-reset.js';
import * as sortKeys from './0028-sort-keys.js';
import * as searchTitleTerms from './0029-search-title-terms.js';
import * as searchGinWithoutPendingList from './0030-search-gin-without-pending-list.js';
import * as groups from './0031-groups.js';
import * as invitations from './0032-invitations.js';
import * as presence from './0033-presence.js';
import * as reviews from './0034-reviews.js';
import * as reviewNotices from './0035-review-notices.js';
import * as submissions from './0036-submissions.js';
import * as emailAlerts from './0037-email-alerts.js';

interface DialectMigration {
  up(db: Kysely<unknown>, dialect: DialectHelpers): Promise<void>;
}

/** Migrations in order; one list for both databases, the dialect passed to each. */
const MIGRATIONS: Record<string, DialectMigration> = {
  '0001-initial': initial,
  '0002-admin-list-indexes': adminListIndexes,
  '0003-search-index': searchIndex,
  '0004-search-locale-tables': searchLocaleTables,
  '0005-search-type-tokens': searchTypeTokens,
  '0006-job-runs': jobRuns,
  '0007-levels': levels,
  '0008-qualifications': qualifications,
  '0009-article-totals': articleTotals,
  '0010-search-title-tables': searchTitleTables,
  '0011-login-devices': loginDevices,
  '0012-session-details': sessionDetails,
  '0013-audit-log': auditLog,
  '0014-two-factor': twoFactor,
  '0015-translation-changes': translationChanges,
  '0017-search-log': searchLog,
  '0018-document-metadata': documentMetadata,
  '0020-article-total-parts': articleTotalParts,
  '0022-search-log-forms': searchLogForms,
  '0023-standards': standards,
  '0024-sector-councils': sectorCouncils,
  '0025-providers': providers,
  '0026-mail-queue': mailQueue,
  '0027-password-reset': passwordReset,
  '0028-sort-keys': sortKeys,
  '0029-search-title-terms': searchTitleTerms,
  '0030-search-gin-without-pending-list': searchGinWithoutPendingList,
  '0031-groups': groups,
  '0032-invitations': invitations,
  '0033-presence': presence,
  '0034-reviews': reviews,
  '0035-review-notices': reviewNotices,
  '0036-submissions': submissions,
  '0037-email-alerts': emailAlerts,
};

/** Names of every migration this version of the portal knows, in order. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

export function migrationProvider(dialect: DialectHelpers): MigrationProvider {
  return {
    async getMigrations() {
      const entries = Object.entries(MIGRATIONS).map(([name, migration]): [string, Migration] => [
        name,
        { up: (db) => migration.up(db, dialect) },
      ]);
      return Object.fromEntries(entries);
    },
  };
}
