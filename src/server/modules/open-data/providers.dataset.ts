import type { Db } from '../../db/database.js';
import { type Dataset, publishedCount } from './dataset.js';
import { type ExportedApproval, type ExportedProvider, loadProvidersExport, providersLastChange } from './providers-export.js';

/** A row of the CSV file: a provider with one of its approvals (none for a provider without any). */
interface ProviderRow {
  provider: ExportedProvider;
  approval: ExportedApproval | null;
}

type Column = Dataset<ExportedProvider, ProviderRow>['columns'][number];
const ofProvider = (name: string, about: { sr: string; en: string }, value: (p: ExportedProvider) => string | number | null): Column => ({ name, about, value: (row) => value(row.provider) });
const ofApproval = (name: string, about: { sr: string; en: string }, value: (a: ExportedApproval) => string | number | null): Column => ({ name, about, value: (row) => (row.approval ? value(row.approval) : null) });

/**
 * The register of publicly recognised organisers of adult-education activities (ЈПОА). The CSV file
 * has a row per approval, the provider's columns repeated, in the columns the dashboard's import
 * takes (plus what only the register computes: the approval's status, the pages' addresses).
 */
export const providersDataset: Dataset<ExportedProvider, ProviderRow> = {
  key: 'providers',
  title: { sr: 'Регистар јавно признатих организатора активности образовања одраслих', en: 'Register of publicly recognised organisers of adult-education activities' },
  about: {
    sr: 'Сви објављени јавно признати организатори активности (ЈПОА) и свако њихово одобрење: активност, програм, квалификација или ниво до ког води, решење, важење, места извођења и послодавци код којих се изводи пракса, са статусом у тренутку преузимања.',
    en: 'Every published publicly recognised organiser of adult-education activities and each of its approvals: the activity, the programme, the qualification or level it leads to, the decision, validity, the places where it is delivered and the employers for practical work, with its status at the moment of download.',
  },
  jsonItems: 'providers',
  csvRows: (provider) => (provider.approvals.length > 0 ? provider.approvals.map((approval) => ({ provider, approval })) : [{ provider, approval: null }]),
  columns: [
    ofProvider('tax_number', { sr: 'ПИБ организатора (девет цифара)', en: 'The provider’s tax number (PIB, nine digits)' }, (p) => p.taxNumber),
    ofProvider('registration_number', { sr: 'Матични број организатора (осам цифара)', en: 'The provider’s registration number (MB, eight digits)' }, (p) => p.registrationNumber),
    ofProvider('name_sr', { sr: 'Назив организатора, ћирилица', en: 'The provider’s name, Serbian Cyrillic' }, (p) => p.name.sr),
    ofProvider('name_lat', { sr: 'Назив организатора, латиница', en: 'The provider’s name, Serbian Latin' }, (p) => p.name.lat),
    ofProvider('name_en', { sr: 'Назив организатора на енглеском', en: 'The provider’s name in English' }, (p) => p.name.en ?? ''),
    ofProvider('legal_form', { sr: 'Правна форма: company, entrepreneur, association, foundation, institution, school, chamber, cooperative, other', en: 'Legal form: company, entrepreneur, association, foundation, institution, school, chamber, cooperative, other' }, (p) => p.legalForm),
    ofProvider('municipality', { sr: 'Општина седишта', en: 'Municipality of the seat' }, (p) => p.municipality),
    ofProvider('address', { sr: 'Адреса седишта', en: 'Address of the seat' }, (p) => p.address),
    ofProvider('email', { sr: 'Јавна адреса е-поште', en: 'Public e-mail address' }, (p) => p.email),
    ofProvider('phone', { sr: 'Јавни телефон', en: 'Public telephone' }, (p) => p.phone),
    ofProvider('website', { sr: 'Веб-сајт', en: 'Website' }, (p) => p.website),
    ofApproval('activity', { sr: 'Одобрена активност: non-formal-education, training-for-work, prior-learning, other-activity (празно ако организатор нема одобрење)', en: 'Approved activity: non-formal-education, training-for-work, prior-learning, other-activity (empty if the provider has no approval)' }, (a) => a.activity),
    ofApproval('programme_sr', { sr: 'Назив програма на српском', en: 'Name of the programme in Serbian' }, (a) => a.programme.sr),
    ofApproval('programme_en', { sr: 'Назив програма на енглеском', en: 'Name of the programme in English' }, (a) => a.programme.en ?? ''),
    ofApproval('qualification_code', { sr: 'Шифра квалификације из регистра до које програм води', en: 'Register code of the qualification the programme leads to' }, (a) => a.qualification?.code ?? ''),
    ofApproval('nqf_level', { sr: 'Ниво НОКС-а до ког програм води', en: 'NQF level the programme leads to' }, (a) => a.nqfLevel ?? ''),
    ofApproval('decision_number', { sr: 'Број решења о одобрењу', en: 'Number of the approval decision' }, (a) => a.decisionNumber),
    ofApproval('decision_date', { sr: 'Датум решења (ГГГГ-ММ-ДД)', en: 'Date of the decision (YYYY-MM-DD)' }, (a) => a.decisionDate),
    ofApproval('valid_from', { sr: 'Важи од (ISO 8601, UTC)', en: 'Valid from (ISO 8601, UTC)' }, (a) => a.validFrom),
    ofApproval('valid_until', { sr: 'Важи до (ISO 8601, UTC; празно: без рока)', en: 'Valid until (ISO 8601, UTC; empty: no end)' }, (a) => a.validUntil ?? ''),
    ofApproval('revoked_on', { sr: 'Одузето од (ISO 8601, UTC)', en: 'Revoked from (ISO 8601, UTC)' }, (a) => a.revokedAt ?? ''),
    ofApproval('revocation_reason', { sr: 'Разлог одузимања', en: 'Reason of the revocation' }, (a) => a.revocationReason ?? ''),
    ofApproval('approval_status', { sr: 'Статус одобрења у тренутку преузимања: in-force, not-yet-in-force, expired, revoked', en: 'Status of the approval at the moment of download: in-force, not-yet-in-force, expired, revoked' }, (a) => a.status),
    ofApproval('places', { sr: 'Места извођења, „општина | адреса“, одвојена са „; “', en: 'Places where it is delivered, "municipality | address", separated by "; "' }, (a) => a.places.map((place) => `${place.municipality} | ${place.address}`).join('; ')),
    ofApproval('employers', { sr: 'Послодавци код којих се изводи пракса, „назив | општина“, одвојени са „; “', en: 'Employers for practical work, "name | municipality", separated by "; "' }, (a) => a.employers.map((employer) => `${employer.name} | ${employer.municipality}`).join('; ')),
    ofProvider('url_sr', { sr: 'Адреса стране организатора на порталу, на српском', en: 'Address of the provider’s page on the portal, in Serbian' }, (p) => p.pages.sr),
    ofProvider('url_en', { sr: 'Адреса стране организатора на порталу, на енглеском', en: 'Address of the provider’s page on the portal, in English' }, (p) => p.pages.en),
  ],
  load: (db, publicUrl, now) => loadProvidersExport(db, publicUrl, now),
  summary: async (db: Db, now: string) => ({ count: await publishedCount(db, 'providers', now), modified: await providersLastChange(db, now) }),
};
