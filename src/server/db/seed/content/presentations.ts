import type { SeedPresentation, SeedText } from './schemas.js';

const t = (sr: string, en: string): SeedText => ({ sr, en });

/** Slide lines are drawn on a 1280×720 image: at most 4 lines of at most 48 characters each. */
export const presentations: SeedPresentation[] = [
  {
    ref: 'noks-ukratko',
    daysAgo: 38,
    eventDaysAgo: 45,
    title: t(
      'НОКС укратко: нивои и врсте квалификација',
      'The NQFS in brief: levels and qualification types',
    ),
    summary: t(
      'Уводна презентација о томе шта је Национални оквир квалификација, како су квалификације распоређене на осам нивоа и које четири врсте квалификација постоје.',
      'An introductory presentation on what the National Qualifications Framework is, how qualifications are arranged across eight levels and which four types of qualifications exist.',
    ),
    place: t('Београд', 'Belgrade'),
    slides: [
      {
        heading: t('Шта је НОКС?', 'What is the NQFS?'),
        lines: [
          t('Јединствен оквир за све квалификације', 'One framework for all qualifications'),
          t('Формално, неформално и информално учење', 'Formal, non-formal and informal learning'),
          t('Закон усвојен 5. априла 2018.', 'Law adopted on 5 April 2018'),
          t('Осам нивоа повезаних са ЕОК-ом', 'Eight levels linked to the EQF'),
        ],
      },
      {
        heading: t('Нивои од 1 до 4', 'Levels 1 to 4'),
        lines: [
          t('1 – основно образовање', '1 – primary education'),
          t('2 – стручно оспособљавање и обуке', '2 – vocational training and short courses'),
          t('3 – трогодишње средње стручно образовање', '3 – three-year secondary vocational'),
          t('4 – четворогодишње средње образовање', '4 – four-year secondary education'),
        ],
      },
      {
        heading: t('Од нивоа 5 до доктората', 'From level 5 to the doctorate'),
        lines: [
          t('5 – мајсторско и специјалистичко', '5 – master-craftsman and specialist'),
          t('6.1 и 6.2 – основне студије', '6.1 and 6.2 – first-cycle studies'),
          t('7.1 и 7.2 – мастер и специјалистичке', "7.1 and 7.2 – master's and specialist"),
          t('8 – докторске студије', '8 – doctoral studies'),
        ],
      },
      {
        heading: t('Четири врсте квалификација', 'Four types of qualifications'),
        lines: [
          t('Опште образовање', 'General education'),
          t('Стручно образовање и образовање одраслих', 'Vocational and adult education'),
          t('Академско високо образовање', 'Academic higher education'),
          t('Струковно високо образовање', 'Vocational higher education'),
        ],
      },
      {
        heading: t('Шта добијају грађани и послодавци', 'What citizens and employers gain'),
        lines: [
          t('Јавна исправа за сваку квалификацију', 'A public document for every qualification'),
          t('Стандарди описују исходе учења', 'Standards describe learning outcomes'),
          t('Квалификације упоредиве у Европи', 'Qualifications comparable across Europe'),
          t('Подаци у Регистру НОКС-а', 'Data kept in the NQFS Register'),
        ],
      },
    ],
  },
  {
    ref: 'ppu-posle-izmena-2023',
    daysAgo: 112,
    eventDaysAgo: 118,
    title: t(
      'Признавање претходног учења након измена закона из 2023.',
      'Recognition of prior learning after the 2023 amendments',
    ),
    summary: t(
      'Презентација о томе шта измене Закона о НОКС-у из 2023. године доносе у области признавања претходног учења и шта то значи за грађане и послодавце.',
      'A presentation on what the 2023 amendments to the Law on the NQFS bring to the recognition of prior learning and what this means for citizens and employers.',
    ),
    place: t('Нови Сад', 'Novi Sad'),
    slides: [
      {
        heading: t('Шта је признавање претходног учења?', 'What is recognition of prior learning?'),
        lines: [
          t('Знање стечено радом и искуством', 'Knowledge gained through work and experience'),
          t('Неформално образовање и информално учење', 'Non-formal education and informal learning'),
          t('Провера према стандарду квалификације', 'Assessed against a qualification standard'),
          t('Пут до признате квалификације', 'A route to a recognised qualification'),
        ],
      },
      {
        heading: t('Шта доносе измене из 2023.', 'What the 2023 amendments bring'),
        lines: [
          t('„Службени гласник РС”, бр. 76/23', 'Official Gazette of the RS No. 76/2023'),
          t('Признавање за нивое 2, 3 и 5', 'Recognition for levels 2, 3 and 5'),
          t('Јасније уређена улога Канцеларије', "A clearer role for the Government's Office"),
          t('за дуално образовање и НОКС', 'for Dual Education and the NQFS'),
        ],
      },
      {
        heading: t('Ко учествује', 'Who is involved'),
        lines: [
          t('Агенција за квалификације', 'The Qualifications Agency'),
          t('Јавно признати организатори (ЈПОА)', 'Publicly recognised organisers (JPOAs)'),
          t('Послодавци и секторска већа', 'Employers and sector skills councils'),
          t('Каријерно вођење и саветовање', 'Career guidance and counselling'),
        ],
      },
      {
        heading: t('Уобичајени кораци', 'Typical steps'),
        lines: [
          t('Информисање и саветовање', 'Information and counselling'),
          t('Прикупљање доказа о учењу', 'Gathering evidence of learning'),
          t('Процена знања и вештина', 'Assessment of knowledge and skills'),
          t('Потврда јавном исправом', 'Confirmation by a public document'),
        ],
      },
      {
        heading: t('Корист за све', 'Benefits for everyone'),
        lines: [
          t('Грађани: бржи пут до квалификације', 'Citizens: a faster path to a qualification'),
          t('Послодавци: потврђене вештине запослених', 'Employers: verified skills of their staff'),
          t('Систем: подршка целоживотном учењу', 'The system: support for lifelong learning'),
        ],
      },
    ],
  },
  {
    ref: 'povezivanje-noks-eok',
    daysAgo: 240,
    eventDaysAgo: 247,
    title: t('Повезивање НОКС-а са ЕОК-ом', 'Referencing the NQFS to the EQF'),
    summary: t(
      'Преглед процеса повезивања Националног оквира квалификација са Европским оквиром квалификација, од усвајања закона до објављивања извештаја, уз приказ европских алата.',
      'An overview of how the National Qualifications Framework was referenced to the European Qualifications Framework, from the adoption of the Law to the publication of the report, with a look at European tools.',
    ),
    place: t('Крагујевац', 'Kragujevac'),
    slides: [
      {
        heading: t('Зашто повезивање?', 'Why referencing?'),
        lines: [
          t('Упоредиве квалификације у Европи', 'Comparable qualifications across Europe'),
          t('Лакша мобилност ради учења и рада', 'Easier mobility for learning and work'),
          t('Поглавље 26 – Образовање и култура', 'Chapter 26 – Education and Culture'),
        ],
      },
      {
        heading: t('Кључни кораци', 'Key milestones'),
        lines: [
          t('2018 – Закон о НОКС-у', '2018 – Law on the NQFS'),
          t('2019 – 12 секторских већа', '2019 – 12 sector skills councils'),
          t('Фебруар 2020 – извештај усвојен', 'February 2020 – report adopted'),
          t('Септембар 2020 – објава Европске комисије', 'September 2020 – published by the Commission'),
        ],
      },
      {
        heading: t('Извештај о повезивању', 'The referencing report'),
        lines: [
          t('52. састанак Саветодавне групе за ЕОК', '52nd meeting of the EQF Advisory Group'),
          t('Брисел, 4. и 5. фебруар 2020.', 'Brussels, 4–5 February 2020'),
          t('Уз самопроцену према QF-EHEA', 'With a QF-EHEA self-certification'),
          t('Подршка пројекта E2E (Швајцарска)', 'Supported by the Swiss-funded E2E project'),
        ],
      },
      {
        heading: t('Осам нивоа НОКС-а, осам нивоа ЕОК-а', 'Eight NQFS levels, eight EQF levels'),
        lines: [
          t('Сваки ниво НОКС-а повезан је са ЕОК-ом', 'Each NQFS level is linked to the EQF'),
          t('Поднивои 6.1 и 6.2 у оквиру нивоа 6', 'Sublevels 6.1 and 6.2 within level 6'),
          t('Поднивои 7.1 и 7.2 у оквиру нивоа 7', 'Sublevels 7.1 and 7.2 within level 7'),
          t('Исходи учења као заједнички језик', 'Learning outcomes as a common language'),
        ],
      },
      {
        heading: t('Европски алати', 'European tools'),
        lines: [
          t('Europass центар у Фондацији Темпус', 'Europass centre at the Tempus Foundation'),
          t('Europass документ о мобилности', 'The Europass Mobility document'),
          t('ENIC/NARIC у Агенцији за квалификације', 'ENIC/NARIC within the Qualifications Agency'),
          t('Регистар НОКС-а и КЛАСНОКС', 'The NQFS Register and KLASNOKS'),
        ],
      },
    ],
  },
];
