import type { SeedTag } from './schemas.js';

export const tags: SeedTag[] = [
  { ref: 'law', name: { sr: 'Закон', en: 'Law' } },
  { ref: 'eqf', name: { sr: 'ЕОК', en: 'EQF' } },
  { ref: 'sector-councils', name: { sr: 'Секторска већа', en: 'Sector skills councils' } },
  { ref: 'rpl', name: { sr: 'Признавање претходног учења', en: 'Recognition of prior learning' } },
  { ref: 'qualification-standards', name: { sr: 'Стандарди квалификација', en: 'Qualification standards' } },
  { ref: 'jpoa', name: { sr: 'ЈПОА', en: 'JPOA' } },
  { ref: 'recognition', name: { sr: 'Признавање страних исправа', en: 'Recognition of foreign documents' } },
  { ref: 'europass', name: { sr: 'Europass', en: 'Europass' } },
  { ref: 'council', name: { sr: 'Савет за НОКС', en: 'Council for the NQFS' } },
  { ref: 'events', name: { sr: 'Догађаји', en: 'Events' } },
  { ref: 'dual-education', name: { sr: 'Дуално образовање', en: 'Dual education' } },
  { ref: 'lifelong-learning', name: { sr: 'Целоживотно учење', en: 'Lifelong learning' } },
];
