import { type Dataset, joinLines, lastChange, publishedCount } from './dataset.js';
import type { LocalizedText } from './localized-text.js';
import { type ExportedQualification, loadRegisterExport, REGISTER_TABLES } from './register-export.js';
import { loadProvidersExport } from './providers-export.js';
import { registerElm } from './register-elm.js';

const en = (text: LocalizedText) => text.en ?? '';

/** The register of national qualifications: CSV, JSON and the ELM dataset for Europass. */
export const qualificationsDataset: Dataset<ExportedQualification> = {
  key: 'qualifications',
  title: { sr: 'Регистар Националног оквира квалификација Републике Србије', en: 'Register of the National Qualifications Framework of the Republic of Serbia' },
  about: {
    sr: 'Све објављене квалификације регистра: ниво у НОКС-у и ЕОК-у, врста, област образовања, обим, исходи учења, тела која их додељују и статус у регистру.',
    en: 'Every published qualification of the register: its NQF and EQF level, type, field of education, volume, learning outcomes, awarding bodies and status in the register.',
  },
  jsonItems: 'qualifications',
  columns: [
    { name: 'code', about: { sr: 'Шифра квалификације у регистру', en: 'The qualification’s code in the register' }, value: (q) => q.code },
    { name: 'title_sr', about: { sr: 'Назив, ћирилица', en: 'Title, Serbian Cyrillic' }, value: (q) => q.title.sr },
    { name: 'title_lat', about: { sr: 'Назив, латиница', en: 'Title, Serbian Latin' }, value: (q) => q.title.lat },
    { name: 'title_en', about: { sr: 'Назив на енглеском (празно ако није преведен)', en: 'Title in English (empty if not translated)' }, value: (q) => en(q.title) },
    { name: 'nqf_level', about: { sr: 'Ниво или подниво НОКС-а (1–8, нпр. 6.1)', en: 'NQF level or sublevel (1–8, e.g. 6.1)' }, value: (q) => q.nqfLevel },
    { name: 'eqf_level', about: { sr: 'Ниво Европског оквира квалификација (1–8)', en: 'European Qualifications Framework level (1–8)' }, value: (q) => q.eqfLevel },
    { name: 'type', about: { sr: 'Врста квалификације: general, vocational, academic, professional', en: 'Type of qualification: general, vocational, academic, professional' }, value: (q) => q.type },
    { name: 'field_code', about: { sr: 'Област образовања, шифра ISCED-F 2013 (КЛАСНОКС), четири цифре', en: 'Field of education, ISCED-F 2013 code (KLASNOKS), four digits' }, value: (q) => q.field.code },
    { name: 'field_sr', about: { sr: 'Назив области образовања на српском', en: 'Name of the field of education in Serbian' }, value: (q) => q.field.name.sr },
    { name: 'field_en', about: { sr: 'Назив области образовања на енглеском', en: 'Name of the field of education in English' }, value: (q) => en(q.field.name) },
    { name: 'credits_ects', about: { sr: 'ЕСПБ бодови (високо образовање)', en: 'ECTS credits (higher education)' }, value: (q) => q.credits },
    { name: 'hours', about: { sr: 'Број часова (остале квалификације)', en: 'Number of hours (other qualifications)' }, value: (q) => q.hours },
    { name: 'acquisition_ways', about: { sr: 'Начини стицања, одвојени са „; “: formal, non-formal, prior-learning', en: 'Ways to acquire it, separated by "; ": formal, non-formal, prior-learning' }, value: (q) => q.acquisitionWays.join('; ') },
    { name: 'awarding_bodies_sr', about: { sr: 'Тела која додељују квалификацију, одвојена са „; “', en: 'Bodies that award it, separated by "; ", in Serbian' }, value: (q) => q.awardingBodies.map((body) => body.name.sr).join('; ') },
    { name: 'awarding_bodies_en', about: { sr: 'Тела која додељују квалификацију, на енглеском', en: 'Bodies that award it, in English' }, value: (q) => q.awardingBodies.map((body) => body.name.en ?? body.name.sr).join('; ') },
    { name: 'register_status', about: { sr: 'Статус у регистру: active (стиче се) или withdrawn (више се не стиче)', en: 'Status in the register: active (awarded) or withdrawn (no longer awarded)' }, value: (q) => q.registerStatus },
    { name: 'registered_on', about: { sr: 'Датум уписа у регистар (ГГГГ-ММ-ДД)', en: 'Date of entry in the register (YYYY-MM-DD)' }, value: (q) => q.registeredOn },
    { name: 'valid_until', about: { sr: 'Датум до ког се стиче, ако је одређен', en: 'Date until which it is awarded, if set' }, value: (q) => q.validUntil },
    { name: 'description_sr', about: { sr: 'Кратак опис на српском', en: 'Short description in Serbian' }, value: (q) => q.description.sr },
    { name: 'description_en', about: { sr: 'Кратак опис на енглеском', en: 'Short description in English' }, value: (q) => en(q.description) },
    { name: 'knowledge_sr', about: { sr: 'Исходи учења: знање, један по реду ћелије', en: 'Learning outcomes: knowledge, one a line of the cell, in Serbian' }, value: (q) => joinLines(q.learningOutcomes.knowledge.sr) },
    { name: 'skills_sr', about: { sr: 'Исходи учења: вештине, један по реду ћелије', en: 'Learning outcomes: skills, one a line, in Serbian' }, value: (q) => joinLines(q.learningOutcomes.skills.sr) },
    { name: 'autonomy_sr', about: { sr: 'Исходи учења: самосталност и одговорност, један по реду ћелије', en: 'Learning outcomes: autonomy and responsibility, one a line, in Serbian' }, value: (q) => joinLines(q.learningOutcomes.autonomy.sr) },
    { name: 'knowledge_en', about: { sr: 'Исходи учења: знање, на енглеском', en: 'Learning outcomes: knowledge, in English' }, value: (q) => joinLines(q.learningOutcomes.knowledge.en) },
    { name: 'skills_en', about: { sr: 'Исходи учења: вештине, на енглеском', en: 'Learning outcomes: skills, in English' }, value: (q) => joinLines(q.learningOutcomes.skills.en) },
    { name: 'autonomy_en', about: { sr: 'Исходи учења: самосталност и одговорност, на енглеском', en: 'Learning outcomes: autonomy and responsibility, in English' }, value: (q) => joinLines(q.learningOutcomes.autonomy.en) },
    { name: 'entry_requirements_sr', about: { sr: 'Услови за стицање, на српском', en: 'Entry requirements, in Serbian' }, value: (q) => q.entryRequirements.sr },
    { name: 'entry_requirements_en', about: { sr: 'Услови за стицање, на енглеском', en: 'Entry requirements, in English' }, value: (q) => en(q.entryRequirements) },
    { name: 'esco_occupations', about: { sr: 'Сродна занимања као ESCO адресе, одвојене размаком', en: 'Related occupations as ESCO URIs, separated by spaces' }, value: (q) => q.occupations.map((o) => o.uri).join(' ') },
    { name: 'url_sr', about: { sr: 'Адреса стране квалификације на порталу, на српском', en: 'Address of the qualification’s page on the portal, in Serbian' }, value: (q) => q.pages.sr },
    { name: 'url_en', about: { sr: 'Адреса стране квалификације на порталу, на енглеском', en: 'Address of the qualification’s page on the portal, in English' }, value: (q) => q.pages.en },
    { name: 'updated_at', about: { sr: 'Време последње измене (ISO 8601, UTC)', en: 'Time of the last change (ISO 8601, UTC)' }, value: (q) => q.updatedAt },
  ],
  load: async (db, publicUrl, now) => {
    const data = await loadRegisterExport(db, publicUrl, now);
    return { modified: data.modified, items: data.qualifications };
  },
  summary: async (db, now) => ({ count: await publishedCount(db, 'qualifications', now), modified: await lastChange(db, now, REGISTER_TABLES) }),
  extraFiles: [
    {
      format: 'jsonld',
      summary: 'The published register as a European Learning Model (ELM) dataset in JSON-LD, its context inlined, for Europass: the qualifications, the recognised providers and their programmes in force',
      build: async (content, { db, publicUrl, now }) => {
        const providers = await loadProvidersExport(db, publicUrl, now);
        const modified = content.modified > providers.modified ? content.modified : providers.modified;
        return { body: registerElm({ modified, qualifications: content.items }, publicUrl, providers.items), modified };
      },
    },
  ],
};
