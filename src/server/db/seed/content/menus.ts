import type { SeedMenuItem } from './schemas.js';

export const menus: { main: SeedMenuItem[]; footer: SeedMenuItem[] } = {
  main: [
    { label: { sr: 'Почетна', en: 'Home' }, target: { kind: 'route', route: 'home' } },
    {
      label: { sr: 'НОКС', en: 'NQFS' },
      target: null,
      children: [
        {
          label: { sr: 'Национални оквир квалификација', en: 'The National Qualifications Framework' },
          target: { kind: 'page', key: 'nqf' },
        },
        { label: { sr: 'Савет за НОКС', en: 'Council for the NQFS' }, target: { kind: 'page', key: 'nqf-council' } },
        { label: { sr: 'Секторска већа', en: 'Sector Skills Councils' }, target: { kind: 'page', key: 'sector-councils' } },
        {
          label: { sr: 'Повезивање НОКС-а са ЕОК-ом', en: 'Referencing the NQFS with the EQF' },
          target: { kind: 'page', key: 'eqf-referencing' },
        },
        { label: { sr: 'Стратешки оквир', en: 'Strategic Framework' }, target: { kind: 'page', key: 'strategic-framework' } },
        { label: { sr: 'Нивои квалификација', en: 'Qualification levels' }, target: { kind: 'route', route: 'levels' } },
        { label: { sr: 'Који је ниво моје квалификације?', en: 'What level is my qualification?' }, target: { kind: 'route', route: 'guide' } },
      ],
    },
    { label: { sr: 'Грађани', en: 'Citizens' }, target: { kind: 'category', ref: 'citizens' } },
    { label: { sr: 'Послодавци', en: 'Employers' }, target: { kind: 'category', ref: 'employers' } },
    { label: { sr: 'Институције', en: 'Institutions' }, target: { kind: 'category', ref: 'institutions' } },
    { label: { sr: 'Вести', en: 'News' }, target: { kind: 'category', ref: 'news' } },
    { label: { sr: 'Документи', en: 'Documents' }, target: { kind: 'route', route: 'files' } },
    { label: { sr: 'Квалификације', en: 'Qualifications' }, target: { kind: 'route', route: 'qualifications' } },
    {
      label: { sr: 'Архива', en: 'Archive' },
      target: null,
      children: [
        { label: { sr: 'Архива 1', en: 'Archive 1' }, target: { kind: 'page', key: 'archive-1' } },
        { label: { sr: 'Архива 2', en: 'Archive 2' }, target: { kind: 'page', key: 'archive-2' } },
      ],
    },
  ],
  footer: [
    { label: { sr: 'О НОКС-у', en: 'About the NQFS' }, target: { kind: 'page', key: 'nqf' } },
    { label: { sr: 'Документи', en: 'Documents' }, target: { kind: 'route', route: 'files' } },
    { label: { sr: 'Претрага', en: 'Search' }, target: { kind: 'route', route: 'search' } },
    {
      label: { sr: 'Агенција за квалификације', en: 'Qualifications Agency' },
      target: { kind: 'url', url: 'https://azk.gov.rs' },
    },
    { label: { sr: 'Europass Србија', en: 'Europass Serbia' }, target: { kind: 'url', url: 'https://europass.rs' } },
  ],
};
