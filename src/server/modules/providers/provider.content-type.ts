import type { ProviderInput } from '../../../common/schemas/providers.js';
import { invalid } from '../../lib/errors.js';
import type { ContentType } from '../content/content-type.js';
import { loadApprovalInputs, providerSearchText } from './provider.approvals.js';
import * as repo from './provider.repository.js';

/**
 * A publicly recognised organiser of adult-education activities (ЈПОА) with its approvals. The
 * approvals are part of the provider's save (afterWrite) and of its admin view (loadExtra), so a
 * revision holds them and restoring one brings them back; each keeps its id across saves.
 */
export const providerType: ContentType<ProviderInput> = {
  entity: 'provider',
  label: 'Provider',
  table: 'providers',
  translationTable: 'provider_translations',
  translatedFields: { name: 'name' },
  slugSource: 'name',
  sortedByTitle: true,
  // Found by its name; its programmes are found on its page and in the register's own list.
  search: { type: 'provider', title: 'name' },
  toRow: (input) => ({
    legal_form: input.legalForm,
    registration_number: input.registrationNumber,
    tax_number: input.taxNumber,
    municipality: input.municipality,
    address: input.address,
    email: input.email,
    phone: input.phone,
    website: input.website ?? '',
  }),
  fromRow: (row) => ({
    legalForm: row.legal_form,
    registrationNumber: row.registration_number,
    taxNumber: row.tax_number,
    municipality: row.municipality,
    address: row.address,
    email: row.email,
    phone: row.phone,
    website: row.website,
  }),
  async validate(trx, input, id) {
    for (const [field, column, value] of [
      ['registrationNumber', 'registration_number', input.registrationNumber],
      ['taxNumber', 'tax_number', input.taxNumber],
    ] as const) {
      const holder = await repo.findProviderOfNumber(trx, column, value);
      if (holder && holder.id !== id) throw invalid({ [field]: `Provider ${holder.id} already has the number ${value}` });
    }
    const owners = await repo.findApprovalOwners(trx, input.approvals.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    const foreign = new Set(owners.filter((owner) => owner.provider_id !== id).map((owner) => owner.id));
    const problems: Record<string, string> = {};
    input.approvals.forEach((approval, index) => {
      if (approval.id !== undefined && foreign.has(approval.id)) problems[`approvals.${index}.id`] = `Approval ${approval.id} belongs to another provider`;
    });
    const qualificationIds = [...new Set(input.approvals.flatMap((a) => (a.qualificationId === null ? [] : [a.qualificationId])))];
    const existing = new Set(await repo.findExistingQualificationIds(trx, qualificationIds));
    input.approvals.forEach((approval, index) => {
      if (approval.qualificationId !== null && !existing.has(approval.qualificationId)) problems[`approvals.${index}.qualificationId`] = `No qualification ${approval.qualificationId}`;
    });
    if (Object.keys(problems).length > 0) throw invalid(problems);
  },
  async afterWrite(trx, id, input) {
    await repo.writeApprovals(trx, id, input.approvals);
    await repo.updateSearchText(trx, id, providerSearchText(await repo.findProviderNames(trx, id)));
  },
  async loadExtra(db, id) {
    return { approvals: await loadApprovalInputs(db, id) };
  },
};
