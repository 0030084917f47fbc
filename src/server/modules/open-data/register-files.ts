import { csvText } from '../../lib/csv.js';
import type { LocalizedText, RegisterExport } from './register-export.js';

/**
 * The register as files anyone may reuse: JSON with every locale's texts, and CSV for a
 * spreadsheet. Both say under which licence and since when.
 */

export const OPEN_DATA_LICENCE = { name: 'Creative Commons Attribution 4.0 International (CC BY 4.0)', url: 'https://creativecommons.org/licenses/by/4.0/' };
const PUBLISHER = { sr: 'Агенција за квалификације Републике Србије', en: 'Qualifications Agency of the Republic of Serbia' };
const TITLE = { sr: 'Регистар Националног оквира квалификација Републике Србије', en: 'Register of the National Qualifications Framework of the Republic of Serbia' };

export function registerJson(data: RegisterExport): string {
  return JSON.stringify({
    title: TITLE,
    publisher: PUBLISHER,
    licence: OPEN_DATA_LICENCE,
    modified: data.modified,
    count: data.qualifications.length,
    qualifications: data.qualifications,
  });
}

/** One outcome a line inside the cell: a spreadsheet shows them as lines of the cell. */
const joinLines = (list: string[] | null) => (list ?? []).join('\n');
const en = (text: LocalizedText) => text.en ?? '';

const COLUMNS: [string, (q: RegisterExport['qualifications'][number]) => string | number | null][] = [
  ['code', (q) => q.code],
  ['title_sr', (q) => q.title.sr],
  ['title_lat', (q) => q.title.lat],
  ['title_en', (q) => en(q.title)],
  ['nqf_level', (q) => q.nqfLevel],
  ['eqf_level', (q) => q.eqfLevel],
  ['type', (q) => q.type],
  ['field_code', (q) => q.field.code],
  ['field_sr', (q) => q.field.name.sr],
  ['field_en', (q) => en(q.field.name)],
  ['credits_ects', (q) => q.credits],
  ['hours', (q) => q.hours],
  ['acquisition_ways', (q) => q.acquisitionWays.join('; ')],
  ['awarding_bodies_sr', (q) => q.awardingBodies.map((body) => body.name.sr).join('; ')],
  ['awarding_bodies_en', (q) => q.awardingBodies.map((body) => body.name.en ?? body.name.sr).join('; ')],
  ['register_status', (q) => q.registerStatus],
  ['registered_on', (q) => q.registeredOn],
  ['valid_until', (q) => q.validUntil],
  ['description_sr', (q) => q.description.sr],
  ['description_en', (q) => en(q.description)],
  ['knowledge_sr', (q) => joinLines(q.learningOutcomes.knowledge.sr)],
  ['skills_sr', (q) => joinLines(q.learningOutcomes.skills.sr)],
  ['autonomy_sr', (q) => joinLines(q.learningOutcomes.autonomy.sr)],
  ['knowledge_en', (q) => joinLines(q.learningOutcomes.knowledge.en)],
  ['skills_en', (q) => joinLines(q.learningOutcomes.skills.en)],
  ['autonomy_en', (q) => joinLines(q.learningOutcomes.autonomy.en)],
  ['entry_requirements_sr', (q) => q.entryRequirements.sr],
  ['entry_requirements_en', (q) => en(q.entryRequirements)],
  ['esco_occupations', (q) => q.occupations.map((o) => o.uri).join(' ')],
  ['url_sr', (q) => q.pages.sr],
  ['url_en', (q) => q.pages.en],
  ['updated_at', (q) => q.updatedAt],
];

/**
 * The register as CSV (RFC 4180, comma-separated, CRLF): a first line with the licence and the
 * date of the last change, then the header and a row per qualification.
 */
export function registerCsv(data: RegisterExport): string {
  const notice = [`${TITLE.sr} / ${TITLE.en}. Licence: ${OPEN_DATA_LICENCE.name}, ${OPEN_DATA_LICENCE.url}. Modified: ${data.modified}`];
  const rows = data.qualifications.map((q) => COLUMNS.map(([, value]) => value(q) ?? ''));
  return csvText([notice, COLUMNS.map(([name]) => name), ...rows]);
}

