import { cyrillicToLatin } from '../../../common/text/transliterate.js';
import type { LocalizedText } from './localized-text.js';
import type { ExportedApproval, ExportedProvider } from './providers-export.js';
import type { ExportedQualification, RegisterExport } from './register-export.js';

/**
 * The register as a dataset of the European Learning Model (ELM 3, the "Learning Opportunities and
 * Qualifications" profile), in JSON-LD with its context inlined, for Europass's Qualification
 * Dataset Register to harvest from its stable URL. Shared vocabularies use the EU's IRIs (EQF,
 * ISCED-F, ECTS, countries, languages); everything of the register has an IRI of this portal.
 * See docs/decisions/0009-the-register-as-elm-open-data.md.
 */

const ELM = 'http://data.europa.eu/snb/model/elm/';

/** The context: the terms of the ELM application profile's context (edc-ap) this file uses, with their IRIs. */
export const ELM_CONTEXT = {
  id: '@id',
  type: '@type',
  elm: ELM,
  dc: 'http://purl.org/dc/terms/',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  adms: 'http://www.w3.org/ns/adms#',
  foaf: 'http://xmlns.com/foaf/0.1/',
  rov: 'http://www.w3.org/ns/regorg#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  Qualification: 'elm:Qualification',
  LearningOutcome: 'elm:LearningOutcome',
  AwardingOpportunity: 'elm:AwardingOpportunity',
  LearningOpportunity: 'elm:LearningOpportunity',
  LegalIdentifier: 'elm:LegalIdentifier',
  PeriodOfTime: 'dc:PeriodOfTime',
  Organisation: 'elm:Organisation',
  Location: 'dc:Location',
  Address: 'elm:Address',
  CreditPoint: 'elm:CreditPoint',
  Note: 'elm:Note',
  WebResource: 'elm:WebResource',
  Identifier: 'elm:Identifier',
  Concept: 'skos:Concept',
  ConceptScheme: 'skos:ConceptScheme',
  title: { '@id': 'dc:title', '@container': '@language' },
  description: { '@id': 'dc:description', '@container': '@language' },
  prefLabel: { '@id': 'skos:prefLabel', '@container': '@language' },
  legalName: { '@id': 'rov:legalName', '@container': '@language' },
  geographicName: { '@id': 'elm:geographicName', '@container': '@language' },
  noteLiteral: { '@id': 'elm:noteLiteral', '@container': '@language' },
  eqfLevel: { '@id': 'elm:EQFLevel', '@type': '@id' },
  nqfLevel: { '@id': 'elm:NQFLevel', '@type': '@id' },
  thematicArea: { '@id': 'elm:ISCEDFCode', '@type': '@id' },
  learningOutcome: { '@id': 'elm:learningOutcome', '@type': '@id' },
  creditPoint: { '@id': 'elm:creditPoint', '@type': '@id' },
  framework: { '@id': 'elm:framework', '@type': '@id' },
  point: { '@id': 'elm:point', '@type': 'xsd:string' },
  volumeOfLearning: { '@id': 'elm:volumeOfLearning', '@type': 'xsd:duration' },
  entryRequirement: { '@id': 'elm:entryRequirement', '@type': '@id' },
  additionalNote: { '@id': 'elm:additionalNote', '@type': '@id' },
  awardingOpportunity: { '@id': 'elm:awardingOpportunity', '@type': '@id' },
  awardingBody: { '@id': 'elm:awardingBody', '@type': '@id' },
  providedBy: { '@id': 'elm:providedBy', '@type': '@id' },
  defaultLanguage: { '@id': 'elm:defaultLanguage', '@type': '@id' },
  temporal: { '@id': 'dc:temporal', '@type': '@id' },
  startDate: { '@id': 'elm:startDate', '@type': 'xsd:dateTime' },
  endDate: { '@id': 'elm:endDate', '@type': 'xsd:dateTime' },
  registration: { '@id': 'rov:registration', '@type': '@id' },
  taxIdentifier: { '@id': 'elm:taxIdentifier', '@type': '@id' },
  spatial: { '@id': 'dc:spatial', '@type': '@id' },
  fullAddress: { '@id': 'elm:fullAddress', '@type': '@id' },
  learningAchievementSpecification: { '@id': 'elm:learningAchievementSpecification', '@type': '@id' },
  location: { '@id': 'elm:location', '@type': '@id' },
  address: { '@id': 'elm:address', '@type': '@id' },
  countryCode: { '@id': 'elm:countryCode', '@type': '@id' },
  homepage: { '@id': 'foaf:homepage', '@type': '@id' },
  contentURL: { '@id': 'elm:contentUrl', '@type': 'xsd:anyURI' },
  identifier: { '@id': 'adms:identifier', '@type': '@id' },
  notation: { '@id': 'skos:notation' },
  schemeName: { '@id': 'elm:schemeName', '@type': 'xsd:string' },
  language: { '@id': 'dc:language', '@type': '@id' },
  inScheme: { '@id': 'skos:inScheme', '@type': '@id' },
  dateModified: { '@id': 'dc:modified', '@type': 'xsd:dateTime' },
  status: { '@id': 'elm:status', '@type': 'xsd:string' },
  isPartialQualification: { '@id': 'elm:isPartialQualification', '@type': 'xsd:boolean' },
} as const;

const SCHEMES = {
  eqf: 'http://data.europa.eu/snb/eqf/25831c2',
  iscedF: 'http://data.europa.eu/snb/isced-f/25831c2',
  credit: 'http://data.europa.eu/snb/education-credit/25831c2',
  country: 'http://publications.europa.eu/resource/authority/country',
  language: 'http://publications.europa.eu/resource/authority/language',
};
const ECTS = 'http://data.europa.eu/snb/education-credit/6fcec5c5af';
const SERBIA = `${SCHEMES.country}/SRB`;
const LANGUAGE = { sr: `${SCHEMES.language}/SRP`, en: `${SCHEMES.language}/ENG` };

type LanguageMap = Record<string, string>;

/** A text of the register as an ELM language map: Cyrillic, Latin and, where written, English. */
function languageMap(text: LocalizedText): LanguageMap {
  const map: LanguageMap = {};
  if (text.sr) map['sr-Cyrl'] = text.sr;
  if (text.lat) map['sr-Latn'] = text.lat;
  if (text.en) map.en = text.en;
  return map;
}

const concept = (id: string, scheme: string, prefLabel?: LanguageMap) => ({ id, type: 'Concept', inScheme: { id: scheme, type: 'ConceptScheme' }, ...(prefLabel ? { prefLabel } : {}) });
const note = (id: string, text: LocalizedText) => ({ id, type: 'Note', noteLiteral: languageMap(text) });
const inSerbia = (id: string) => ({ id, type: 'Location', address: { id: `${id}-address`, type: 'Address', countryCode: concept(SERBIA, SCHEMES.country, { en: 'Serbia' }) } });

/** The learning outcomes of one dimension, a node each; an English text goes with its Serbian one when both lists are as long. */
function outcomes(q: ExportedQualification, dimension: keyof ExportedQualification['learningOutcomes']) {
  const { sr, lat, en } = q.learningOutcomes[dimension];
  const english = en && en.length === sr.length ? en : null;
  return sr.map((text, i) => ({ id: `${q.uri}#${dimension}-${i + 1}`, type: 'LearningOutcome', title: languageMap({ sr: text, lat: lat[i] ?? '', en: english?.[i] ?? null }) }));
}

function qualificationNode(q: ExportedQualification, levelUri: (code: string) => string, levelScheme: string) {
  const notes = [
    q.qualityAssurance.internal.sr ? note(`${q.uri}#internal-quality-assurance`, q.qualityAssurance.internal) : null,
    q.qualityAssurance.external.sr ? note(`${q.uri}#external-quality-assurance`, q.qualityAssurance.external) : null,
  ].filter((entry) => entry !== null);
  return {
    id: q.uri,
    type: 'Qualification',
    identifier: { id: `${q.uri}#register-code`, type: 'Identifier', notation: q.code, schemeName: 'Register of the National Qualifications Framework of Serbia' },
    title: languageMap(q.title),
    ...(q.description.sr ? { description: languageMap(q.description) } : {}),
    eqfLevel: concept(`http://data.europa.eu/snb/eqf/${q.eqfLevel}`, SCHEMES.eqf, { en: `Level ${q.eqfLevel}` }),
    nqfLevel: concept(levelUri(q.nqfLevel), levelScheme, { 'sr-Cyrl': `Ниво ${q.nqfLevel}`, 'sr-Latn': `Nivo ${q.nqfLevel}`, en: `Level ${q.nqfLevel}` }),
    thematicArea: [concept(q.field.uri, SCHEMES.iscedF, languageMap(q.field.name))],
    learningOutcome: [...outcomes(q, 'knowledge'), ...outcomes(q, 'skills'), ...outcomes(q, 'autonomy')],
    ...(q.credits ? { creditPoint: { id: `${q.uri}#credits`, type: 'CreditPoint', framework: concept(ECTS, SCHEMES.credit, { en: 'European Credit Transfer System' }), point: String(q.credits) } } : {}),
    ...(q.hours ? { volumeOfLearning: `PT${q.hours}H` } : {}),
    ...(q.entryRequirements.sr ? { entryRequirement: note(`${q.uri}#entry-requirements`, q.entryRequirements) } : {}),
    ...(notes.length > 0 ? { additionalNote: notes } : {}),
    language: [concept(LANGUAGE.sr, SCHEMES.language), ...(q.title.en ? [concept(LANGUAGE.en, SCHEMES.language)] : [])],
    homepage: { id: `${q.uri}#page`, type: 'WebResource', contentURL: q.pages.en },
    awardingOpportunity: q.awardingBodies.map((body) => ({
      id: `${q.uri}#awarded-by-${body.id}`,
      type: 'AwardingOpportunity',
      learningAchievementSpecification: q.uri,
      awardingBody: {
        id: body.uri,
        type: 'Organisation',
        legalName: languageMap(body.name),
        location: inSerbia(`${body.uri}#location`),
        ...(body.website ? { homepage: { id: `${body.uri}#website`, type: 'WebResource', contentURL: body.website } } : {}),
      },
      location: inSerbia(`${q.uri}#awarded-by-${body.id}-location`),
    })),
    isPartialQualification: false,
    status: q.registerStatus,
    dateModified: q.updatedAt,
  };
}

const SERBIA_CONCEPT = () => concept(SERBIA, SCHEMES.country, { en: 'Serbia' });

/** A place in Serbia: its municipality and its address as written. */
const place = (id: string, municipality: string, address: string) => ({
  id,
  type: 'Location',
  geographicName: languageMap({ sr: municipality, lat: cyrillicToLatin(municipality), en: null }),
  address: { id: `${id}-address`, type: 'Address', fullAddress: note(`${id}-full-address`, { sr: address, lat: cyrillicToLatin(address), en: null }), countryCode: SERBIA_CONCEPT() },
});

/** A number of a Serbian register of legal entities: the registration number (МБ) or the tax number (ПИБ). */
const legalIdentifier = (id: string, notation: string, schemeName: string) => ({ id, type: 'LegalIdentifier', notation, schemeName, spatial: SERBIA_CONCEPT() });

/** A recognised provider (ЈПОА) as an organisation: its names, seat and the numbers it is registered under. */
function providerNode(p: ExportedProvider) {
  return {
    id: p.uri,
    type: 'Organisation',
    legalName: languageMap(p.name),
    registration: legalIdentifier(`${p.uri}#registration-number`, p.registrationNumber, 'Matični broj (Agencija za privredne registre)'),
    taxIdentifier: legalIdentifier(`${p.uri}#tax-number`, p.taxNumber, 'Poreski identifikacioni broj (PIB)'),
    location: place(`${p.uri}#seat`, p.municipality, p.address),
    ...(p.website ? { homepage: { id: `${p.uri}#website`, type: 'WebResource', contentURL: p.website } } : {}),
  };
}

/** A programme in force as a learning opportunity: who provides it, where, until when, and the qualification it leads to. */
function opportunityNode(p: ExportedProvider, a: ExportedApproval & { qualification: { uri: string } }) {
  const id = `${p.uri}#approval-${a.id}`;
  const places = a.places.length > 0 ? a.places : [{ municipality: p.municipality, address: p.address }];
  return {
    id,
    type: 'LearningOpportunity',
    title: languageMap(a.programme),
    homepage: { id: `${id}-page`, type: 'WebResource', contentURL: p.pages.en },
    providedBy: p.uri,
    learningAchievementSpecification: a.qualification.uri,
    defaultLanguage: concept(LANGUAGE.sr, SCHEMES.language),
    temporal: { id: `${id}-validity`, type: 'PeriodOfTime', startDate: a.validFrom, ...(a.validUntil ? { endDate: a.validUntil } : {}) },
    location: places.map((where, i) => place(`${id}-place-${i + 1}`, where.municipality, where.address)),
  };
}

/**
 * The whole register as an ELM JSON-LD document: the context, then a graph of the qualifications,
 * the recognised providers and their programmes in force that lead to a qualification of the graph.
 */
export function registerElm(data: RegisterExport, publicUrl: string, providers: readonly ExportedProvider[] = []): string {
  // The framework's levels are this portal's concepts: each an entry of its list of levels.
  const levels = `${publicUrl}/api/levels`;
  const inGraph = new Set(data.qualifications.map((q) => q.uri));
  const opportunities = providers.flatMap((p) =>
    p.approvals.flatMap((a) => (a.status === 'in-force' && a.qualification && inGraph.has(a.qualification.uri) ? [opportunityNode(p, { ...a, qualification: a.qualification })] : [])),
  );
  return JSON.stringify({
    '@context': ELM_CONTEXT,
    '@graph': [...data.qualifications.map((q) => qualificationNode(q, (code) => `${levels}#${code}`, levels)), ...providers.map(providerNode), ...opportunities],
  });
}
