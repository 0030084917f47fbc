import { type Dataset, lastChange, publishedCount } from './dataset.js';
import { COUNCIL_TABLES, type ExportedCouncil, loadCouncilsExport } from './councils-export.js';

/** The sector skills councils: who sits on them, when they met, what they decided, and their sector's register. */
export const councilsDataset: Dataset<ExportedCouncil> = {
  key: 'councils',
  title: { sr: 'Секторска већа', en: 'Sector skills councils' },
  about: {
    sr: 'Сва објављена секторска већа: чланови (име, организација, улога), седнице са дневним редом, одлуке и стандарди и квалификације њиховог сектора.',
    en: 'Every published sector skills council: its members (name, organisation, role), its sessions with their agendas, its decisions, and the standards and qualifications of its sector.',
  },
  jsonItems: 'councils',
  columns: [
    { name: 'name_sr', about: { sr: 'Назив већа, ћирилица', en: 'Name of the council, Serbian Cyrillic' }, value: (c) => c.name.sr },
    { name: 'name_lat', about: { sr: 'Назив већа, латиница', en: 'Name of the council, Serbian Latin' }, value: (c) => c.name.lat },
    { name: 'name_en', about: { sr: 'Назив већа на енглеском', en: 'Name of the council in English' }, value: (c) => c.name.en ?? '' },
    { name: 'constituted_on', about: { sr: 'Датум конститутивне седнице (ГГГГ-ММ-ДД)', en: 'Date of the constitutive session (YYYY-MM-DD)' }, value: (c) => c.constitutedOn },
    { name: 'description_sr', about: { sr: 'Опис сектора на српском', en: 'Description of the sector in Serbian' }, value: (c) => c.description.sr },
    { name: 'description_en', about: { sr: 'Опис сектора на енглеском', en: 'Description of the sector in English' }, value: (c) => c.description.en ?? '' },
    { name: 'members', about: { sr: 'Чланови, „име | организација | улога“ (chair, deputy-chair, member), одвојени са „; “', en: 'Members, "name | organisation | role" (chair, deputy-chair, member), separated by "; "' }, value: (c) => c.members.map((m) => `${m.name} | ${m.organisation} | ${m.role}`).join('; ') },
    { name: 'sessions', about: { sr: 'Седнице, „број | датум“, одвојене са „; “ (дневни ред је у JSON датотеци)', en: 'Sessions, "number | date", separated by "; " (the agendas are in the JSON file)' }, value: (c) => c.sessions.map((s) => `${s.number} | ${s.date}`).join('; ') },
    { name: 'decisions', about: { sr: 'Одлуке, „број | датум | предмет“, одвојене са „; “', en: 'Decisions, "number | date | subject", separated by "; "' }, value: (c) => c.decisions.map((d) => `${d.number} | ${d.date} | ${d.subject.sr}`).join('; ') },
    { name: 'standards', about: { sr: 'Шифре објављених стандарда сектора, одвојене са „; “', en: 'Codes of the sector’s published standards, separated by "; "' }, value: (c) => c.standards.join('; ') },
    { name: 'qualifications', about: { sr: 'Шифре објављених квалификација сектора, одвојене са „; “', en: 'Codes of the sector’s published qualifications, separated by "; "' }, value: (c) => c.qualifications.join('; ') },
    { name: 'url_sr', about: { sr: 'Адреса стране већа на порталу, на српском', en: 'Address of the council’s page on the portal, in Serbian' }, value: (c) => c.pages.sr },
    { name: 'url_en', about: { sr: 'Адреса стране већа на порталу, на енглеском', en: 'Address of the council’s page on the portal, in English' }, value: (c) => c.pages.en },
    { name: 'updated_at', about: { sr: 'Време последње измене (ISO 8601, UTC)', en: 'Time of the last change (ISO 8601, UTC)' }, value: (c) => c.updatedAt },
  ],
  load: (db, publicUrl, now) => loadCouncilsExport(db, publicUrl, now),
  summary: async (db, now) => ({ count: await publishedCount(db, 'councils', now), modified: await lastChange(db, now, COUNCIL_TABLES) }),
};
