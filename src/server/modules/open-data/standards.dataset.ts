import { type Dataset, joinLines, lastChange, publishedCount } from './dataset.js';
import type { LocalizedText } from './localized-text.js';
import { type ExportedStandard, STANDARD_TABLES, loadStandardsExport } from './standards-export.js';

const en = (text: LocalizedText) => text.en ?? '';

/** A translated text as two columns, Serbian (Cyrillic) and English. */
function bilingual(name: string, what: { sr: string; en: string }, value: (s: ExportedStandard) => LocalizedText) {
  return [
    { name: `${name}_sr`, about: { sr: `${what.sr}, на српском`, en: `${what.en}, in Serbian` }, value: (s: ExportedStandard) => value(s).sr },
    { name: `${name}_en`, about: { sr: `${what.sr}, на енглеском`, en: `${what.en}, in English` }, value: (s: ExportedStandard) => en(value(s)) },
  ];
}

const OUTCOMES = [
  ['knowledge', { sr: 'Исходи учења: знање, један по реду ћелије', en: 'Learning outcomes: knowledge, one a line of the cell' }],
  ['skills', { sr: 'Исходи учења: вештине, један по реду ћелије', en: 'Learning outcomes: skills, one a line of the cell' }],
  ['autonomy', { sr: 'Исходи учења: самосталност и одговорност, један по реду ћелије', en: 'Learning outcomes: autonomy and responsibility, one a line of the cell' }],
] as const;

/** The register of qualification standards: the rulebook's elements of each, and its history of decisions. */
export const standardsDataset: Dataset<ExportedStandard> = {
  key: 'standards',
  title: { sr: 'Регистар стандарда квалификација Републике Србије', en: 'Register of qualification standards of the Republic of Serbia' },
  about: {
    sr: 'Сви објављени стандарди квалификација: елементи које прописује правилник (ниво, врста, област, занимања, исходи учења, провера, јавна исправа), одлуке о доношењу, измени и повлачењу и квалификације које се на њих ослањају.',
    en: 'Every published qualification standard: the elements the rulebook sets (level, type, field, occupations, learning outcomes, assessment, public document), the decisions adopting, amending and withdrawing it, and the qualifications resting on it.',
  },
  jsonItems: 'standards',
  columns: [
    { name: 'code', about: { sr: 'Шифра стандарда у регистру (SK-NN-NNN)', en: 'The standard’s code in the register (SK-NN-NNN)' }, value: (s) => s.code },
    { name: 'title_sr', about: { sr: 'Назив, ћирилица', en: 'Title, Serbian Cyrillic' }, value: (s) => s.title.sr },
    { name: 'title_lat', about: { sr: 'Назив, латиница', en: 'Title, Serbian Latin' }, value: (s) => s.title.lat },
    { name: 'title_en', about: { sr: 'Назив на енглеском (празно ако није преведен)', en: 'Title in English (empty if not translated)' }, value: (s) => en(s.title) },
    { name: 'status', about: { sr: 'Статус: in-force (на снази) или withdrawn (повучен)', en: 'Status: in-force or withdrawn' }, value: (s) => s.status },
    { name: 'status_since', about: { sr: 'Датум одлуке која је одредила статус (ГГГГ-ММ-ДД)', en: 'Date of the decision that set the status (YYYY-MM-DD)' }, value: (s) => s.statusSince },
    { name: 'decisions', about: { sr: 'Одлуке, од најстарије, одвојене са „; “: врста (adopted, amended, withdrawn), број, датум и орган', en: 'Decisions, oldest first, separated by "; ": kind (adopted, amended, withdrawn), number, date and body' }, value: (s) => s.history.map((d) => `${d.kind} ${d.number} ${d.date} ${d.body}`).join('; ') },
    { name: 'nqf_level', about: { sr: 'Ниво или подниво НОКС-а', en: 'NQF level or sublevel' }, value: (s) => s.nqfLevel },
    { name: 'eqf_level', about: { sr: 'Ниво Европског оквира квалификација', en: 'European Qualifications Framework level' }, value: (s) => s.eqfLevel },
    { name: 'type', about: { sr: 'Врста квалификације: general, vocational, academic, professional', en: 'Type of qualification: general, vocational, academic, professional' }, value: (s) => s.type },
    { name: 'field_code', about: { sr: 'Област образовања, шифра ISCED-F 2013 (КЛАСНОКС)', en: 'Field of education, ISCED-F 2013 code (KLASNOKS)' }, value: (s) => s.field.code },
    { name: 'field_sr', about: { sr: 'Назив области образовања на српском', en: 'Name of the field of education in Serbian' }, value: (s) => s.field.name.sr },
    { name: 'field_en', about: { sr: 'Назив области образовања на енглеском', en: 'Name of the field of education in English' }, value: (s) => en(s.field.name) },
    { name: 'acquisition_ways', about: { sr: 'Начини стицања, одвојени са „; “: formal, non-formal, prior-learning', en: 'Ways to acquire it, separated by "; ": formal, non-formal, prior-learning' }, value: (s) => s.acquisitionWays.join('; ') },
    { name: 'occupation_codes', about: { sr: 'Шифре сродних занимања (Јединствени кодекс шифара), одвојене размаком', en: 'Codes of related occupations (national classification), separated by spaces' }, value: (s) => s.occupationCodes.join(' ') },
    { name: 'esco_occupations', about: { sr: 'Сродна занимања као ESCO адресе, одвојене размаком', en: 'Related occupations as ESCO URIs, separated by spaces' }, value: (s) => s.escoOccupations.join(' ') },
    ...bilingual('job_description', { sr: 'Опис рада', en: 'Job description' }, (s) => s.jobDescription),
    ...bilingual('entry_requirements', { sr: 'Услови за упис', en: 'Entry requirements' }, (s) => s.entryRequirements),
    ...bilingual('progression', { sr: 'Напредовање у систему квалификација', en: 'Progression within the system of qualifications' }, (s) => s.progression),
    ...bilingual('duration', { sr: 'Трајање програма', en: 'Duration of the programme' }, (s) => s.duration),
    ...OUTCOMES.flatMap(([key, what]) => [
      { name: `${key}_sr`, about: { sr: what.sr, en: `${what.en}, in Serbian` }, value: (s: ExportedStandard) => joinLines(s.learningOutcomes[key].sr) },
      { name: `${key}_en`, about: { sr: `${what.sr}, на енглеском`, en: `${what.en}, in English` }, value: (s: ExportedStandard) => joinLines(s.learningOutcomes[key].en) },
    ]),
    ...bilingual('assessment', { sr: 'Начин провере исхода', en: 'How the outcomes are assessed' }, (s) => s.assessment),
    ...bilingual('document', { sr: 'Јавна исправа', en: 'Public document issued' }, (s) => s.document),
    ...bilingual('issuer', { sr: 'Орган који издаје јавну исправу', en: 'Body that issues the document' }, (s) => s.issuer),
    { name: 'sector_council_sr', about: { sr: 'Секторско веће (из регистра већа, иначе како га стандард наводи)', en: 'Sector skills council, in Serbian (from the register of councils, else as the standard names it)' }, value: (s) => s.council?.name.sr ?? s.sectorCouncil.sr },
    { name: 'qualifications', about: { sr: 'Шифре објављених квалификација које се ослањају на стандард, одвојене са „; “', en: 'Codes of the published qualifications resting on it, separated by "; "' }, value: (s) => s.qualifications.join('; ') },
    { name: 'url_sr', about: { sr: 'Адреса стране стандарда на порталу, на српском', en: 'Address of the standard’s page on the portal, in Serbian' }, value: (s) => s.pages.sr },
    { name: 'url_en', about: { sr: 'Адреса стране стандарда на порталу, на енглеском', en: 'Address of the standard’s page on the portal, in English' }, value: (s) => s.pages.en },
    { name: 'updated_at', about: { sr: 'Време последње измене (ISO 8601, UTC)', en: 'Time of the last change (ISO 8601, UTC)' }, value: (s) => s.updatedAt },
  ],
  load: (db, publicUrl, now) => loadStandardsExport(db, publicUrl, now),
  summary: async (db, now) => ({ count: await publishedCount(db, 'standards', now), modified: await lastChange(db, now, STANDARD_TABLES) }),
};
