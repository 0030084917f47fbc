import type { SeedText, SeedQualification } from './schemas.js';

const none: SeedText = { sr: '', en: '' };

/** The qualification standard a vocational qualification rests on. */
const standard = (sr: string, en: string): SeedText => ({
  sr: `Стандард квалификације ${sr}`,
  en: `Qualification standard: ${en}`,
});

const council = {
  hospitality: { sr: 'Секторско веће за угоститељство и туризам', en: 'Sector skills council for hospitality and tourism' },
  electrical: {
    sr: 'Секторско веће за електротехнику и рачунарство',
    en: 'Sector skills council for electrical engineering and computing',
  },
  mechanical: {
    sr: 'Секторско веће за машинство и обраду метала',
    en: 'Sector skills council for mechanical engineering and metal processing',
  },
  transport: { sr: 'Секторско веће за саобраћај и складиштење', en: 'Sector skills council for transport and storage' },
  health: {
    sr: 'Секторско веће за здравство и социјалну заштиту',
    en: 'Sector skills council for health and social welfare',
  },
  personalServices: { sr: 'Секторско веће за личне услуге', en: 'Sector skills council for personal services' },
  food: {
    sr: 'Секторско веће за пољопривреду, производњу и прераду хране',
    en: 'Sector skills council for agriculture, food production and processing',
  },
  administration: {
    sr: 'Секторско веће за економију, право и администрацију',
    en: 'Sector skills council for economics, law and administration',
  },
  arts: {
    sr: 'Секторско веће за уметност, културу и медије',
    en: 'Sector skills council for arts, culture and media',
  },
} satisfies Record<string, SeedText>;

const primaryQa = {
  internalQa: {
    sr: 'Тим школе за самовредновање сваке године прати наставу, постигнућа ученика и резултате завршног испита.',
    en: "The school's self-evaluation team reviews teaching, pupils' achievement and final examination results every year.",
  },
  externalQa: {
    sr: 'Завод за вредновање квалитета образовања и васпитања (спољашње вредновање школа и завршни испит) и просветна инспекција министарства надлежног за образовање.',
    en: 'The Institute for Education Quality and Evaluation (external evaluation of schools and the final examination) and the education inspectorate of the Ministry of Education.',
  },
};

const artSchoolQa = {
  internalQa: {
    sr: 'Самовредновање школе, годишњи испити и јавни наступи ученика пред стручним већем одсека.',
    en: "The school's self-evaluation, annual examinations and pupils' public performances assessed by the department's teaching board.",
  },
  externalQa: {
    sr: 'Завод за вредновање квалитета образовања и васпитања и просветна инспекција министарства надлежног за образовање.',
    en: 'The Institute for Education Quality and Evaluation and the education inspectorate of the Ministry of Education.',
  },
};

const schoolQa = {
  internalQa: {
    sr: 'Самовредновање школе, стручна већа за области предмета и праћење резултата матурског, односно завршног испита.',
    en: "The school's self-evaluation, subject teaching boards and monitoring of the results of the matura or final examination.",
  },
  externalQa: {
    sr: 'Завод за вредновање квалитета образовања и васпитања (спољашње вредновање школа и завршни испити) и просветна инспекција министарства надлежног за образовање.',
    en: 'The Institute for Education Quality and Evaluation (external evaluation of schools and final examinations) and the education inspectorate of the Ministry of Education.',
  },
};

const vocationalSchoolQa = {
  internalQa: {
    sr: 'Самовредновање школе, стручни актив за практичну наставу и праћење ученика код послодаваца током учења кроз рад.',
    en: "The school's self-evaluation, the practical training board and monitoring of students placed with employers for work-based learning.",
  },
  externalQa: {
    sr: 'Завод за унапређивање образовања и васпитања (Центар за стручно и уметничко образовање), Завод за вредновање квалитета образовања и васпитања и просветна инспекција; завршни, односно матурски испит полаже се уз учешће представника послодаваца.',
    en: "The Institute for the Improvement of Education (Centre for Vocational and Art Education), the Institute for Education Quality and Evaluation and the education inspectorate; employers' representatives sit on the final or matura examination board.",
  },
};

const adultQa = {
  internalQa: {
    sr: 'Самовредновање организатора образовања одраслих, евалуација обуке од стране полазника и провера исхода учења пред испитном комисијом.',
    en: "The provider's self-evaluation, evaluation of the training by learners and assessment of learning outcomes before an examination board.",
  },
  externalQa: {
    sr: 'Агенција за квалификације (одобравање статуса јавно признатог организатора активности образовања одраслих и спољашња провера квалитета) и просветна инспекција.',
    en: 'The Qualifications Agency (approval of status as a publicly recognised adult education provider and external quality review) and the education inspectorate.',
  },
};

const universityQa = {
  internalQa: {
    sr: 'Комисија за обезбеђење квалитета универзитета и факултета, студентско вредновање наставе и периодично самовредновање студијског програма.',
    en: "The university's and faculty's quality assurance committees, student evaluation of teaching and periodic self-evaluation of the study programme.",
  },
  externalQa: {
    sr: 'Национално тело за акредитацију и проверу квалитета у високом образовању (акредитација студијског програма и спољашња провера квалитета).',
    en: 'The National Entity for Accreditation and Quality Assurance in Higher Education (accreditation of the study programme and external quality review).',
  },
};

const academyQa = {
  internalQa: {
    sr: 'Комисија за обезбеђење квалитета академије, студентске анкете и праћење запошљивости дипломаца.',
    en: "The academy's quality assurance committee, student surveys and tracking of graduates' employment.",
  },
  externalQa: {
    sr: 'Национално тело за акредитацију и проверу квалитета у високом образовању (акредитација студијског програма и спољашња провера квалитета).',
    en: 'The National Entity for Accreditation and Quality Assurance in Higher Education (accreditation of the study programme and external quality review).',
  },
};

const afterPrimary: SeedText = { sr: 'Завршено основно образовање и васпитање.', en: 'Completed primary education.' };
const afterSecondary: SeedText = {
  sr: 'Завршено четворогодишње средње образовање и положен пријемни испит.',
  en: 'Completed four-year secondary education and a passed entrance examination.',
};

/** ESCO occupations (v1.2), with the preferred English label and a Serbian rendering of it. */
const esco = {
  kitchenAssistant: {
    uri: 'http://data.europa.eu/esco/occupation/e1cf6897-158d-4b48-a39e-2a3a8cac216c',
    label: { sr: 'помоћни радник у кухињи', en: 'kitchen assistant' },
  },
  homeCareAide: {
    uri: 'http://data.europa.eu/esco/occupation/1391bdf9-bd61-4fb5-91ca-c29036ab2b60',
    label: { sr: 'неговатељ у кућној нези', en: 'home care aide' },
  },
  welder: {
    uri: 'http://data.europa.eu/esco/occupation/7aedaa07-3884-4c5b-88f9-80997b2aa54b',
    label: { sr: 'заваривач', en: 'welder' },
  },
  dataEntryClerk: {
    uri: 'http://data.europa.eu/esco/occupation/6353b3e8-e8f2-4ecb-b230-186927139892',
    label: { sr: 'оператер за унос података', en: 'data entry clerk' },
  },
  cook: {
    uri: 'http://data.europa.eu/esco/occupation/90f75f67-495d-49fa-ab57-2f320e251d7e',
    label: { sr: 'кувар', en: 'cook' },
  },
  waiter: {
    uri: 'http://data.europa.eu/esco/occupation/d5db9d5c-2ebf-4a54-a79a-1b7e7ff70471',
    label: { sr: 'конобар', en: 'waiter/waitress' },
  },
  pastryMaker: {
    uri: 'http://data.europa.eu/esco/occupation/ff42d44c-34f8-46be-ad3a-2aad9a5e43f0',
    label: { sr: 'посластичар', en: 'pastry maker' },
  },
  vehicleTechnician: {
    uri: 'http://data.europa.eu/esco/occupation/4ad4024e-d1d3-4dea-b6d1-2c7948111dce',
    label: { sr: 'механичар моторних возила', en: 'vehicle technician' },
  },
  buildingElectrician: {
    uri: 'http://data.europa.eu/esco/occupation/33960bab-4423-4808-af6c-ec2b485dba41',
    label: { sr: 'електроинсталатер', en: 'building electrician' },
  },
  hairdresser: {
    uri: 'http://data.europa.eu/esco/occupation/099c6bb0-22d3-4c5d-8bf5-70910af381ef',
    label: { sr: 'фризер', en: 'hairdresser' },
  },
  cncOperator: {
    uri: 'http://data.europa.eu/esco/occupation/5c082067-ea18-4ccb-8c43-e70b18ad8120',
    label: { sr: 'руковалац машином са нумеричким управљањем', en: 'computer numerical control machine operator' },
  },
  travelAgent: {
    uri: 'http://data.europa.eu/esco/occupation/79f8f68c-5509-4119-9373-8bef1c364d31',
    label: { sr: 'туристички агент', en: 'travel agent' },
  },
  touristInformationOfficer: {
    uri: 'http://data.europa.eu/esco/occupation/9b35eab1-2adc-4057-a620-181862656a19',
    label: { sr: 'службеник туристичко-информативног центра', en: 'tourist information officer' },
  },
  physiotherapyAssistant: {
    uri: 'http://data.europa.eu/esco/occupation/f88124d7-ee7e-4d21-9036-0658b496c119',
    label: { sr: 'физиотерапеутски техничар', en: 'physiotherapy assistant' },
  },
  pharmacyAssistant: {
    uri: 'http://data.europa.eu/esco/occupation/c1a86d6d-7785-43e1-994b-958eba58fff7',
    label: { sr: 'фармацеутски техничар', en: 'pharmacy assistant' },
  },
  ictTechnician: {
    uri: 'http://data.europa.eu/esco/occupation/3e7bf729-4442-4b9f-ad5e-83111963795c',
    label: { sr: 'техничар за информационе и комуникационе технологије', en: 'ICT technician' },
  },
  electricalEngineeringTechnician: {
    uri: 'http://data.europa.eu/esco/occupation/9aa2a36f-296e-45fe-9798-b7839e0ed389',
    label: { sr: 'електротехничар', en: 'electrical engineering technician' },
  },
  musician: {
    uri: 'http://data.europa.eu/esco/occupation/f6803a58-91d9-4251-9a07-09fc387cec16',
    label: { sr: 'музичар', en: 'musician' },
  },
  dancer: {
    uri: 'http://data.europa.eu/esco/occupation/07b91f36-8272-493a-8e1c-5625e77efe68',
    label: { sr: 'играч', en: 'dancer' },
  },
  headChef: {
    uri: 'http://data.europa.eu/esco/occupation/01484951-15e6-4b88-a20f-1201868d36a0',
    label: { sr: 'шеф кухиње', en: 'head chef' },
  },
  ictNetworkTechnician: {
    uri: 'http://data.europa.eu/esco/occupation/64c7d461-152c-477f-a8e2-c2c537e9d617',
    label: { sr: 'техничар за рачунарске мреже', en: 'ICT network technician' },
  },
  softwareDeveloper: {
    uri: 'http://data.europa.eu/esco/occupation/f2b15a0e-e65a-438a-affb-29b9d50b77d1',
    label: { sr: 'програмер', en: 'software developer' },
  },
  softwareArchitect: {
    uri: 'http://data.europa.eu/esco/occupation/d0aa0792-4345-474b-9365-686cf4869d2e',
    label: { sr: 'софтверски архитекта', en: 'software architect' },
  },
  accountant: {
    uri: 'http://data.europa.eu/esco/occupation/eda0d957-3c3c-4139-b89a-a18bc9e18897',
    label: { sr: 'рачуновођа', en: 'accountant' },
  },
  bookkeeper: {
    uri: 'http://data.europa.eu/esco/occupation/c3aae59e-1441-4b3e-bdd1-6da50dc7cf42',
    label: { sr: 'књиговођа', en: 'bookkeeper' },
  },
  generalCareNurse: {
    uri: 'http://data.europa.eu/esco/occupation/8d3e8aaa-791b-4c75-a465-f3f827028f50',
    label: { sr: 'медицинска сестра опште неге', en: 'nurse responsible for general care' },
  },
  earlyYearsTeacher: {
    uri: 'http://data.europa.eu/esco/occupation/55d60ead-0343-4008-b9e4-fb4b5a179c83',
    label: { sr: 'васпитач', en: 'early years teacher' },
  },
  electricalEngineer: {
    uri: 'http://data.europa.eu/esco/occupation/86ca306c-ab99-420a-9e2a-aa73c5c4de22',
    label: { sr: 'инжењер електротехнике', en: 'electrical engineer' },
  },
  electronicsEngineer: {
    uri: 'http://data.europa.eu/esco/occupation/4d34a9ee-2653-4da0-bef7-f59294577224',
    label: { sr: 'инжењер електронике', en: 'electronics engineer' },
  },
  tourismProductManager: {
    uri: 'http://data.europa.eu/esco/occupation/6ce3c372-408b-4c46-86d8-ad6b9255d686',
    label: { sr: 'менаџер туристичких производа', en: 'tourism product manager' },
  },
  mathematician: {
    uri: 'http://data.europa.eu/esco/occupation/72628f3a-fd49-499a-9741-870b0a1fcef2',
    label: { sr: 'математичар', en: 'mathematician' },
  },
  physicist: {
    uri: 'http://data.europa.eu/esco/occupation/7f2761eb-4edc-48ad-9fbf-eed0a0db9a21',
    label: { sr: 'физичар', en: 'physicist' },
  },
  chemist: {
    uri: 'http://data.europa.eu/esco/occupation/0d93706d-32fd-4de3-aa08-be1003e325da',
    label: { sr: 'хемичар', en: 'chemist' },
  },
  economist: {
    uri: 'http://data.europa.eu/esco/occupation/99492920-e5a5-4dba-9e5a-93193147198c',
    label: { sr: 'економиста', en: 'economist' },
  },
  financialAnalyst: {
    uri: 'http://data.europa.eu/esco/occupation/8d586ee9-0ab1-4155-a3b0-2ca786c8e48c',
    label: { sr: 'финансијски аналитичар', en: 'financial analyst' },
  },
  agronomist: {
    uri: 'http://data.europa.eu/esco/occupation/c40ef517-d4ab-4932-b184-9c2ea5b24fe2',
    label: { sr: 'агроном', en: 'agronomist' },
  },
  generalPractitioner: {
    uri: 'http://data.europa.eu/esco/occupation/71f09c8b-a172-408c-b9e7-32e580e39ff6',
    label: { sr: 'лекар опште праксе', en: 'general practitioner' },
  },
  dentalPractitioner: {
    uri: 'http://data.europa.eu/esco/occupation/e52b5707-7097-4dbc-ac61-054e917da241',
    label: { sr: 'доктор стоматологије', en: 'dental practitioner' },
  },
  pharmacist: {
    uri: 'http://data.europa.eu/esco/occupation/7c132147-428b-4ea3-87e1-70f7abb691ce',
    label: { sr: 'фармацеут', en: 'pharmacist' },
  },
  mathsTeacher: {
    uri: 'http://data.europa.eu/esco/occupation/f0e1cc13-48e0-4995-8699-ee43467bce0d',
    label: { sr: 'наставник математике у средњој школи', en: 'mathematics teacher at secondary school' },
  },
  lawyer: {
    uri: 'http://data.europa.eu/esco/occupation/974d4eab-fbee-4c52-b16e-73bdd8c25b53',
    label: { sr: 'адвокат', en: 'lawyer' },
  },
  legalAssistant: {
    uri: 'http://data.europa.eu/esco/occupation/929ef41d-afd0-4d5a-b85b-69eab68fa368',
    label: { sr: 'правни сарадник', en: 'legal assistant' },
  },
  generalVeterinarian: {
    uri: 'http://data.europa.eu/esco/occupation/eb6efbb9-9216-4e86-bc3b-de2223cd4667',
    label: { sr: 'ветеринар опште праксе', en: 'general veterinarian' },
  },
  taxAdvisor: {
    uri: 'http://data.europa.eu/esco/occupation/59c22779-4d89-4bc9-ba8b-d64bea236723',
    label: { sr: 'порески саветник', en: 'tax advisor' },
  },
  renewableEnergyEngineer: {
    uri: 'http://data.europa.eu/esco/occupation/0e99c929-364f-4b0a-8a64-2aab42420f00',
    label: { sr: 'инжењер за обновљиве изворе енергије', en: 'renewable energy engineer' },
  },
  socialWorker: {
    uri: 'http://data.europa.eu/esco/occupation/4b05bef2-ded4-4b09-ab94-f4c6a555a775',
    label: { sr: 'социјални радник', en: 'social worker' },
  },
  publicHealthPolicyOfficer: {
    uri: 'http://data.europa.eu/esco/occupation/d4d6842b-27f0-4222-85db-c542acf6d434',
    label: { sr: 'саветник за политику јавног здравља', en: 'public health policy officer' },
  },
  researchEngineer: {
    uri: 'http://data.europa.eu/esco/occupation/3dab5c3f-84d0-4d52-901d-dd262eaea509',
    label: { sr: 'инжењер истраживач', en: 'research engineer' },
  },
  medicineLecturer: {
    uri: 'http://data.europa.eu/esco/occupation/0bf5d25a-2b4d-43b5-b053-beeb210fa43a',
    label: { sr: 'наставник медицине на високошколској установи', en: 'medicine lecturer' },
  },
  economicsLecturer: {
    uri: 'http://data.europa.eu/esco/occupation/0959cd1d-f6c8-4362-939a-ad7d5f75d659',
    label: { sr: 'наставник економије на високошколској установи', en: 'economics lecturer' },
  },
  mathematicsLecturer: {
    uri: 'http://data.europa.eu/esco/occupation/dab9c6dd-8efb-4fe2-8b10-477ef2bcfd8b',
    label: { sr: 'наставник математике на високошколској установи', en: 'mathematics lecturer' },
  },
  linguist: {
    uri: 'http://data.europa.eu/esco/occupation/a9c7a04d-807a-41b5-b441-87c73c73c9c5',
    label: { sr: 'лингвиста', en: 'linguist' },
  },
  linguisticsLecturer: {
    uri: 'http://data.europa.eu/esco/occupation/c549f0de-c415-428e-865c-973bcd224b39',
    label: { sr: 'наставник лингвистике на високошколској установи', en: 'linguistics lecturer' },
  },
} satisfies Record<string, SeedQualification['occupations'][number]>;

/** The demo register of qualifications: every level and sublevel of the framework, all four types. */
export const qualifications: SeedQualification[] = [
  // Level 1
  {
    code: '1-0011-01',
    level: '1',
    type: 'general',
    field: '0011',
    credits: null,
    hours: 6000,
    acquisitionWays: ['formal'],
    awardingBodies: ['os-vc-bg'],
    occupations: [],
    registeredOn: '2019-04-15',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Основно образовање и васпитање', en: 'Primary education' },
    description: {
      sr: 'Обавезно осмогодишње основно образовање које стичу сва деца у Србији. Завршава се завршним испитом и отвара пут ка средњем образовању.',
      en: 'Compulsory eight-year primary education completed by every child in Serbia. It ends with a final examination and opens the way to secondary education.',
    },
    knowledge: {
      sr: [
        'Познаје основе српског језика, математике, природних и друштвених наука примерене узрасту.',
        'Разуме основне појмове о природи, друштву, историји и култури свог окружења.',
        'Познаје основе једног или два страна језика.',
      ],
      en: [
        'Knows the basics of the Serbian language, mathematics and the natural and social sciences appropriate to the age.',
        'Understands basic concepts of nature, society, history and the culture of the local environment.',
        'Knows the basics of one or two foreign languages.',
      ],
    },
    skills: {
      sr: [
        'Чита са разумевањем и пише јасне текстове о познатим темама.',
        'Решава једноставне математичке задатке и примењује их у свакодневним ситуацијама.',
        'Користи рачунар и интернет за учење на безбедан начин.',
      ],
      en: [
        'Reads with understanding and writes clear texts on familiar topics.',
        'Solves simple mathematical problems and applies them to everyday situations.',
        'Uses a computer and the internet for learning safely.',
      ],
    },
    autonomy: {
      sr: [
        'Извршава једноставне задатке уз вођење наставника.',
        'Поштује правила понашања и сарађује са вршњацима у групи.',
      ],
      en: [
        "Carries out simple tasks under the teacher's guidance.",
        'Respects rules of conduct and works with peers in a group.',
      ],
    },
    entryRequirements: {
      sr: 'Упис у први разред са навршених шест и по до седам и по година.',
      en: 'Enrolment in the first grade at the age of six and a half to seven and a half.',
    },
    ...primaryQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '1-0011-02',
    level: '1',
    type: 'general',
    field: '0011',
    credits: null,
    hours: 1800,
    acquisitionWays: ['formal'],
    awardingBodies: ['os-vc-bg'],
    occupations: [],
    registeredOn: '2019-04-15',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Основно образовање одраслих', en: 'Primary education for adults' },
    description: {
      sr: 'Функционално основно образовање за особе старије од 15 година које нису завршиле основну школу, у три циклуса током три године. Повезује опште образовање са основном стручном обуком за рад.',
      en: 'Functional primary education for people over 15 who did not complete primary school, in three cycles over three years. It combines general education with basic vocational training for work.',
    },
    knowledge: {
      sr: [
        'Познаје основе српског језика, математике и природних и друштвених наука потребне за свакодневни живот и рад.',
        'Разуме основна права и обавезе грађанина и запосленог.',
        'Познаје основе занимања за које је похађао стручну обуку у трећем циклусу.',
      ],
      en: [
        'Knows the basics of Serbian, mathematics and the natural and social sciences needed for everyday life and work.',
        'Understands the basic rights and duties of a citizen and an employee.',
        'Knows the basics of the occupation covered by the vocational training in the third cycle.',
      ],
    },
    skills: {
      sr: [
        'Чита и попуњава обрасце, уговоре и упутства.',
        'Рачуна са новцем, мерама и процентима у свакодневним ситуацијама.',
        'Користи мобилни телефон и рачунар за комуникацију и јавне услуге.',
      ],
      en: [
        'Reads and fills in forms, contracts and instructions.',
        'Calculates with money, measures and percentages in everyday situations.',
        'Uses a mobile phone and a computer for communication and public services.',
      ],
    },
    autonomy: {
      sr: [
        'Планира сопствено учење уз подршку наставника и андрагошког асистента.',
        'Преузима одговорност за једноставне радне задатке под надзором.',
      ],
      en: [
        'Plans own learning with the support of the teacher and the adult education assistant.',
        'Takes responsibility for simple work tasks under supervision.',
      ],
    },
    entryRequirements: {
      sr: 'Навршених 15 година и незавршено основно образовање; полазник се распоређује у циклус према претходно стеченом знању.',
      en: 'Aged 15 or over without completed primary education; the learner is placed in a cycle according to prior knowledge.',
    },
    ...primaryQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '1-0215-01',
    level: '1',
    type: 'general',
    field: '0215',
    credits: null,
    hours: 1050,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-music-ns'],
    occupations: [],
    registeredOn: '2020-02-10',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Основно музичко образовање', en: 'Primary music education' },
    description: {
      sr: 'Музичко образовање које деца стичу упоредо са редовном основном школом, у трајању од две до шест година у зависности од инструмента. Припрема за упис у средњу музичку школу.',
      en: 'Music education taken alongside regular primary school, lasting two to six years depending on the instrument. It prepares pupils for entry to a secondary music school.',
    },
    knowledge: {
      sr: [
        'Познаје нотно писмо, основне појмове теорије музике и солфеђа.',
        'Познаје репертоар за свој инструмент примерен узрасту и основне музичке стилове.',
      ],
      en: [
        'Knows musical notation and the basic concepts of music theory and solfège.',
        'Knows age-appropriate repertoire for the instrument and the main musical styles.',
      ],
    },
    skills: {
      sr: [
        'Изводи композиције на инструменту, односно гласом, са правилном техником и интонацијом.',
        'Чита с листа једноставније музичке примере.',
        'Свира у камерном саставу, оркестру или пева у хору.',
      ],
      en: [
        'Performs pieces on the instrument or by voice with correct technique and intonation.',
        'Sight-reads simpler musical examples.',
        'Plays in a chamber group or orchestra, or sings in a choir.',
      ],
    },
    autonomy: {
      sr: [
        'Редовно и самостално вежба према упутствима наставника.',
        'Наступа јавно и прихвата одговорност према ансамблу.',
      ],
      en: [
        "Practises regularly and independently following the teacher's instructions.",
        'Performs in public and takes responsibility towards the ensemble.',
      ],
    },
    entryRequirements: {
      sr: 'Положен пријемни испит којим се проверавају музичке способности; упис од седме до петнаесте године у зависности од инструмента.',
      en: 'A passed entrance test of musical ability; enrolment between the ages of seven and fifteen depending on the instrument.',
    },
    ...artSchoolQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '1-0215-02',
    level: '1',
    type: 'general',
    field: '0215',
    credits: null,
    hours: 960,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ballet-bg'],
    occupations: [],
    registeredOn: '2020-02-10',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Основно балетско образовање', en: 'Primary ballet education' },
    description: {
      sr: 'Четворогодишње балетско образовање које ученици похађају упоредо са основном школом. Развија играчке способности и припрема за средњу балетску школу.',
      en: 'Four-year ballet education taken alongside primary school. It develops dance ability and prepares pupils for a secondary ballet school.',
    },
    knowledge: {
      sr: [
        'Познаје основне позиције, кораке и терминологију класичног балета.',
        'Познаје основе народне игре и музичке пратње за игру.',
      ],
      en: [
        'Knows the basic positions, steps and terminology of classical ballet.',
        'Knows the basics of folk dance and of musical accompaniment for dance.',
      ],
    },
    skills: {
      sr: [
        'Изводи вежбе на штапу и на средини са правилним држањем тела.',
        'Усклађује покрет са музиком и изводи кратке кореографије.',
      ],
      en: [
        'Performs barre and centre exercises with correct posture.',
        'Matches movement to music and performs short choreographies.',
      ],
    },
    autonomy: {
      sr: [
        'Брине о свом телу, загревању и безбедности током вежбања.',
        'Наступа на школским представама као део групе.',
      ],
      en: [
        'Takes care of own body, warm-up and safety during practice.',
        'Performs in school productions as part of a group.',
      ],
    },
    entryRequirements: {
      sr: 'Положен пријемни испит којим се проверавају физичке предиспозиције и осећај за ритам; упис од треће до петог разреда основне школе.',
      en: 'A passed entrance test of physical aptitude and sense of rhythm; enrolment between the third and fifth grades of primary school.',
    },
    ...artSchoolQa,
    standard: none,
    sectorCouncil: none,
  },

  // Level 2
  {
    code: '2-1013-01',
    level: '2',
    type: 'vocational',
    field: '1013',
    credits: null,
    hours: 240,
    acquisitionWays: ['formal', 'non-formal', 'prior-learning'],
    awardingBodies: ['jpoa-su', 'ss-ugt-bg'],
    occupations: [esco.kitchenAssistant],
    registeredOn: '2021-03-22',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Помоћни кувар', en: 'Kitchen assistant' },
    description: {
      sr: 'Обука за одрасле за помоћне послове у кухињи угоститељског објекта, мензе или установе. Полазник припрема намирнице и одржава хигијену радног простора под надзором кувара.',
      en: 'Adult training for assistant work in the kitchen of a restaurant, canteen or institution. Learners prepare ingredients and keep the workspace clean under the supervision of a cook.',
    },
    knowledge: {
      sr: [
        'Познаје врсте намирница, начине њиховог складиштења и рокове трајања.',
        'Познаје хигијенско-техничке мере и основна правила система безбедности хране.',
        'Познаје кухињски прибор, уређаје и њихову намену.',
      ],
      en: [
        'Knows the types of ingredients, how they are stored and their shelf lives.',
        'Knows hygiene measures and the basic rules of the food safety system.',
        'Knows kitchen utensils and appliances and what they are used for.',
      ],
    },
    skills: {
      sr: [
        'Чисти, сече и припрема поврће, месо и рибу за даљу обраду.',
        'Припрема једноставна јела, прилоге и салате по рецептури.',
        'Пере и одржава посуђе, уређаје и радне површине.',
      ],
      en: [
        'Cleans, cuts and prepares vegetables, meat and fish for further processing.',
        'Prepares simple dishes, side dishes and salads from a recipe.',
        'Washes and maintains dishes, appliances and work surfaces.',
      ],
    },
    autonomy: {
      sr: ['Ради по налогу кувара и поштује распоред рада у кухињи.', 'Одговоран је за хигијену свог радног места.'],
      en: ["Works to the cook's instructions and follows the kitchen schedule.", 'Is responsible for the hygiene of own workstation.'],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање или основно образовање одраслих; навршених 17 година.',
      en: 'Completed primary education or primary education for adults; aged 17 or over.',
    },
    ...adultQa,
    standard: standard('Помоћни кувар', 'Kitchen assistant'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '2-0921-01',
    level: '2',
    type: 'vocational',
    field: '0921',
    credits: null,
    hours: 320,
    acquisitionWays: ['non-formal', 'prior-learning'],
    awardingBodies: ['jpoa-su', 'ss-med-ni'],
    occupations: [esco.homeCareAide],
    registeredOn: '2022-05-09',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Неговатељ', en: 'Care assistant' },
    description: {
      sr: 'Обука за одрасле за пружање помоћи у кући и у установама социјалне заштите старијим особама и особама са инвалидитетом. Неговатељ помаже у личној хигијени, исхрани и кретању корисника.',
      en: 'Adult training for helping older people and people with disabilities at home and in social care institutions. Care assistants help users with personal hygiene, meals and mobility.',
    },
    knowledge: {
      sr: [
        'Познаје основне потребе старијих особа и особа са инвалидитетом.',
        'Познаје правила личне хигијене, исхране и спречавања пролежина.',
        'Познаје права корисника услуга социјалне заштите.',
      ],
      en: [
        'Knows the basic needs of older people and people with disabilities.',
        'Knows the rules of personal hygiene, nutrition and pressure ulcer prevention.',
        'Knows the rights of social care users.',
      ],
    },
    skills: {
      sr: [
        'Помаже кориснику при купању, облачењу, храњењу и промени положаја.',
        'Прати и бележи опште стање корисника и уочава промене.',
        'Пружа прву помоћ и позива хитну службу када је потребно.',
      ],
      en: [
        'Helps the user with bathing, dressing, eating and changing position.',
        "Monitors and records the user's general condition and notices changes.",
        'Gives first aid and calls the emergency service when needed.',
      ],
    },
    autonomy: {
      sr: [
        'Поштује достојанство, приватност и жеље корисника.',
        'Ради према плану неге и извештава медицинску сестру или координатора.',
      ],
      en: [
        "Respects the user's dignity, privacy and wishes.",
        'Works according to the care plan and reports to the nurse or coordinator.',
      ],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање; навршених 18 година и лекарско уверење о здравственој способности.',
      en: 'Completed primary education; aged 18 or over with a medical certificate of fitness.',
    },
    ...adultQa,
    standard: standard('Неговатељ', 'Care assistant'),
    sectorCouncil: council.health,
  },
  {
    code: '2-0715-01',
    level: '2',
    type: 'vocational',
    field: '0715',
    credits: null,
    hours: 300,
    acquisitionWays: ['non-formal', 'prior-learning'],
    awardingBodies: ['ss-poly-kg', 'jpoa-su'],
    occupations: [esco.welder],
    registeredOn: '2020-10-05',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Заваривач', en: 'Welder' },
    description: {
      sr: 'Обука за одрасле за ручно електролучно заваривање и заваривање у заштити гаса. Припрема за рад у металској индустрији и грађевинарству.',
      en: 'Adult training in manual metal arc welding and gas-shielded welding. It prepares learners for work in the metal industry and construction.',
    },
    knowledge: {
      sr: [
        'Познаје поступке заваривања, врсте електрода и заштитних гасова.',
        'Познаје ознаке на техничком цртежу које се односе на заварене спојеве.',
        'Познаје мере заштите од пожара, опекотина и зрачења при заваривању.',
      ],
      en: [
        'Knows welding processes and the types of electrodes and shielding gases.',
        'Knows the symbols for welded joints on a technical drawing.',
        'Knows the measures protecting against fire, burns and radiation during welding.',
      ],
    },
    skills: {
      sr: [
        'Припрема ивице материјала и подешава параметре апарата за заваривање.',
        'Изводи сучеоне и угаоне спојеве лимова и цеви у основним положајима.',
        'Визуелно контролише завар и отклања уочене грешке.',
      ],
      en: [
        'Prepares material edges and sets the parameters of the welding machine.',
        'Makes butt and fillet joints on plates and pipes in the basic positions.',
        'Visually inspects the weld and corrects the faults found.',
      ],
    },
    autonomy: {
      sr: [
        'Ради према технолошком поступку и налогу пословође.',
        'Одговоран је за исправну употребу заштитне опреме.',
      ],
      en: [
        "Works according to the welding procedure and the supervisor's instructions.",
        'Is responsible for the correct use of protective equipment.',
      ],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање; навршених 18 година и лекарско уверење о здравственој способности.',
      en: 'Completed primary education; aged 18 or over with a medical certificate of fitness.',
    },
    ...adultQa,
    standard: standard('Заваривач', 'Welder'),
    sectorCouncil: council.mechanical,
  },
  {
    code: '2-0721-01',
    level: '2',
    type: 'vocational',
    field: '0721',
    credits: null,
    hours: 200,
    acquisitionWays: ['non-formal', 'prior-learning'],
    awardingBodies: ['jpoa-su'],
    occupations: [],
    registeredOn: '2023-02-13',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Помоћни пекар', en: 'Bakery assistant' },
    description: {
      sr: 'Обука за одрасле за помоћне послове у пекари: мерење сировина, замес и обликовање теста. Полазник ради у смени под надзором пекара.',
      en: 'Adult training for assistant work in a bakery: weighing ingredients, mixing and shaping dough. Learners work in shifts under the supervision of a baker.',
    },
    knowledge: {
      sr: [
        'Познаје основне сировине за пекарске производе и њихова својства.',
        'Познаје фазе израде хлеба и пецива.',
        'Познаје хигијенске захтеве у производњи хране.',
      ],
      en: [
        'Knows the basic ingredients of bakery products and their properties.',
        'Knows the stages of making bread and rolls.',
        'Knows the hygiene requirements of food production.',
      ],
    },
    skills: {
      sr: [
        'Мери сировине према рецептури и припрема тесто у мешалици.',
        'Дели, обликује и слаже тестане комаде на лимове.',
      ],
      en: [
        'Weighs ingredients according to the recipe and mixes dough in a mixer.',
        'Divides and shapes dough pieces and places them on baking trays.',
      ],
    },
    autonomy: {
      sr: [
        'Ради по упутству пекара и поштује редослед технолошких операција.',
        'Одржава чистоћу опреме и радног простора.',
      ],
      en: [
        "Works to the baker's instructions and follows the order of operations.",
        'Keeps equipment and the workspace clean.',
      ],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање; санитарни преглед.',
      en: 'Completed primary education; a sanitary health check.',
    },
    ...adultQa,
    standard: standard('Помоћни пекар', 'Bakery assistant'),
    sectorCouncil: council.food,
  },
  {
    code: '2-0611-01',
    level: '2',
    type: 'vocational',
    field: '0611',
    credits: null,
    hours: 160,
    acquisitionWays: ['non-formal'],
    awardingBodies: ['jpoa-su'],
    occupations: [esco.dataEntryClerk],
    registeredOn: '2019-06-10',
    registerStatus: 'withdrawn',
    validUntil: '2022-12-31',
    title: { sr: 'Оператер за унос и обраду података', en: 'Data entry operator' },
    description: {
      sr: 'Обука за одрасле за унос, проверу и архивирање података у канцеларијским апликацијама. Квалификација се више не додељује; замењена је обукама заснованим на стандардима дигиталних компетенција.',
      en: 'Adult training for entering, checking and filing data in office applications. The qualification is no longer awarded and has been replaced by training based on digital competence standards.',
    },
    knowledge: {
      sr: [
        'Познаје основе рада у оперативном систему и канцеларијским апликацијама.',
        'Познаје правила заштите података о личности.',
      ],
      en: [
        'Knows the basics of working with an operating system and office applications.',
        'Knows the rules for protecting personal data.',
      ],
    },
    skills: {
      sr: [
        'Брзо и тачно уноси податке у табеле и базе података.',
        'Проверава унете податке и исправља грешке.',
        'Скенира, именује и архивира документа.',
      ],
      en: [
        'Enters data into spreadsheets and databases quickly and accurately.',
        'Checks entered data and corrects errors.',
        'Scans, names and files documents.',
      ],
    },
    autonomy: {
      sr: ['Ради по утврђеним процедурама и роковима.', 'Чува поверљивост података са којима ради.'],
      en: ['Works to set procedures and deadlines.', 'Keeps the data handled confidential.'],
    },
    entryRequirements: { sr: 'Завршено основно образовање.', en: 'Completed primary education.' },
    ...adultQa,
    standard: standard('Оператер за унос и обраду података', 'Data entry operator'),
    sectorCouncil: council.administration,
  },

  // Level 3
  {
    code: '3-1013-01',
    level: '3',
    type: 'vocational',
    field: '1013',
    credits: null,
    hours: 3250,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-ugt-bg'],
    occupations: [esco.cook],
    registeredOn: '2019-09-16',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Кувар', en: 'Cook' },
    description: {
      sr: 'Трогодишње средње стручно образовање за припрему јела националне и међународне кухиње у ресторанима, хотелима и установама. Више од половине наставе изводи се као практична настава.',
      en: 'Three-year secondary vocational education in preparing dishes of national and international cuisine for restaurants, hotels and institutions. More than half of the teaching is practical training.',
    },
    knowledge: {
      sr: [
        'Познаје намирнице, њихову нутритивну вредност и начине термичке обраде.',
        'Познаје српску и међународну кухињу и основе састављања менија.',
        'Познаје принципе система безбедности хране и хигијенске стандарде у кухињи.',
      ],
      en: [
        'Knows ingredients, their nutritional value and cooking methods.',
        'Knows Serbian and international cuisine and the basics of menu planning.',
        'Knows the principles of the food safety management system and kitchen hygiene standards.',
      ],
    },
    skills: {
      sr: [
        'Припрема топла и хладна предјела, супе, главна јела и десерте по нормативу.',
        'Обрачунава потребне намирнице и трошкове за јело.',
        'Декорише и сервира јела у складу са наруџбином.',
      ],
      en: [
        'Prepares hot and cold starters, soups, main courses and desserts to the standard recipe.',
        'Calculates the ingredients needed and the cost of a dish.',
        'Garnishes and plates dishes as ordered.',
      ],
    },
    autonomy: {
      sr: [
        'Самостално води једну кухињску станицу у смени.',
        'Одговоран је за исправност хране коју припрема.',
      ],
      en: ['Runs a kitchen station independently during a shift.', 'Is responsible for the safety of the food prepared.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Кувар', 'Cook'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '3-1013-02',
    level: '3',
    type: 'vocational',
    field: '1013',
    credits: null,
    hours: 3200,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-ugt-bg'],
    occupations: [esco.waiter],
    registeredOn: '2019-09-16',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Конобар', en: 'Waiter' },
    description: {
      sr: 'Трогодишње средње стручно образовање за услуживање хране и пића у ресторанима, хотелима и кафанама. Ученици уче кроз рад у школском ресторану и код послодаваца.',
      en: 'Three-year secondary vocational education in serving food and drinks in restaurants, hotels and cafés. Students learn through work in the school restaurant and with employers.',
    },
    knowledge: {
      sr: [
        'Познаје врсте ресторанских услуга, инвентар и правила постављања стола.',
        'Познаје врсте пића, вина и њихово слагање са јелима.',
        'Познаје правила пословне комуникације и бонтона у угоститељству.',
      ],
      en: [
        'Knows the types of restaurant service, equipment and the rules of table setting.',
        'Knows the kinds of drinks and wines and how they pair with food.',
        'Knows the rules of business communication and etiquette in hospitality.',
      ],
    },
    skills: {
      sr: [
        'Дочекује госте, презентује мени и прима поруџбине.',
        'Услужује храну и пиће различитим методама послуживања.',
        'Наплаћује услугу и води евиденцију промета на фискалној каси.',
      ],
      en: [
        'Welcomes guests, presents the menu and takes orders.',
        'Serves food and drinks using different service methods.',
        'Takes payment and records sales on the fiscal till.',
      ],
    },
    autonomy: {
      sr: [
        'Самостално услужује госте у свом реону.',
        'Решава једноставне притужбе гостију и обавештава шефа сале о сложенијим.',
      ],
      en: [
        'Serves guests in own section independently.',
        'Handles simple guest complaints and refers more complex ones to the head waiter.',
      ],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Конобар', 'Waiter'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '3-1013-03',
    level: '3',
    type: 'vocational',
    field: '1013',
    credits: null,
    hours: 3250,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ugt-bg'],
    occupations: [esco.pastryMaker],
    registeredOn: '2020-06-29',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Посластичар', en: 'Pastry cook' },
    description: {
      sr: 'Трогодишње средње стручно образовање за израду колача, торти, сладоледа и других посластица. Посластичари раде у посластичарницама, хотелима и ресторанима.',
      en: 'Three-year secondary vocational education in making cakes, gateaux, ice cream and other confectionery. Pastry cooks work in patisseries, hotels and restaurants.',
    },
    knowledge: {
      sr: [
        'Познаје сировине за посластичарске производе и њихова својства.',
        'Познаје врсте теста, кремова и фила и технологију њихове израде.',
        'Познаје хигијенске захтеве и прописе о декларисању производа.',
      ],
      en: [
        'Knows the raw materials for confectionery and their properties.',
        'Knows the types of pastry, creams and fillings and how they are made.',
        'Knows hygiene requirements and the rules for labelling products.',
      ],
    },
    skills: {
      sr: [
        'Израђује колаче, торте и пецива према рецептури.',
        'Украшава и аранжира посластице за продају и послуживање.',
        'Рукује посластичарским уређајима и одржава их.',
      ],
      en: [
        'Makes cakes, gateaux and pastries to the recipe.',
        'Decorates and arranges confectionery for sale and service.',
        'Operates and maintains confectionery equipment.',
      ],
    },
    autonomy: {
      sr: ['Самостално израђује производе из дневног плана посластичарнице.', 'Одговоран је за квалитет и исправност производа.'],
      en: ["Independently makes the products in the patisserie's daily plan.", 'Is responsible for the quality and safety of the products.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Посластичар', 'Pastry cook'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '3-0716-01',
    level: '3',
    type: 'vocational',
    field: '0716',
    credits: null,
    hours: 3150,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-poly-kg'],
    occupations: [esco.vehicleTechnician],
    registeredOn: '2019-03-15',
    registerStatus: 'withdrawn',
    validUntil: '2023-08-31',
    title: { sr: 'Аутомеханичар', en: 'Car mechanic' },
    description: {
      sr: 'Трогодишњи образовни профил за одржавање и поправку путничких возила по старом наставном плану. Уписа више нема; замењен је квалификацијом Механичар моторних возила.',
      en: 'A three-year programme in servicing and repairing passenger cars under the former curriculum. It no longer admits students and has been replaced by the Motor vehicle mechanic qualification.',
    },
    knowledge: {
      sr: [
        'Познаје склопове путничког возила и принцип рада мотора са унутрашњим сагоревањем.',
        'Познаје поступке периодичног одржавања возила.',
      ],
      en: [
        'Knows the assemblies of a passenger car and how an internal combustion engine works.',
        'Knows the procedures for periodic vehicle servicing.',
      ],
    },
    skills: {
      sr: [
        'Демонтира, поправља и монтира склопове мотора, трансмисије и ходног дела.',
        'Замењује уље, филтере, кочионе облоге и друге потрошне делове.',
      ],
      en: [
        'Dismantles, repairs and reassembles engine, transmission and chassis assemblies.',
        'Replaces oil, filters, brake linings and other consumable parts.',
      ],
    },
    autonomy: {
      sr: ['Обавља поверене поправке у радионици под надзором пословође.', 'Одговоран је за безбедност возила након поправке.'],
      en: ['Carries out assigned repairs in the workshop under supervision.', 'Is responsible for the safety of the vehicle after the repair.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Аутомеханичар', 'Car mechanic'),
    sectorCouncil: council.transport,
  },
  {
    code: '3-0716-02',
    level: '3',
    type: 'vocational',
    field: '0716',
    credits: null,
    hours: 3300,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-poly-kg'],
    occupations: [esco.vehicleTechnician],
    registeredOn: '2021-07-12',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Механичар моторних возила', en: 'Motor vehicle mechanic' },
    description: {
      sr: 'Трогодишње средње стручно образовање за дијагностику, одржавање и поправку моторних возила, укључујући хибридна возила. Део наставе изводи се у сервисима по моделу дуалног образовања.',
      en: 'Three-year secondary vocational education in diagnosing, servicing and repairing motor vehicles, including hybrid vehicles. Part of the teaching takes place in workshops under the dual education model.',
    },
    knowledge: {
      sr: [
        'Познаје конструкцију и принцип рада мотора, трансмисије, кочница и система управљања.',
        'Познаје основе електричних и електронских система возила и хибридног погона.',
        'Познаје прописе о техничкој исправности возила и заштити животне средине.',
      ],
      en: [
        'Knows the design and operation of engines, transmissions, brakes and steering.',
        'Knows the basics of vehicle electrical and electronic systems and hybrid drives.',
        'Knows the regulations on roadworthiness and environmental protection.',
      ],
    },
    skills: {
      sr: [
        'Утврђује кварове помоћу дијагностичких уређаја и упутстава произвођача.',
        'Поправља и подешава склопове возила и замењује неисправне делове.',
        'Обавља редовни сервис и попуњава радни налог.',
      ],
      en: [
        "Finds faults using diagnostic equipment and the manufacturer's manuals.",
        'Repairs and adjusts vehicle assemblies and replaces faulty parts.',
        'Carries out routine servicing and completes the job card.',
      ],
    },
    autonomy: {
      sr: [
        'Самостално обавља стандардне сервисне послове.',
        'Одговоран је за исправност возила које предаје клијенту.',
      ],
      en: ['Carries out standard service jobs independently.', 'Is responsible for the roadworthiness of the vehicle handed back to the customer.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Механичар моторних возила', 'Motor vehicle mechanic'),
    sectorCouncil: council.transport,
  },
  {
    code: '3-0715-01',
    level: '3',
    type: 'vocational',
    field: '0715',
    credits: null,
    hours: 3250,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-poly-kg'],
    occupations: [esco.welder],
    registeredOn: '2020-01-20',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Бравар-заваривач', en: 'Metal fabricator and welder' },
    description: {
      sr: 'Трогодишње средње стручно образовање за израду и монтажу металних конструкција, ограда, врата и носача. Обухвата обраду лима и профила и више поступака заваривања.',
      en: 'Three-year secondary vocational education in making and installing metal structures, railings, doors and supports. It covers working sheet metal and sections and several welding processes.',
    },
    knowledge: {
      sr: [
        'Познаје врсте челика и обојених метала и њихова својства.',
        'Познаје поступке сечења, савијања и спајања метала.',
        'Чита технички цртеж и познаје стандарде заварених спојева.',
      ],
      en: [
        'Knows the types of steel and non-ferrous metals and their properties.',
        'Knows the processes for cutting, bending and joining metals.',
        'Reads technical drawings and knows the standards for welded joints.',
      ],
    },
    skills: {
      sr: [
        'Оцртава, сече и савија лим и профиле ручно и на машинама.',
        'Заварује електролучним и МАГ поступком у више положаја.',
        'Монтира и антикорозивно штити металне конструкције.',
      ],
      en: [
        'Marks out, cuts and bends sheet metal and sections by hand and by machine.',
        'Welds by manual metal arc and MAG processes in several positions.',
        'Installs metal structures and applies corrosion protection.',
      ],
    },
    autonomy: {
      sr: ['Самостално израђује делове према радионичком цртежу.', 'Примењује мере заштите на раду за себе и друге.'],
      en: ['Makes parts independently from a workshop drawing.', 'Applies health and safety measures for self and others.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Бравар-заваривач', 'Metal fabricator and welder'),
    sectorCouncil: council.mechanical,
  },
  {
    code: '3-0715-02',
    level: '3',
    type: 'vocational',
    field: '0715',
    credits: null,
    hours: 3200,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-poly-kg'],
    occupations: [esco.cncOperator],
    registeredOn: '2019-11-04',
    registerStatus: 'phasing-out',
    validUntil: '2027-08-31',
    title: { sr: 'Оператер машинске обраде', en: 'Machining operator' },
    description: {
      sr: 'Трогодишње образовање за рад на струговима, глодалицама и брусилицама, укључујући машине са нумеричким управљањем. Квалификација се постепено укида и последња генерација завршава школовање 2027. године.',
      en: 'Three-year education in operating lathes, milling and grinding machines, including numerically controlled machines. The qualification is being phased out and the last cohort finishes in 2027.',
    },
    knowledge: {
      sr: [
        'Познаје поступке обраде резањем и алате за стругање, глодање и брушење.',
        'Познаје мерне инструменте и толеранције мера.',
        'Познаје основе програмирања машина са нумеричким управљањем.',
      ],
      en: [
        'Knows machining processes and the tools for turning, milling and grinding.',
        'Knows measuring instruments and dimensional tolerances.',
        'Knows the basics of programming numerically controlled machines.',
      ],
    },
    skills: {
      sr: [
        'Припрема машину, стеже обрадак и алат и бира режим обраде.',
        'Израђује делове према цртежу и проверава мере.',
      ],
      en: [
        'Sets up the machine, clamps the workpiece and tool and selects the cutting conditions.',
        'Makes parts to a drawing and checks their dimensions.',
      ],
    },
    autonomy: {
      sr: ['Самостално води машину током серијске производње.', 'Одговоран је за квалитет израђених делова.'],
      en: ['Runs the machine independently in batch production.', 'Is responsible for the quality of the parts made.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Оператер машинске обраде', 'Machining operator'),
    sectorCouncil: council.mechanical,
  },
  {
    code: '3-0713-01',
    level: '3',
    type: 'vocational',
    field: '0713',
    credits: null,
    hours: 3200,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-ets-bg', 'ss-poly-kg'],
    occupations: [esco.buildingElectrician],
    registeredOn: '2020-03-02',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Електроинсталатер', en: 'Electrical installer' },
    description: {
      sr: 'Трогодишње средње стручно образовање за извођење и одржавање електричних инсталација у стамбеним и пословним објектима. Обухвата и инсталације за соларне системе и паметне куће.',
      en: 'Three-year secondary vocational education in installing and maintaining electrical wiring in residential and commercial buildings. It also covers installations for solar systems and smart homes.',
    },
    knowledge: {
      sr: [
        'Познаје основе електротехнике и врсте електричних инсталација.',
        'Познаје техничке прописе за електричне инсталације ниског напона.',
        'Познаје мере заштите од електричног удара.',
      ],
      en: [
        'Knows the fundamentals of electrical engineering and the types of electrical installations.',
        'Knows the technical regulations for low-voltage installations.',
        'Knows the measures protecting against electric shock.',
      ],
    },
    skills: {
      sr: [
        'Поставља водове, разводне табле, утичнице и расвету према пројекту.',
        'Мери отпор изолације и уземљења и проверава исправност инсталације.',
        'Проналази и отклања кварове на инсталацијама.',
      ],
      en: [
        'Installs cables, distribution boards, sockets and lighting according to the design.',
        'Measures insulation and earthing resistance and checks that the installation is sound.',
        'Finds and repairs faults in installations.',
      ],
    },
    autonomy: {
      sr: ['Самостално изводи инсталације у стану или кући.', 'Одговоран је за безбедност инсталације коју преда кориснику.'],
      en: ['Carries out wiring in a flat or house independently.', 'Is responsible for the safety of the installation handed over to the user.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Електроинсталатер', 'Electrical installer'),
    sectorCouncil: council.electrical,
  },
  {
    code: '3-1012-01',
    level: '3',
    type: 'vocational',
    field: '1012',
    credits: null,
    hours: 1040,
    acquisitionWays: ['non-formal', 'prior-learning'],
    awardingBodies: ['jpoa-su'],
    occupations: [esco.hairdresser],
    registeredOn: '2024-04-08',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Фризер', en: 'Hairdresser' },
    description: {
      sr: 'Програм образовања одраслих за фризере, намењен и онима који већ раде у салону без дипломе. Искуство се може признати кроз поступак признавања претходног учења.',
      en: 'An adult education programme for hairdressers, also meant for people already working in salons without a diploma. Experience can be recognised through recognition of prior learning.',
    },
    knowledge: {
      sr: [
        'Познаје грађу косе и власишта и њихова најчешћа стања.',
        'Познаје фризерска средства, боје и хемијске третмане и њихово дејство.',
        'Познаје хигијенске и санитарне прописе за салоне.',
      ],
      en: [
        'Knows the structure of hair and scalp and their most common conditions.',
        'Knows hairdressing products, colours and chemical treatments and their effects.',
        'Knows the hygiene and sanitary regulations for salons.',
      ],
    },
    skills: {
      sr: [
        'Шиша, фенира и обликује мушке и женске фризуре.',
        'Боји, прамени и трајно обликује косу према жељи клијента.',
        'Саветује клијента о нези косе и избору фризуре.',
      ],
      en: [
        'Cuts, blow-dries and styles men’s and women’s hair.',
        "Colours, highlights and perms hair to the client's wishes.",
        'Advises clients on hair care and choice of style.',
      ],
    },
    autonomy: {
      sr: ['Самостално ради са клијентима у салону.', 'Одговоран је за безбедну примену хемијских средстава.'],
      en: ['Works with clients in the salon independently.', 'Is responsible for the safe use of chemical products.'],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање и навршених 18 година; за признавање претходног учења најмање годину дана рада у фризерском салону.',
      en: 'Completed primary education and aged 18 or over; at least one year of work in a hair salon for recognition of prior learning.',
    },
    ...adultQa,
    standard: standard('Фризер', 'Hairdresser'),
    sectorCouncil: council.personalServices,
  },

  // Level 4
  {
    code: '4-0011-01',
    level: '4',
    type: 'general',
    field: '0011',
    credits: null,
    hours: 4350,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-gym-ns'],
    occupations: [],
    registeredOn: '2019-05-20',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Гимназија – општи тип', en: 'Grammar school – general programme' },
    description: {
      sr: 'Четворогодишње опште средње образовање са уравнотеженим природним и друштвеним предметима. Припрема ученике за студије у свим научним областима.',
      en: 'Four-year general secondary education balancing natural science and social science subjects. It prepares students for university study in any field.',
    },
    knowledge: {
      sr: [
        'Поседује широко опште знање из језика, књижевности, математике, природних и друштвених наука.',
        'Разуме научни метод и историјски и културни контекст европске и српске цивилизације.',
        'Познаје два страна језика на нивоу самосталног корисника.',
      ],
      en: [
        'Has broad general knowledge of languages, literature, mathematics and the natural and social sciences.',
        'Understands the scientific method and the historical and cultural context of European and Serbian civilisation.',
        'Knows two foreign languages at the level of an independent user.',
      ],
    },
    skills: {
      sr: [
        'Анализира и критички процењује информације из различитих извора.',
        'Пише аргументоване есеје и јавно представља своје радове.',
        'Решава проблеме применом математичких и научних поступака.',
      ],
      en: [
        'Analyses and critically assesses information from different sources.',
        'Writes reasoned essays and presents own work in public.',
        'Solves problems by applying mathematical and scientific methods.',
      ],
    },
    autonomy: {
      sr: [
        'Самостално планира учење и бира даље образовање.',
        'Преузима одговорност за заједничке пројекте и поштује различита мишљења.',
      ],
      en: [
        'Plans own learning independently and chooses the next step in education.',
        'Takes responsibility for joint projects and respects differing opinions.',
      ],
    },
    entryRequirements: afterPrimary,
    ...schoolQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '4-0011-02',
    level: '4',
    type: 'general',
    field: '0011',
    credits: null,
    hours: 4400,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-gym-ns'],
    occupations: [],
    registeredOn: '2019-05-20',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Гимназија – природно-математички смер', en: 'Grammar school – science and mathematics programme' },
    description: {
      sr: 'Четворогодишње опште средње образовање са проширеном наставом математике, физике, хемије и биологије. Припрема за студије природних, техничких и медицинских наука.',
      en: 'Four-year general secondary education with extended mathematics, physics, chemistry and biology. It prepares students for studies in the natural sciences, engineering and medicine.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање из математике, физике, хемије и биологије.',
        'Разуме основне законе природе и њихову математичку формулацију.',
        'Познаје основе програмирања и обраде података.',
      ],
      en: [
        'Has in-depth knowledge of mathematics, physics, chemistry and biology.',
        'Understands the basic laws of nature and their mathematical formulation.',
        'Knows the basics of programming and data processing.',
      ],
    },
    skills: {
      sr: [
        'Изводи лабораторијске експерименте и обрађује резултате мерења.',
        'Решава сложене математичке задатке и доказује тврђења.',
        'Израђује и представља истраживачки рад.',
      ],
      en: [
        'Carries out laboratory experiments and processes measurement results.',
        'Solves complex mathematical problems and proves statements.',
        'Prepares and presents a research project.',
      ],
    },
    autonomy: {
      sr: ['Самостално истражује тему и бира методе рада.', 'Одговорно се односи према безбедности у лабораторији.'],
      en: ['Researches a topic independently and chooses the methods.', 'Takes responsibility for safety in the laboratory.'],
    },
    entryRequirements: afterPrimary,
    ...schoolQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '4-0011-03',
    level: '4',
    type: 'general',
    field: '0011',
    credits: null,
    hours: 4350,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-gym-ns'],
    occupations: [],
    registeredOn: '2019-05-20',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Гимназија – друштвено-језички смер', en: 'Grammar school – social sciences and languages programme' },
    description: {
      sr: 'Четворогодишње опште средње образовање са проширеном наставом језика, историје, филозофије и друштвених наука. Припрема за студије права, економије, филологије и друштвених наука.',
      en: 'Four-year general secondary education with extended languages, history, philosophy and social sciences. It prepares students for studies in law, economics, philology and the social sciences.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање из српског језика и књижевности и два страна језика.',
        'Познаје основне појмове историје, филозофије, социологије и психологије.',
        'Разуме функционисање државе, права и демократских институција.',
      ],
      en: [
        'Has in-depth knowledge of Serbian language and literature and two foreign languages.',
        'Knows the main concepts of history, philosophy, sociology and psychology.',
        'Understands how the state, the law and democratic institutions work.',
      ],
    },
    skills: {
      sr: [
        'Тумачи књижевне, историјске и филозофске текстове.',
        'Усмено и писмено аргументује ставове на матерњем и страном језику.',
      ],
      en: [
        'Interprets literary, historical and philosophical texts.',
        'Argues a position orally and in writing in the mother tongue and a foreign language.',
      ],
    },
    autonomy: {
      sr: ['Самостално формира и брани ставове уз уважавање туђих.', 'Учествује у животу школе и заједнице као одговоран грађанин.'],
      en: ["Forms and defends own views while respecting those of others.", 'Takes part in school and community life as a responsible citizen.'],
    },
    entryRequirements: afterPrimary,
    ...schoolQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '4-0613-01',
    level: '4',
    type: 'general',
    field: '0613',
    credits: null,
    hours: 4500,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-gym-ns'],
    occupations: [],
    registeredOn: '2019-05-20',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Гимназија за ученике са посебним способностима за рачунарство и информатику',
      en: 'Grammar school for students gifted in computer science',
    },
    description: {
      sr: 'Специјализовано гимназијско одељење са проширеном наставом програмирања, алгоритама и математике. Упис је могућ после пријемног испита из математике.',
      en: 'A specialised grammar school class with extended programming, algorithms and mathematics. Admission is by an entrance examination in mathematics.',
    },
    knowledge: {
      sr: [
        'Познаје алгоритме, структуре података и више програмских језика.',
        'Познаје рачунарске мреже, базе података и основе оперативних система.',
        'Поседује продубљено знање из математике, посебно дискретне математике.',
      ],
      en: [
        'Knows algorithms, data structures and several programming languages.',
        'Knows computer networks, databases and the basics of operating systems.',
        'Has in-depth knowledge of mathematics, especially discrete mathematics.',
      ],
    },
    skills: {
      sr: [
        'Пројектује и програмира апликације и тестира их.',
        'Решава алгоритамске задатке у ограниченом времену.',
        'Ради у тиму на развоју софтверског пројекта уз систем за контролу верзија.',
      ],
      en: [
        'Designs, programs and tests applications.',
        'Solves algorithmic problems under time limits.',
        'Works in a team on a software project using version control.',
      ],
    },
    autonomy: {
      sr: ['Самостално учи нове технологије и алате.', 'Поштује ауторска права и правила безбедног коришћења интернета.'],
      en: ['Learns new technologies and tools independently.', 'Respects copyright and the rules of safe internet use.'],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање и положен пријемни испит из математике.',
      en: 'Completed primary education and a passed entrance examination in mathematics.',
    },
    ...schoolQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '4-0714-01',
    level: '4',
    type: 'vocational',
    field: '0714',
    credits: null,
    hours: 4300,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ets-bg'],
    occupations: [esco.ictTechnician],
    registeredOn: '2019-02-11',
    registerStatus: 'phasing-out',
    validUntil: '2028-08-31',
    title: { sr: 'Електротехничар рачунара', en: 'Computer electronics technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за склапање, одржавање и сервисирање рачунара и рачунарске опреме. Профил се постепено замењује профилом Електротехничар информационих технологија.',
      en: 'Four-year secondary vocational education in assembling, maintaining and servicing computers and computer equipment. It is gradually being replaced by the Information technology technician profile.',
    },
    knowledge: {
      sr: [
        'Познаје основе електронике и дигиталних кола.',
        'Познаје архитектуру рачунара, периферне уређаје и оперативне системе.',
        'Познаје основе рачунарских мрежа и програмирања.',
      ],
      en: [
        'Knows the fundamentals of electronics and digital circuits.',
        'Knows computer architecture, peripherals and operating systems.',
        'Knows the basics of computer networks and programming.',
      ],
    },
    skills: {
      sr: [
        'Склапа рачунар, инсталира и подешава оперативни систем и апликације.',
        'Проналази и отклања кварове на рачунарима и периферијама.',
        'Повезује рачунаре у локалну мрежу.',
      ],
      en: [
        'Assembles a computer and installs and configures the operating system and applications.',
        'Finds and fixes faults in computers and peripherals.',
        'Connects computers into a local network.',
      ],
    },
    autonomy: {
      sr: ['Самостално решава захтеве корисника за техничку подршку.', 'Води рачуна о заштити података корисника током сервиса.'],
      en: ['Handles user support requests independently.', "Protects users' data during servicing."],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Електротехничар рачунара', 'Computer electronics technician'),
    sectorCouncil: council.electrical,
  },
  {
    code: '4-0613-02',
    level: '4',
    type: 'vocational',
    field: '0613',
    credits: null,
    hours: 4350,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ets-bg'],
    occupations: [esco.ictTechnician, esco.softwareDeveloper],
    registeredOn: '2021-06-28',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Електротехничар информационих технологија', en: 'Information technology technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за развој веб и мобилних апликација, рад са базама података и одржавање информационих система. Ученици раде на стварним пројектима са партнерским компанијама.',
      en: 'Four-year secondary vocational education in developing web and mobile applications, working with databases and maintaining information systems. Students work on real projects with partner companies.',
    },
    knowledge: {
      sr: [
        'Познаје објектно оријентисано програмирање и веб технологије.',
        'Познаје релационе базе података и упитни језик SQL.',
        'Познаје основе информационе безбедности.',
      ],
      en: [
        'Knows object-oriented programming and web technologies.',
        'Knows relational databases and the SQL query language.',
        'Knows the basics of information security.',
      ],
    },
    skills: {
      sr: [
        'Развија веб апликације и повезује их са базом података.',
        'Тестира софтвер и документује код.',
        'Инсталира и одржава серверске и клијентске системе.',
      ],
      en: [
        'Develops web applications and connects them to a database.',
        'Tests software and documents code.',
        'Installs and maintains server and client systems.',
      ],
    },
    autonomy: {
      sr: ['Самостално извршава задатке у развојном тиму.', 'Прати развој технологија и усавршава се.'],
      en: ['Completes tasks in a development team independently.', 'Keeps up with technology and continues learning.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Електротехничар информационих технологија', 'Information technology technician'),
    sectorCouncil: council.electrical,
  },
  {
    code: '4-0913-01',
    level: '4',
    type: 'vocational',
    field: '0913',
    credits: null,
    hours: 4600,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-med-ni'],
    occupations: [],
    registeredOn: '2019-07-08',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Медицинска сестра – техничар', en: 'Nurse technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за здравствену негу пацијената у болницама, домовима здравља и кућној нези. Практична настава изводи се у здравственим установама.',
      en: 'Four-year secondary vocational education in nursing care for patients in hospitals, health centres and home care. Practical training takes place in health institutions.',
    },
    knowledge: {
      sr: [
        'Познаје анатомију, физиологију и основе патологије човека.',
        'Познаје принципе здравствене неге, асепсе и антисепсе.',
        'Познаје лекове, начине њихове примене и нежељена дејства.',
      ],
      en: [
        'Knows human anatomy, physiology and the basics of pathology.',
        'Knows the principles of nursing care, asepsis and antisepsis.',
        'Knows medicines, how they are given and their side effects.',
      ],
    },
    skills: {
      sr: [
        'Мери виталне функције и води документацију здравствене неге.',
        'Примењује терапију по налогу лекара и узима узорке за анализу.',
        'Пружа прву помоћ и учествује у кардиопулмоналној реанимацији.',
      ],
      en: [
        'Measures vital signs and keeps nursing care records.',
        "Gives treatment on a doctor's orders and takes samples for analysis.",
        'Gives first aid and takes part in cardiopulmonary resuscitation.',
      ],
    },
    autonomy: {
      sr: [
        'Ради у здравственом тиму под надзором лекара и више медицинске сестре.',
        'Поштује етички кодекс и чува тајност података о пацијенту.',
      ],
      en: [
        'Works in a health team under the supervision of a doctor and senior nurse.',
        'Follows the code of ethics and keeps patient information confidential.',
      ],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање; лекарско уверење о здравственој способности.',
      en: 'Completed primary education; a medical certificate of fitness.',
    },
    ...vocationalSchoolQa,
    standard: standard('Медицинска сестра – техничар', 'Nurse technician'),
    sectorCouncil: council.health,
  },
  {
    code: '4-0915-01',
    level: '4',
    type: 'vocational',
    field: '0915',
    credits: null,
    hours: 4400,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-med-ni'],
    occupations: [esco.physiotherapyAssistant],
    registeredOn: '2020-09-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Физиотерапеутски техничар', en: 'Physiotherapy technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за спровођење физикалне терапије и рехабилитације по налогу лекара. Физиотерапеутски техничари раде у болницама, бањама и рехабилитационим центрима.',
      en: "Four-year secondary vocational education in carrying out physical therapy and rehabilitation on a doctor's orders. Physiotherapy technicians work in hospitals, spas and rehabilitation centres.",
    },
    knowledge: {
      sr: [
        'Познаје анатомију локомоторног система и кинезиологију.',
        'Познаје методе кинезитерапије, електротерапије и хидротерапије.',
        'Познаје индикације и контраиндикације за физикалну терапију.',
      ],
      en: [
        'Knows the anatomy of the musculoskeletal system and kinesiology.',
        'Knows the methods of exercise therapy, electrotherapy and hydrotherapy.',
        'Knows the indications and contraindications for physical therapy.',
      ],
    },
    skills: {
      sr: [
        'Спроводи вежбе и процедуре физикалне терапије према плану лечења.',
        'Рукује апаратима за електротерапију и ултразвук.',
        'Обучава пацијенте за употребу помагала и вежбе код куће.',
      ],
      en: [
        'Carries out exercises and physical therapy procedures according to the treatment plan.',
        'Operates electrotherapy and ultrasound equipment.',
        'Teaches patients to use aids and to exercise at home.',
      ],
    },
    autonomy: {
      sr: ['Ради према налогу физијатра и извештава о напретку пацијента.', 'Брине о безбедности пацијента током терапије.'],
      en: ["Works to the physiatrist's orders and reports on the patient's progress.", "Ensures the patient's safety during therapy."],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање; лекарско уверење о здравственој способности.',
      en: 'Completed primary education; a medical certificate of fitness.',
    },
    ...vocationalSchoolQa,
    standard: standard('Физиотерапеутски техничар', 'Physiotherapy technician'),
    sectorCouncil: council.health,
  },
  {
    code: '4-0916-01',
    level: '4',
    type: 'vocational',
    field: '0916',
    credits: null,
    hours: 4300,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-med-ni'],
    occupations: [esco.pharmacyAssistant],
    registeredOn: '2020-09-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Фармацеутски техничар', en: 'Pharmacy technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за рад у апотекама и фармацеутској индустрији. Фармацеутски техничар издаје безрецептне лекове и учествује у изради магистралних лекова.',
      en: 'Four-year secondary vocational education for work in pharmacies and the pharmaceutical industry. Pharmacy technicians dispense over-the-counter medicines and help prepare compounded medicines.',
    },
    knowledge: {
      sr: [
        'Познаје фармакологију, фармацеутску хемију и технологију израде лекова.',
        'Познаје прописе о промету и чувању лекова и медицинских средстава.',
      ],
      en: [
        'Knows pharmacology, pharmaceutical chemistry and medicine manufacturing technology.',
        'Knows the regulations on the supply and storage of medicines and medical devices.',
      ],
    },
    skills: {
      sr: [
        'Израђује магистралне и галенске препарате под надзором фармацеута.',
        'Издаје безрецептне лекове и даје основне информације о њиховој примени.',
        'Води евиденцију залиха и рокова трајања лекова.',
      ],
      en: [
        'Prepares compounded and galenic preparations under a pharmacist’s supervision.',
        'Dispenses over-the-counter medicines and gives basic advice on their use.',
        'Keeps records of stock and expiry dates.',
      ],
    },
    autonomy: {
      sr: ['Ради под надзором магистра фармације.', 'Одговоран је за правилно чување и издавање лекова.'],
      en: ['Works under the supervision of a pharmacist.', 'Is responsible for storing and dispensing medicines correctly.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Фармацеутски техничар', 'Pharmacy technician'),
    sectorCouncil: council.health,
  },
  {
    code: '4-1015-01',
    level: '4',
    type: 'vocational',
    field: '1015',
    credits: null,
    hours: 4250,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ugt-bg'],
    occupations: [esco.travelAgent, esco.touristInformationOfficer],
    registeredOn: '2019-09-16',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Туристички техничар', en: 'Tourism technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за рад у туристичким агенцијама, хотелским рецепцијама и туристичким организацијама. Ученици уче два страна језика и раде на туристичким аранжманима.',
      en: 'Four-year secondary vocational education for work in travel agencies, hotel receptions and tourist organisations. Students learn two foreign languages and work on travel packages.',
    },
    knowledge: {
      sr: [
        'Познаје туристичку географију Србије и света и културну баштину.',
        'Познаје пословање туристичких агенција и хотелијерства.',
        'Познаје прописе о туризму и заштити потрошача.',
      ],
      en: [
        'Knows the tourism geography of Serbia and the world and cultural heritage.',
        'Knows how travel agencies and hotels operate.',
        'Knows the regulations on tourism and consumer protection.',
      ],
    },
    skills: {
      sr: [
        'Продаје и резервише туристичке аранжмане у системима за резервације.',
        'Информише туристе на српском и два страна језика.',
        'Израђује програм путовања и калкулацију цене.',
      ],
      en: [
        'Sells and books travel packages in reservation systems.',
        'Informs tourists in Serbian and two foreign languages.',
        'Draws up a travel itinerary and calculates its price.',
      ],
    },
    autonomy: {
      sr: ['Самостално ради са клијентима на шалтеру агенције или рецепције.', 'Одговоран је за тачност издатих путних докумената.'],
      en: ['Deals with clients at an agency or reception desk independently.', 'Is responsible for the accuracy of the travel documents issued.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Туристички техничар', 'Tourism technician'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '4-1013-01',
    level: '4',
    type: 'vocational',
    field: '1013',
    credits: null,
    hours: 4300,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ugt-bg'],
    occupations: [esco.cook],
    registeredOn: '2022-06-20',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Кулинарски техничар', en: 'Culinary technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за припрему јела и организацију рада у кухињи хотела и ресторана. Поред кулинарских вештина обухвата планирање набавке и обрачун трошкова.',
      en: 'Four-year secondary vocational education in preparing dishes and organising work in hotel and restaurant kitchens. Besides culinary skills, it covers purchase planning and costing.',
    },
    knowledge: {
      sr: [
        'Познаје технологију припреме јела националне и интернационалне кухиње.',
        'Познаје нутриционизам и основе дијететске исхране.',
        'Познаје организацију рада кухиње и обрачун норматива.',
      ],
      en: [
        'Knows how to prepare dishes of national and international cuisine.',
        'Knows nutrition and the basics of dietary cooking.',
        'Knows how a kitchen is organised and how standard recipes are costed.',
      ],
    },
    skills: {
      sr: [
        'Припрема сложена јела и банкетске меније.',
        'Планира набавку намирница и контролише залихе.',
        'Распоређује послове у кухињској смени.',
      ],
      en: [
        'Prepares complex dishes and banquet menus.',
        'Plans food purchases and controls stock.',
        'Allocates tasks within a kitchen shift.',
      ],
    },
    autonomy: {
      sr: ['Води мањи тим у кухињи у одсуству шефа кухиње.', 'Одговоран је за примену система безбедности хране.'],
      en: ["Leads a small kitchen team in the head chef's absence.", 'Is responsible for applying the food safety system.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Кулинарски техничар', 'Culinary technician'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '4-0715-01',
    level: '4',
    type: 'vocational',
    field: '0715',
    credits: null,
    hours: 4300,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-poly-kg'],
    occupations: [esco.cncOperator],
    registeredOn: '2021-02-22',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Техничар за компјутерско управљање', en: 'Computer numerical control technician' },
    description: {
      sr: 'Четворогодишње средње стручно образовање за програмирање и вођење машина са компјутерским управљањем у металопрерађивачкој индустрији. Настава се изводи у школи и код послодаваца по дуалном моделу.',
      en: 'Four-year secondary vocational education in programming and running computer numerically controlled machines in the metalworking industry. Teaching takes place at school and with employers under the dual model.',
    },
    knowledge: {
      sr: [
        'Познаје технологију машинске обраде и машинске материјале.',
        'Познаје програмирање машина са нумеричким управљањем и рачунарски подржано пројектовање.',
        'Познаје системе контроле квалитета у производњи.',
      ],
      en: [
        'Knows machining technology and engineering materials.',
        'Knows numerical control programming and computer-aided design.',
        'Knows quality control systems in production.',
      ],
    },
    skills: {
      sr: [
        'Израђује програм обраде на основу техничког цртежа или 3Д модела.',
        'Подешава и води машине са нумеричким управљањем.',
        'Мери и контролише израђене делове.',
      ],
      en: [
        'Writes a machining programme from a technical drawing or 3D model.',
        'Sets up and runs numerically controlled machines.',
        'Measures and inspects finished parts.',
      ],
    },
    autonomy: {
      sr: ['Самостално припрема и води процес обраде.', 'Предлаже побољшања технолошког поступка.'],
      en: ['Prepares and runs the machining process independently.', 'Proposes improvements to the process.'],
    },
    entryRequirements: afterPrimary,
    ...vocationalSchoolQa,
    standard: standard('Техничар за компјутерско управљање', 'Computer numerical control technician'),
    sectorCouncil: council.mechanical,
  },
  {
    code: '4-0215-01',
    level: '4',
    type: 'vocational',
    field: '0215',
    credits: null,
    hours: 4200,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-music-ns'],
    occupations: [esco.musician],
    registeredOn: '2020-02-10',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Музички извођач класичне музике', en: 'Classical music performer' },
    description: {
      sr: 'Четворогодишње средње музичко образовање за извођаче на инструменту или соло певаче. Припрема за рад у ансамблима и за студије на музичким академијама.',
      en: 'Four-year secondary music education for instrumentalists and solo singers. It prepares students for ensemble work and for study at music academies.',
    },
    knowledge: {
      sr: [
        'Познаје историју музике, хармонију, контрапункт и музичке облике.',
        'Познаје репертоар за свој инструмент, односно глас, из различитих стилских епоха.',
      ],
      en: [
        'Knows music history, harmony, counterpoint and musical forms.',
        'Knows repertoire for the instrument or voice from different stylistic periods.',
      ],
    },
    skills: {
      sr: [
        'Изводи захтевна дела солистички и у камерним ансамблима.',
        'Стилски тумачи дела у складу са епохом.',
        'Чита с листа и брзо савладава нове композиције.',
      ],
      en: [
        'Performs demanding works as a soloist and in chamber ensembles.',
        'Interprets works in a style appropriate to their period.',
        'Sight-reads and learns new pieces quickly.',
      ],
    },
    autonomy: {
      sr: ['Самостално припрема програм за јавни наступ.', 'Одговоран је према ансамблу, диригенту и публици.'],
      en: ['Prepares a programme for public performance independently.', 'Is responsible to the ensemble, the conductor and the audience.'],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање и положен пријемни испит из главног предмета и солфеђа.',
      en: 'Completed primary education and a passed entrance examination in the main subject and solfège.',
    },
    ...artSchoolQa,
    standard: standard('Музички извођач класичне музике', 'Classical music performer'),
    sectorCouncil: council.arts,
  },
  {
    code: '4-0215-02',
    level: '4',
    type: 'vocational',
    field: '0215',
    credits: null,
    hours: 4800,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ballet-bg'],
    occupations: [esco.dancer],
    registeredOn: '2020-02-10',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Играч класичног балета', en: 'Classical ballet dancer' },
    description: {
      sr: 'Четворогодишње средње балетско образовање за професионалне играче класичног балета. Ученици наступају у школским и позоришним представама.',
      en: 'Four-year secondary ballet education for professional classical ballet dancers. Students perform in school and theatre productions.',
    },
    knowledge: {
      sr: [
        'Познаје технику и терминологију класичног балета и основе савремене игре.',
        'Познаје историју балета и балетски репертоар.',
      ],
      en: [
        'Knows classical ballet technique and terminology and the basics of contemporary dance.',
        'Knows the history of ballet and the ballet repertoire.',
      ],
    },
    skills: {
      sr: [
        'Изводи солистичке и ансамбл делове из класичних балета.',
        'Изводи дуете и подршке у пару.',
        'Тумачи кореографију у складу са музиком и ликом.',
      ],
      en: [
        'Performs solo and ensemble parts from classical ballets.',
        'Performs pas de deux and partnering work.',
        'Interprets choreography in keeping with the music and the character.',
      ],
    },
    autonomy: {
      sr: ['Одговорно се односи према свом телу, тренингу и здрављу.', 'Ради у ансамблу према захтевима кореографа.'],
      en: ['Takes responsibility for own body, training and health.', "Works in an ensemble to the choreographer's requirements."],
    },
    entryRequirements: {
      sr: 'Завршено основно образовање и основно балетско образовање и положен пријемни испит.',
      en: 'Completed primary education and primary ballet education and a passed entrance examination.',
    },
    ...artSchoolQa,
    standard: standard('Играч класичног балета', 'Classical ballet dancer'),
    sectorCouncil: council.arts,
  },

  // Level 5
  {
    code: '5-1013-01',
    level: '5',
    type: 'vocational',
    field: '1013',
    credits: null,
    hours: 700,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-ugt-bg'],
    occupations: [esco.headChef],
    registeredOn: '2022-10-17',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Мајстор кувар', en: 'Master chef' },
    description: {
      sr: 'Мајсторско образовање за искусне куваре који воде кухињу, креирају меније и обучавају млађе кадрове. Завршава се мајсторским испитом пред комисијом у којој су и послодавци.',
      en: 'Master craftsman education for experienced cooks who run a kitchen, create menus and train junior staff. It ends with a master craftsman examination before a board that includes employers.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о савременим кулинарским техникама и трендовима.',
        'Познаје управљање трошковима, набавком и залихама у кухињи.',
        'Познаје методе обуке и менторства у радном окружењу.',
      ],
      en: [
        'Has in-depth knowledge of modern culinary techniques and trends.',
        'Knows how to manage costs, purchasing and stock in a kitchen.',
        'Knows methods of training and mentoring in the workplace.',
      ],
    },
    skills: {
      sr: [
        'Креира нова јела и меније и израђује нормативе.',
        'Организује рад кухиње за ресторанску и банкетску услугу.',
        'Обучава ученике и млађе куваре и процењује њихов рад.',
      ],
      en: [
        'Creates new dishes and menus and writes standard recipes.',
        'Organises the kitchen for restaurant and banquet service.',
        'Trains students and junior cooks and assesses their work.',
      ],
    },
    autonomy: {
      sr: [
        'Руководи кухињом и одговара за квалитет, безбедност хране и трошкове.',
        'Може да буде инструктор ученицима на учењу кроз рад.',
      ],
      en: [
        'Runs the kitchen and answers for quality, food safety and costs.',
        'May act as an in-company trainer for students in work-based learning.',
      ],
    },
    entryRequirements: {
      sr: 'Стечена квалификација кувара или кулинарског техничара и најмање две године радног искуства у струци.',
      en: 'A cook or culinary technician qualification and at least two years of relevant work experience.',
    },
    ...vocationalSchoolQa,
    standard: standard('Мајстор кувар', 'Master chef'),
    sectorCouncil: council.hospitality,
  },
  {
    code: '5-0716-01',
    level: '5',
    type: 'vocational',
    field: '0716',
    credits: null,
    hours: 640,
    acquisitionWays: ['formal', 'prior-learning'],
    awardingBodies: ['ss-poly-kg'],
    occupations: [esco.vehicleTechnician],
    registeredOn: '2023-05-15',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста за дијагностику моторних возила', en: 'Motor vehicle diagnostics specialist' },
    description: {
      sr: 'Специјалистичко образовање за напредну дијагностику електронских система, хибридних и електричних возила. Намењено је механичарима и техничарима са радним искуством.',
      en: 'Specialist education in advanced diagnostics of electronic systems and of hybrid and electric vehicles. It is intended for mechanics and technicians with work experience.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о електронским системима управљања мотором и безбедносним системима возила.',
        'Познаје високонапонске системе хибридних и електричних возила и прописе о раду на њима.',
      ],
      en: [
        'Has in-depth knowledge of engine management electronics and vehicle safety systems.',
        'Knows the high-voltage systems of hybrid and electric vehicles and the rules for working on them.',
      ],
    },
    skills: {
      sr: [
        'Открива сложене и повремене кварове анализом података са дијагностичких уређаја.',
        'Безбедно искључује и поново ставља у рад високонапонске системе.',
        'Ажурира софтвер управљачких јединица возила.',
      ],
      en: [
        'Finds complex and intermittent faults by analysing data from diagnostic equipment.',
        'Safely isolates and recommissions high-voltage systems.',
        'Updates the software of vehicle control units.',
      ],
    },
    autonomy: {
      sr: ['Самостално доноси одлуке о поправци и даје стручно мишљење клијенту.', 'Надзире и обучава механичаре у сервису.'],
      en: ['Decides on repairs independently and gives expert advice to the customer.', 'Supervises and trains mechanics in the workshop.'],
    },
    entryRequirements: {
      sr: 'Стечена квалификација у подручју моторних возила на нивоу 3 или 4 и најмање две године радног искуства.',
      en: 'A motor vehicle qualification at level 3 or 4 and at least two years of work experience.',
    },
    ...vocationalSchoolQa,
    standard: standard('Специјалиста за дијагностику моторних возила', 'Motor vehicle diagnostics specialist'),
    sectorCouncil: council.transport,
  },
  {
    code: '5-0612-01',
    level: '5',
    type: 'vocational',
    field: '0612',
    credits: null,
    hours: 600,
    acquisitionWays: ['formal'],
    awardingBodies: ['ss-ets-bg'],
    occupations: [esco.ictNetworkTechnician],
    registeredOn: '2019-09-20',
    registerStatus: 'withdrawn',
    validUntil: '2024-08-31',
    title: { sr: 'Специјалиста за рачунарске мреже', en: 'Computer network specialist' },
    description: {
      sr: 'Специјалистичко образовање за пројектовање и одржавање локалних рачунарских мрежа. Квалификација се више не додељује јер су њени исходи укључени у новије квалификације у области информационих технологија.',
      en: 'Specialist education in designing and maintaining local computer networks. The qualification is no longer awarded because its outcomes are now part of newer information technology qualifications.',
    },
    knowledge: {
      sr: ['Познаје мрежне протоколе, адресирање и активну мрежну опрему.', 'Познаје основе мрежне безбедности.'],
      en: ['Knows network protocols, addressing and active network equipment.', 'Knows the basics of network security.'],
    },
    skills: {
      sr: [
        'Пројектује и поставља локалну мрежу мање организације.',
        'Конфигурише рутере, свичеве и бежичне приступне тачке.',
      ],
      en: [
        'Designs and installs the local network of a small organisation.',
        'Configures routers, switches and wireless access points.',
      ],
    },
    autonomy: {
      sr: ['Самостално одржава мрежу и решава проблеме корисника.', 'Води документацију мреже.'],
      en: ['Maintains the network and solves user problems independently.', 'Keeps the network documentation.'],
    },
    entryRequirements: {
      sr: 'Стечена квалификација у подручју електротехнике на нивоу 4 и најмање две године радног искуства.',
      en: 'An electrical engineering qualification at level 4 and at least two years of work experience.',
    },
    ...vocationalSchoolQa,
    standard: standard('Специјалиста за рачунарске мреже', 'Computer network specialist'),
    sectorCouncil: council.electrical,
  },
  {
    code: '5-0715-01',
    level: '5',
    type: 'vocational',
    field: '0715',
    credits: null,
    hours: 800,
    acquisitionWays: ['formal', 'non-formal', 'prior-learning'],
    awardingBodies: ['ss-poly-kg', 'jpoa-su'],
    occupations: [esco.welder],
    registeredOn: '2021-11-08',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста заваривач', en: 'Welding specialist' },
    description: {
      sr: 'Специјалистичко образовање за заваривање захтевних конструкција, посуда под притиском и цевовода. Припрема за међународно признате атесте заваривача.',
      en: 'Specialist education in welding demanding structures, pressure vessels and pipelines. It prepares learners for internationally recognised welder certificates.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о металургији заваривања и заварљивости челика и легура.',
        'Познаје стандарде за квалификацију поступака заваривања и заваривача.',
        'Познаје методе испитивања завара без разарања.',
      ],
      en: [
        'Has in-depth knowledge of welding metallurgy and the weldability of steels and alloys.',
        'Knows the standards for qualifying welding procedures and welders.',
        'Knows non-destructive weld testing methods.',
      ],
    },
    skills: {
      sr: [
        'Заварује у свим положајима поступцима ТИГ, МИГ/МАГ и електролучним поступком.',
        'Израђује спецификацију поступка заваривања.',
        'Контролише квалитет завара и предлаже корективне мере.',
      ],
      en: [
        'Welds in all positions using TIG, MIG/MAG and manual metal arc processes.',
        'Prepares a welding procedure specification.',
        'Checks weld quality and proposes corrective action.',
      ],
    },
    autonomy: {
      sr: ['Води групу заваривача на градилишту или у погону.', 'Одговоран је за квалитет и безбедност заварених конструкција.'],
      en: ['Leads a group of welders on site or in the plant.', 'Is responsible for the quality and safety of welded structures.'],
    },
    entryRequirements: {
      sr: 'Стечена квалификација бравара-заваривача или сродна квалификација на нивоу 3 и најмање три године рада на пословима заваривања.',
      en: 'A metal fabricator and welder or related level 3 qualification and at least three years of welding work.',
    },
    ...vocationalSchoolQa,
    standard: standard('Специјалиста заваривач', 'Welding specialist'),
    sectorCouncil: council.mechanical,
  },
  {
    code: '5-1012-01',
    level: '5',
    type: 'vocational',
    field: '1012',
    credits: null,
    hours: 560,
    acquisitionWays: ['non-formal', 'prior-learning'],
    awardingBodies: ['jpoa-su'],
    occupations: [esco.hairdresser],
    registeredOn: '2025-03-03',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Мајстор фризер', en: 'Master hairdresser' },
    description: {
      sr: 'Мајсторско образовање за искусне фризере који желе да воде салон и обучавају ученике. Обухвата напредне технике, пословање салона и менторство.',
      en: 'Master craftsman education for experienced hairdressers who want to run a salon and train apprentices. It covers advanced techniques, salon management and mentoring.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о савременим техникама шишања, бојења и обликовања косе.',
        'Познаје основе вођења малог предузећа и прописе у области личних услуга.',
      ],
      en: [
        'Has in-depth knowledge of modern cutting, colouring and styling techniques.',
        'Knows the basics of running a small business and the regulations on personal services.',
      ],
    },
    skills: {
      sr: [
        'Креира фризуре за посебне прилике, сцену и модне ревије.',
        'Планира пословање салона, цене услуга и набавку.',
        'Обучава ученике и прати њихов напредак.',
      ],
      en: [
        'Creates hairstyles for special occasions, the stage and fashion shows.',
        'Plans salon operations, service prices and purchasing.',
        'Trains apprentices and monitors their progress.',
      ],
    },
    autonomy: {
      sr: ['Самостално води фризерски салон.', 'Одговоран је за рад запослених и задовољство клијената.'],
      en: ['Runs a hair salon independently.', 'Is responsible for the work of staff and for client satisfaction.'],
    },
    entryRequirements: {
      sr: 'Стечена квалификација фризера и најмање три године радног искуства у струци.',
      en: 'A hairdresser qualification and at least three years of relevant work experience.',
    },
    ...adultQa,
    standard: standard('Мајстор фризер', 'Master hairdresser'),
    sectorCouncil: council.personalServices,
  },

  // Level 6.1
  {
    code: '6.1-0613-01',
    level: '6.1',
    type: 'vocational-higher',
    field: '0613',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.softwareDeveloper],
    registeredOn: '2020-11-02',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Струковни инжењер информационих технологија', en: 'Bachelor of Applied Information Technology' },
    description: {
      sr: 'Основне струковне студије од три године усмерене на развој софтвера, веб технологије и администрацију информационих система. Студенти обављају стручну праксу у ИТ компанијама.',
      en: 'Three-year applied undergraduate studies focused on software development, web technologies and information systems administration. Students complete a work placement in IT companies.',
    },
    knowledge: {
      sr: [
        'Познаје принципе софтверског инжењерства, програмске језике и развојне оквире.',
        'Познаје пројектовање база података и рачунарских мрежа.',
        'Познаје принципе заштите информационих система.',
      ],
      en: [
        'Knows the principles of software engineering, programming languages and frameworks.',
        'Knows database and computer network design.',
        'Knows the principles of information system security.',
      ],
    },
    skills: {
      sr: [
        'Развија, тестира и испоручује веб и мобилне апликације.',
        'Поставља и одржава серверску инфраструктуру и сервисе у облаку.',
        'Примењује агилне методе рада у тиму.',
      ],
      en: [
        'Develops, tests and deploys web and mobile applications.',
        'Sets up and maintains server infrastructure and cloud services.',
        'Applies agile methods in team work.',
      ],
    },
    autonomy: {
      sr: [
        'Самостално решава стручне задатке и преузима одговорност за део пројекта.',
        'Континуирано учи и прати развој технологија.',
      ],
      en: [
        'Solves professional tasks independently and takes responsibility for part of a project.',
        'Learns continuously and keeps up with technology.',
      ],
    },
    entryRequirements: afterSecondary,
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0411-01',
    level: '6.1',
    type: 'vocational-higher',
    field: '0411',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.accountant, esco.bookkeeper],
    registeredOn: '2020-11-02',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Струковни економиста', en: 'Bachelor of Applied Economics' },
    description: {
      sr: 'Основне струковне студије од три године из рачуноводства, ревизије и финансија. Припремају за рад у рачуноводственим агенцијама, банкама и финансијским службама предузећа.',
      en: 'Three-year applied undergraduate studies in accounting, auditing and finance. They prepare graduates for work in accounting firms, banks and company finance departments.',
    },
    knowledge: {
      sr: [
        'Познаје финансијско и управљачко рачуноводство и међународне рачуноводствене стандарде.',
        'Познаје пореске прописе и систем платног промета.',
        'Познаје основе ревизије и интерне контроле.',
      ],
      en: [
        'Knows financial and management accounting and international accounting standards.',
        'Knows tax regulations and the payment system.',
        'Knows the basics of auditing and internal control.',
      ],
    },
    skills: {
      sr: [
        'Води пословне књиге и саставља финансијске извештаје.',
        'Обрачунава порезе и зараде и припрема пореске пријаве.',
        'Анализира финансијске показатеље пословања.',
      ],
      en: [
        'Keeps the books and prepares financial statements.',
        'Calculates taxes and payroll and prepares tax returns.',
        'Analyses financial performance indicators.',
      ],
    },
    autonomy: {
      sr: ['Самостално води књиговодство мањег предузећа.', 'Поштује професионалну етику и поверљивост финансијских података.'],
      en: ['Keeps the accounts of a small company independently.', 'Follows professional ethics and keeps financial data confidential.'],
    },
    entryRequirements: afterSecondary,
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0913-01',
    level: '6.1',
    type: 'vocational-higher',
    field: '0913',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.generalCareNurse],
    registeredOn: '2021-04-19',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Струковна медицинска сестра', en: 'Bachelor of Applied Nursing' },
    description: {
      sr: 'Основне струковне студије сестринства од три године, са великим уделом клиничке праксе. Оспособљавају за самостално планирање и спровођење здравствене неге.',
      en: 'Three-year applied undergraduate studies in nursing with a large share of clinical practice. They prepare graduates to plan and deliver nursing care independently.',
    },
    knowledge: {
      sr: [
        'Познаје процес здравствене неге и моделе сестринске праксе.',
        'Познаје клиничке области интерне медицине, хирургије, педијатрије и геријатрије са аспекта неге.',
        'Познаје принципе јавног здравља и промоције здравља.',
      ],
      en: [
        'Knows the nursing process and models of nursing practice.',
        'Knows internal medicine, surgery, paediatrics and geriatrics from a nursing perspective.',
        'Knows the principles of public health and health promotion.',
      ],
    },
    skills: {
      sr: [
        'Процењује потребе пацијента и израђује план здравствене неге.',
        'Изводи сложене сестринске интервенције и прати исход неге.',
        'Едукује пацијенте и породицу о нези и превенцији.',
      ],
      en: [
        "Assesses the patient's needs and draws up a nursing care plan.",
        'Performs complex nursing interventions and monitors the outcome of care.',
        'Educates patients and families about care and prevention.',
      ],
    },
    autonomy: {
      sr: ['Самостално организује негу на одељењу и координира рад медицинских сестара – техничара.', 'Одговара за квалитет и безбедност здравствене неге.'],
      en: ['Organises care on a ward independently and coordinates the work of nurse technicians.', 'Is accountable for the quality and safety of nursing care.'],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање, по правилу у подручју здравства, и положен пријемни испит.',
      en: 'Completed four-year secondary education, normally in health care, and a passed entrance examination.',
    },
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-1015-01',
    level: '6.1',
    type: 'vocational-higher',
    field: '1015',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.tourismProductManager],
    registeredOn: '2021-04-19',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Струковни менаџер у туризму', en: 'Bachelor of Applied Tourism Management' },
    description: {
      sr: 'Основне струковне студије од три године за пословање туристичких агенција, хотела и дестинација. Студенти уче два страна језика и обављају праксу у туристичкој привреди.',
      en: 'Three-year applied undergraduate studies in managing travel agencies, hotels and destinations. Students learn two foreign languages and complete a placement in the tourism industry.',
    },
    knowledge: {
      sr: [
        'Познаје туристичко тржиште, туристичке производе и дестинације.',
        'Познаје менаџмент, маркетинг и финансије у туризму и хотелијерству.',
      ],
      en: [
        'Knows the tourism market, tourism products and destinations.',
        'Knows management, marketing and finance in tourism and hospitality.',
      ],
    },
    skills: {
      sr: [
        'Креира и промовише туристичке аранжмане и пакете.',
        'Користи системе за резервације и дигиталне канале продаје.',
        'Планира и организује догађаје и путовања.',
      ],
      en: [
        'Designs and promotes tours and travel packages.',
        'Uses reservation systems and digital sales channels.',
        'Plans and organises events and trips.',
      ],
    },
    autonomy: {
      sr: ['Води мањи тим или пословницу туристичке агенције.', 'Одговоран је за квалитет услуге и поштовање права путника.'],
      en: ["Leads a small team or a travel agency branch.", "Is responsible for service quality and respect for travellers' rights."],
    },
    entryRequirements: afterSecondary,
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0112-01',
    level: '6.1',
    type: 'vocational-higher',
    field: '0112',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['atvss-ni'],
    occupations: [esco.earlyYearsTeacher],
    registeredOn: '2020-03-09',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Струковни васпитач', en: 'Bachelor of Applied Preschool Education' },
    description: {
      sr: 'Основне струковне студије од три године за васпитно-образовни рад са децом предшколског узраста. Дипломци раде у вртићима и припремном предшколском програму.',
      en: 'Three-year applied undergraduate studies in the education and care of preschool children. Graduates work in kindergartens and the preparatory preschool programme.',
    },
    knowledge: {
      sr: [
        'Познаје развојну психологију и педагогију раног детињства.',
        'Познаје национални оквир програма предшколског васпитања и образовања.',
        'Познаје методике развоја говора, математичких појмова, ликовног, музичког и физичког васпитања.',
      ],
      en: [
        'Knows developmental psychology and early childhood pedagogy.',
        'Knows the national framework curriculum for preschool education.',
        'Knows methods for developing language, early mathematics, art, music and physical education.',
      ],
    },
    skills: {
      sr: [
        'Планира и остварује активности кроз игру и пројекте.',
        'Прати и документује развој и напредовање деце.',
        'Сарађује са породицом и локалном заједницом.',
      ],
      en: [
        'Plans and runs activities through play and projects.',
        "Monitors and documents children's development and progress.",
        'Works with families and the local community.',
      ],
    },
    autonomy: {
      sr: ['Самостално води васпитну групу.', 'Одговоран је за безбедност и добробит деце.'],
      en: ['Leads a group of children independently.', 'Is responsible for the safety and well-being of children.'],
    },
    entryRequirements: afterSecondary,
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0713-01',
    level: '6.1',
    type: 'vocational-higher',
    field: '0713',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['atvss-ni'],
    occupations: [esco.electricalEngineeringTechnician],
    registeredOn: '2020-03-09',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Струковни инжењер електротехнике и рачунарства',
      en: 'Bachelor of Applied Electrical and Computer Engineering',
    },
    description: {
      sr: 'Основне струковне студије од три године из електроенергетике, аутоматике и обновљивих извора енергије. Усмерене су на практичан рад у лабораторијама и индустрији.',
      en: 'Three-year applied undergraduate studies in power engineering, automation and renewable energy. They focus on practical work in laboratories and industry.',
    },
    knowledge: {
      sr: [
        'Познаје електричне машине, енергетску електронику и електроенергетске мреже.',
        'Познаје програмабилне логичке контролере и системе аутоматског управљања.',
        'Познаје техничке прописе и стандарде у електротехници.',
      ],
      en: [
        'Knows electrical machines, power electronics and power networks.',
        'Knows programmable logic controllers and automatic control systems.',
        'Knows the technical regulations and standards in electrical engineering.',
      ],
    },
    skills: {
      sr: [
        'Израђује техничку документацију електричних инсталација и постројења.',
        'Програмира и пушта у рад системе аутоматизације.',
        'Мери, испитује и одржава електроенергетска постројења.',
      ],
      en: [
        'Prepares technical documentation for electrical installations and plants.',
        'Programs and commissions automation systems.',
        'Measures, tests and maintains power equipment.',
      ],
    },
    autonomy: {
      sr: ['Самостално води извођење мањих радова.', 'Одговоран је за безбедност и примену прописа на радилишту.'],
      en: ['Manages smaller works independently.', 'Is responsible for safety and compliance on site.'],
    },
    entryRequirements: afterSecondary,
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0541-01',
    level: '6.1',
    type: 'academic-higher',
    field: '0541',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ni'],
    occupations: [esco.mathematician],
    registeredOn: '2019-10-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани математичар', en: 'Bachelor of Science in Mathematics' },
    description: {
      sr: 'Основне академске студије математике од три године, прва етапа модела три плус две године. Пружају темељ за мастер студије математике, наставу или примењену математику.',
      en: 'Three-year academic undergraduate studies in mathematics, the first stage of a three-plus-two model. They lay the foundation for a master’s degree in mathematics, teaching or applied mathematics.',
    },
    knowledge: {
      sr: [
        'Познаје математичку анализу, линеарну алгебру, геометрију и теорију вероватноће.',
        'Разуме структуру математичких теорија и методе доказивања.',
        'Познаје основе нумеричке математике и програмирања.',
      ],
      en: [
        'Knows mathematical analysis, linear algebra, geometry and probability theory.',
        'Understands the structure of mathematical theories and methods of proof.',
        'Knows the basics of numerical mathematics and programming.',
      ],
    },
    skills: {
      sr: [
        'Формулише и доказује математичка тврђења.',
        'Моделује проблеме из праксе и решава их аналитички или нумерички.',
        'Јасно излаже математичке садржаје писмено и усмено.',
      ],
      en: [
        'Formulates and proves mathematical statements.',
        'Models practical problems and solves them analytically or numerically.',
        'Presents mathematical content clearly in writing and orally.',
      ],
    },
    autonomy: {
      sr: ['Самостално проучава стручну литературу.', 'Преузима одговорност за тачност резултата.'],
      en: ['Studies the professional literature independently.', 'Takes responsibility for the correctness of results.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0533-01',
    level: '6.1',
    type: 'academic-higher',
    field: '0533',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ni'],
    occupations: [esco.physicist],
    registeredOn: '2019-10-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани физичар', en: 'Bachelor of Science in Physics' },
    description: {
      sr: 'Основне академске студије физике од три године, са наставом из опште и теоријске физике и лабораторијским вежбама. Дипломци настављају мастер студије или раде у лабораторијама и индустрији.',
      en: 'Three-year academic undergraduate studies in physics, covering general and theoretical physics with laboratory work. Graduates go on to master’s studies or work in laboratories and industry.',
    },
    knowledge: {
      sr: [
        'Познаје класичну механику, електромагнетизам, термодинамику и квантну физику.',
        'Познаје математичке методе физике.',
        'Познаје методе мерења и обраде експерименталних података.',
      ],
      en: [
        'Knows classical mechanics, electromagnetism, thermodynamics and quantum physics.',
        'Knows the mathematical methods of physics.',
        'Knows methods of measurement and of processing experimental data.',
      ],
    },
    skills: {
      sr: [
        'Планира и изводи физичке експерименте.',
        'Обрађује и тумачи резултате мерења уз процену грешке.',
        'Користи рачунарске симулације за решавање физичких проблема.',
      ],
      en: [
        'Plans and carries out physics experiments.',
        'Processes and interprets measurement results with error estimates.',
        'Uses computer simulations to solve physics problems.',
      ],
    },
    autonomy: {
      sr: ['Самостално ради у лабораторији уз поштовање мера безбедности.', 'Сарађује у истраживачком тиму.'],
      en: ['Works independently in the laboratory following safety rules.', 'Works as part of a research team.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.1-0531-01',
    level: '6.1',
    type: 'academic-higher',
    field: '0531',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ni'],
    occupations: [esco.chemist],
    registeredOn: '2019-10-14',
    registerStatus: 'phasing-out',
    validUntil: '2028-09-30',
    title: { sr: 'Дипломирани хемичар', en: 'Bachelor of Science in Chemistry' },
    description: {
      sr: 'Основне академске студије хемије од три године. Програм се постепено укида и замењује новим акредитованим програмом са већим уделом примењене хемије; последња генерација студира до 2028. године.',
      en: 'Three-year academic undergraduate studies in chemistry. The programme is being phased out in favour of a newly accredited programme with more applied chemistry; the last cohort studies until 2028.',
    },
    knowledge: {
      sr: [
        'Познаје општу, неорганску, органску, аналитичку и физичку хемију.',
        'Познаје инструменталне методе хемијске анализе.',
      ],
      en: [
        'Knows general, inorganic, organic, analytical and physical chemistry.',
        'Knows instrumental methods of chemical analysis.',
      ],
    },
    skills: {
      sr: [
        'Изводи синтезе и хемијске анализе у лабораторији.',
        'Рукује аналитичким инструментима и тумачи спектре и хроматограме.',
        'Пише лабораторијске извештаје.',
      ],
      en: [
        'Carries out syntheses and chemical analyses in the laboratory.',
        'Operates analytical instruments and interprets spectra and chromatograms.',
        'Writes laboratory reports.',
      ],
    },
    autonomy: {
      sr: ['Самостално ради са хемикалијама уз поштовање прописа о безбедности.', 'Одговоран је за поузданост резултата анализа.'],
      en: ['Handles chemicals independently in line with safety regulations.', 'Is responsible for the reliability of analytical results.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },

  // Level 6.2
  {
    code: '6.2-0421-01',
    level: '6.2',
    type: 'academic-higher',
    field: '0421',
    credits: 240,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.legalAssistant],
    registeredOn: '2019-03-04',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани правник', en: 'Bachelor of Laws' },
    description: {
      sr: 'Основне академске студије права од четири године на правним факултетима. Обухватају све главне гране позитивног права и припремају за мастер студије и правосудни испит.',
      en: 'Four-year academic undergraduate studies in law at faculties of law. They cover all the main branches of positive law and prepare graduates for master’s studies and the bar examination.',
    },
    knowledge: {
      sr: [
        'Познаје уставно, грађанско, кривично, управно и привредно право.',
        'Познаје основе међународног права и права Европске уније.',
        'Разуме теорију државе и права и историју правних институција.',
      ],
      en: [
        'Knows constitutional, civil, criminal, administrative and commercial law.',
        'Knows the basics of international law and European Union law.',
        'Understands the theory of the state and law and the history of legal institutions.',
      ],
    },
    skills: {
      sr: [
        'Тумачи правне прописе и судску праксу.',
        'Саставља уговоре, поднеске и управне акте.',
        'Решава правне случајеве и образлаже правни став.',
      ],
      en: [
        'Interprets legislation and case law.',
        'Drafts contracts, court submissions and administrative decisions.',
        'Solves legal cases and gives reasons for a legal opinion.',
      ],
    },
    autonomy: {
      sr: ['Самостално обавља стручне правне послове у државној управи и привреди.', 'Поштује начела законитости и професионалне етике.'],
      en: ['Performs professional legal work in public administration and business independently.', 'Respects the rule of law and professional ethics.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0311-01',
    level: '6.2',
    type: 'academic-higher',
    field: '0311',
    credits: 240,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.economist],
    registeredOn: '2019-03-04',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани економиста', en: 'Bachelor of Economics' },
    description: {
      sr: 'Основне академске студије економије од четири године, са модулима из економске политике, финансија, рачуноводства, маркетинга и менаџмента.',
      en: 'Four-year academic undergraduate studies in economics, with modules in economic policy, finance, accounting, marketing and management.',
    },
    knowledge: {
      sr: [
        'Познаје микроекономију, макроекономију и економску политику.',
        'Познаје финансије, рачуноводство и пословну статистику.',
        'Познаје функционисање финансијских тржишта и међународне економије.',
      ],
      en: [
        'Knows microeconomics, macroeconomics and economic policy.',
        'Knows finance, accounting and business statistics.',
        'Knows how financial markets and the international economy work.',
      ],
    },
    skills: {
      sr: [
        'Анализира економске податке применом статистичких и економетријских метода.',
        'Израђује пословне планове и финансијске анализе.',
        'Представља резултате анализе доносиоцима одлука.',
      ],
      en: [
        'Analyses economic data using statistical and econometric methods.',
        'Prepares business plans and financial analyses.',
        'Presents analysis results to decision-makers.',
      ],
    },
    autonomy: {
      sr: ['Самостално води мање аналитичке пројекте.', 'Доноси одлуке засноване на подацима и преузима одговорност за њих.'],
      en: ['Leads small analytical projects independently.', 'Makes evidence-based decisions and takes responsibility for them.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0713-01',
    level: '6.2',
    type: 'academic-higher',
    field: '0713',
    credits: 240,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.electricalEngineer],
    registeredOn: '2019-06-24',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Дипломирани инжењер електротехнике и рачунарства',
      en: 'Bachelor of Science in Electrical and Computer Engineering',
    },
    description: {
      sr: 'Основне академске студије од четири године са модулима из енергетике, електронике, телекомуникација, аутоматике и рачунарске технике. Дају широку инжењерску основу и припремају за мастер студије.',
      en: 'Four-year academic undergraduate studies with modules in power engineering, electronics, telecommunications, control and computer engineering. They give a broad engineering foundation and prepare for master’s studies.',
    },
    knowledge: {
      sr: [
        'Познаје математику, физику и теорију електричних кола на нивоу потребном за инжењерску праксу.',
        'Познаје теорију сигнала и система, електронику и рачунарске архитектуре.',
        'Познаје изабрану ужу област електротехнике и рачунарства.',
      ],
      en: [
        'Knows mathematics, physics and circuit theory to the level needed for engineering practice.',
        'Knows signals and systems, electronics and computer architecture.',
        'Knows a chosen specialist area of electrical and computer engineering.',
      ],
    },
    skills: {
      sr: [
        'Анализира и пројектује електронска кола и системе.',
        'Развија софтвер за уграђене и управљачке системе.',
        'Користи мерну опрему и алате за симулацију.',
      ],
      en: [
        'Analyses and designs electronic circuits and systems.',
        'Develops software for embedded and control systems.',
        'Uses measuring equipment and simulation tools.',
      ],
    },
    autonomy: {
      sr: ['Самостално решава инжењерске задатке средње сложености.', 'Ради у мултидисциплинарним тимовима.'],
      en: ['Solves engineering tasks of moderate complexity independently.', 'Works in multidisciplinary teams.'],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање и положен пријемни испит из математике или физике.',
      en: 'Completed four-year secondary education and a passed entrance examination in mathematics or physics.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0811-01',
    level: '6.2',
    type: 'academic-higher',
    field: '0811',
    credits: 240,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ns'],
    occupations: [esco.agronomist],
    registeredOn: '2020-05-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани инжењер пољопривреде', en: 'Bachelor of Science in Agriculture' },
    description: {
      sr: 'Основне академске студије од четири године из ратарства, повртарства и сточарства. Припремају за рад на газдинствима, у задругама, саветодавним службама и прерађивачкој индустрији.',
      en: 'Four-year academic undergraduate studies in field crops, vegetable growing and livestock production. They prepare graduates for work on farms, in cooperatives, advisory services and the processing industry.',
    },
    knowledge: {
      sr: [
        'Познаје агроекологију, педологију и физиологију гајених биљака.',
        'Познаје технологије гајења ратарских и повртарских култура и исхрану домаћих животиња.',
        'Познаје принципе одрживе и органске пољопривреде.',
      ],
      en: [
        'Knows agroecology, soil science and crop physiology.',
        'Knows growing technologies for field and vegetable crops and livestock nutrition.',
        'Knows the principles of sustainable and organic agriculture.',
      ],
    },
    skills: {
      sr: [
        'Планира сетву, ђубрење и заштиту биља на основу анализе земљишта.',
        'Организује производњу на газдинству и прати њене економске резултате.',
        'Саветује пољопривредне произвођаче.',
      ],
      en: [
        'Plans sowing, fertilising and crop protection based on soil analysis.',
        'Organises production on a farm and tracks its financial results.',
        'Advises farmers.',
      ],
    },
    autonomy: {
      sr: ['Самостално води пољопривредну производњу.', 'Одговорно се односи према животној средини и безбедности хране.'],
      en: ['Runs agricultural production independently.', 'Acts responsibly towards the environment and food safety.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0313-01',
    level: '6.2',
    type: 'academic-higher',
    field: '0313',
    credits: 240,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [],
    registeredOn: '2020-05-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани психолог', en: 'Bachelor of Psychology' },
    description: {
      sr: 'Основне академске студије психологије од четири године на филозофским факултетима. Дају основу за мастер студије, после којих се стиче право на самосталну психолошку праксу.',
      en: 'Four-year academic undergraduate studies in psychology at faculties of philosophy. They lay the foundation for master’s studies, which lead to independent psychological practice.',
    },
    knowledge: {
      sr: [
        'Познаје општу, развојну, социјалну и клиничку психологију.',
        'Познаје методологију психолошких истраживања и психометрију.',
        'Познаје етички кодекс психолога.',
      ],
      en: [
        'Knows general, developmental, social and clinical psychology.',
        'Knows psychological research methodology and psychometrics.',
        'Knows the code of ethics for psychologists.',
      ],
    },
    skills: {
      sr: [
        'Примењује стандардизоване психолошке тестове под супервизијом.',
        'Планира и спроводи емпиријско истраживање и статистички обрађује податке.',
        'Води интервју и пише психолошки извештај.',
      ],
      en: [
        'Administers standardised psychological tests under supervision.',
        'Plans and carries out empirical research and analyses the data statistically.',
        'Conducts interviews and writes psychological reports.',
      ],
    },
    autonomy: {
      sr: ['Ради под супервизијом искусног психолога.', 'Поштује поверљивост и достојанство особа са којима ради.'],
      en: ['Works under the supervision of an experienced psychologist.', 'Respects the confidentiality and dignity of the people worked with.'],
    },
    entryRequirements: afterSecondary,
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0613-01',
    level: '6.2',
    type: 'academic-higher',
    field: '0613',
    credits: 240,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg'],
    occupations: [esco.softwareDeveloper],
    registeredOn: '2021-09-27',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Дипломирани информатичар', en: 'Bachelor of Science in Computer Science' },
    description: {
      sr: 'Основне академске студије информатике од четири године са снажном математичком основом. Обухватају алгоритме, програмске језике, вештачку интелигенцију и рачунарске системе.',
      en: 'Four-year academic undergraduate studies in computer science with a strong mathematical basis. They cover algorithms, programming languages, artificial intelligence and computer systems.',
    },
    knowledge: {
      sr: [
        'Познаје теорију алгоритама, израчунљивости и сложености.',
        'Познаје програмске парадигме, компилаторе и оперативне системе.',
        'Познаје машинско учење и основе вештачке интелигенције.',
      ],
      en: [
        'Knows the theory of algorithms, computability and complexity.',
        'Knows programming paradigms, compilers and operating systems.',
        'Knows machine learning and the foundations of artificial intelligence.',
      ],
    },
    skills: {
      sr: [
        'Пројектује ефикасне алгоритме и доказује њихову коректност.',
        'Развија сложене софтверске системе.',
        'Анализира податке и примењује моделе машинског учења.',
      ],
      en: [
        'Designs efficient algorithms and proves them correct.',
        'Develops complex software systems.',
        'Analyses data and applies machine learning models.',
      ],
    },
    autonomy: {
      sr: ['Самостално решава сложене програмерске задатке.', 'Процењује друштвене и етичке последице софтверских решења.'],
      en: ['Solves complex programming tasks independently.', 'Assesses the social and ethical consequences of software solutions.'],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање и положен пријемни испит из математике.',
      en: 'Completed four-year secondary education and a passed entrance examination in mathematics.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0613-02',
    level: '6.2',
    type: 'vocational-higher',
    field: '0613',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.softwareArchitect],
    registeredOn: '2022-01-24',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Специјалиста струковни инжењер информационих технологија',
      en: 'Applied Specialist in Information Technology',
    },
    description: {
      sr: 'Специјалистичке струковне студије од једне године, после основних струковних студија од 180 ЕСПБ. Усмерене су на архитектуру софтвера и сервисе у облаку.',
      en: 'One-year applied specialist studies following 180-ECTS applied undergraduate studies. They focus on software architecture and cloud services.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о архитектурама софтвера и дистрибуираним системима.',
        'Познаје моделе рачунарства у облаку и праксе непрекидне испоруке софтвера.',
      ],
      en: [
        'Has in-depth knowledge of software architectures and distributed systems.',
        'Knows cloud computing models and continuous delivery practices.',
      ],
    },
    skills: {
      sr: [
        'Пројектује архитектуру апликације и бира одговарајуће технологије.',
        'Аутоматизује изградњу, тестирање и испоруку софтвера.',
        'Процењује перформансе и безбедност система.',
      ],
      en: [
        'Designs application architecture and chooses suitable technologies.',
        'Automates the building, testing and delivery of software.',
        'Assesses system performance and security.',
      ],
    },
    autonomy: {
      sr: ['Води технички део пројекта и менторише млађе инжењере.', 'Одговоран је за техничке одлуке тима.'],
      en: ['Leads the technical side of a project and mentors junior engineers.', "Is responsible for the team's technical decisions."],
    },
    entryRequirements: {
      sr: 'Завршене основне струковне студије од најмање 180 ЕСПБ у области информационих технологија или рачунарства.',
      en: 'Completed applied undergraduate studies of at least 180 ECTS in information technology or computing.',
    },
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '6.2-0112-01',
    level: '6.2',
    type: 'vocational-higher',
    field: '0112',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['atvss-ni'],
    occupations: [esco.earlyYearsTeacher],
    registeredOn: '2019-12-09',
    registerStatus: 'phasing-out',
    validUntil: '2029-09-30',
    title: { sr: 'Специјалиста струковни васпитач', en: 'Applied Specialist in Preschool Education' },
    description: {
      sr: 'Специјалистичке струковне студије од једне године за васпитаче, са модулима за рад у јаслицама и инклузивно васпитање. Програм се укида и последњи студенти уписани су 2025. године.',
      en: 'One-year applied specialist studies for preschool teachers, with modules on nursery care and inclusive education. The programme is being phased out and the last students enrolled in 2025.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о развоју и нези деце до три године.',
        'Познаје принципе инклузивног васпитања и индивидуалних планова подршке.',
      ],
      en: [
        'Has in-depth knowledge of the development and care of children under three.',
        'Knows the principles of inclusive education and individual support plans.',
      ],
    },
    skills: {
      sr: [
        'Прилагођава окружење и активности потребама деце са сметњама у развоју.',
        'Израђује индивидуални план подршке у сарадњи са породицом и стручњацима.',
      ],
      en: [
        'Adapts the environment and activities to children with developmental difficulties.',
        'Draws up an individual support plan with the family and specialists.',
      ],
    },
    autonomy: {
      sr: ['Координира инклузивни тим у вртићу.', 'Подржава професионални развој колега.'],
      en: ['Coordinates the inclusion team in a kindergarten.', 'Supports the professional development of colleagues.'],
    },
    entryRequirements: {
      sr: 'Завршене основне струковне студије за васпитаче од 180 ЕСПБ.',
      en: 'Completed 180-ECTS applied undergraduate studies in preschool education.',
    },
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },

  // Level 7.1
  {
    code: '7.1-0912-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0912',
    credits: 360,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.generalPractitioner],
    registeredOn: '2019-02-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор медицине', en: 'Doctor of Medicine' },
    description: {
      sr: 'Интегрисане академске студије медицине од шест година. После стажа и стручног испита доктор медицине може самостално да ради и да се упише на специјализацију.',
      en: 'Six-year integrated academic studies in medicine. After an internship and the state professional examination, doctors may practise independently and enter specialist training.',
    },
    knowledge: {
      sr: [
        'Познаје грађу и функцију људског организма у здрављу и болести.',
        'Познаје етиологију, дијагностику и лечење најважнијих болести свих органских система.',
        'Познаје принципе медицинске етике, права пацијената и медицине засноване на доказима.',
      ],
      en: [
        'Knows the structure and function of the human body in health and disease.',
        'Knows the causes, diagnosis and treatment of the main diseases of all organ systems.',
        "Knows the principles of medical ethics, patients' rights and evidence-based medicine.",
      ],
    },
    skills: {
      sr: [
        'Узима анамнезу, обавља физикални преглед и поставља радну дијагнозу.',
        'Планира дијагностику и лечење и прати ток болести.',
        'Збрињава хитна стања и изводи основне медицинске процедуре.',
        'Саопштава пацијентима дијагнозу и план лечења на разумљив начин.',
      ],
      en: [
        'Takes a history, performs a physical examination and makes a working diagnosis.',
        'Plans investigations and treatment and follows the course of the illness.',
        'Manages emergencies and performs basic medical procedures.',
        'Explains the diagnosis and treatment plan to patients clearly.',
      ],
    },
    autonomy: {
      sr: [
        'Доноси клиничке одлуке и сноси професионалну одговорност за њих.',
        'Континуирано се едукује у складу са прописима о лиценци.',
      ],
      en: [
        'Makes clinical decisions and bears professional responsibility for them.',
        'Keeps up continuing education in line with licensing rules.',
      ],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање и положен пријемни испит из биологије и хемије.',
      en: 'Completed four-year secondary education and a passed entrance examination in biology and chemistry.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0911-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0911',
    credits: 360,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ni'],
    occupations: [esco.dentalPractitioner],
    registeredOn: '2019-02-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор стоматологије', en: 'Doctor of Dental Medicine' },
    description: {
      sr: 'Интегрисане академске студије стоматологије од шест година, са клиничком праксом на пацијентима у последњим годинама студија.',
      en: 'Six-year integrated academic studies in dentistry, with clinical practice on patients in the final years.',
    },
    knowledge: {
      sr: [
        'Познаје анатомију и физиологију орофацијалне регије.',
        'Познаје болести зуба, пародонцијума и усне дупље и њихово лечење.',
        'Познаје стоматолошке материјале и протетичке поступке.',
      ],
      en: [
        'Knows the anatomy and physiology of the orofacial region.',
        'Knows diseases of the teeth, periodontium and oral cavity and their treatment.',
        'Knows dental materials and prosthodontic procedures.',
      ],
    },
    skills: {
      sr: [
        'Дијагностикује и лечи каријес и болести пулпе.',
        'Изводи вађење зуба и мање оралнохируршке захвате.',
        'Планира и израђује једноставне протетичке надокнаде.',
      ],
      en: [
        'Diagnoses and treats caries and pulp disease.',
        'Performs extractions and minor oral surgery.',
        'Plans and provides simple prosthetic restorations.',
      ],
    },
    autonomy: {
      sr: ['Самостално води стоматолошку ординацију после положеног стручног испита.', 'Одговоран је за оралну здравствену заштиту својих пацијената.'],
      en: ['Runs a dental practice independently after passing the state examination.', 'Is responsible for the oral health care of own patients.'],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање и положен пријемни испит из биологије и хемије.',
      en: 'Completed four-year secondary education and a passed entrance examination in biology and chemistry.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0916-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0916',
    credits: 300,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.pharmacist],
    registeredOn: '2019-02-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Магистар фармације', en: 'Master of Pharmacy' },
    description: {
      sr: 'Интегрисане академске студије фармације од пет година. Магистри фармације раде у апотекама, фармацеутској индустрији, контроли лекова и регулаторним телима.',
      en: 'Five-year integrated academic studies in pharmacy. Pharmacists work in community pharmacies, the pharmaceutical industry, medicines control and regulatory bodies.',
    },
    knowledge: {
      sr: [
        'Познаје фармацеутску хемију, фармакологију и фармацеутску технологију.',
        'Познаје фармакотерапију најчешћих болести и интеракције лекова.',
        'Познаје прописе о лековима и добру фармацеутску праксу.',
      ],
      en: [
        'Knows pharmaceutical chemistry, pharmacology and pharmaceutical technology.',
        'Knows the drug therapy of common diseases and drug interactions.',
        'Knows medicines legislation and good pharmacy practice.',
      ],
    },
    skills: {
      sr: [
        'Издаје лекове и саветује пацијенте о њиховој правилној употреби.',
        'Израђује и контролише квалитет лекова.',
        'Прати и пријављује нежељене реакције на лекове.',
      ],
      en: [
        'Dispenses medicines and advises patients on their correct use.',
        'Prepares medicines and checks their quality.',
        'Monitors and reports adverse drug reactions.',
      ],
    },
    autonomy: {
      sr: ['Самостално руководи апотеком после положеног стручног испита.', 'Одговоран је за безбедност и делотворност издатих лекова.'],
      en: ['Manages a pharmacy independently after passing the state examination.', 'Is responsible for the safety and effectiveness of the medicines dispensed.'],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање и положен пријемни испит из хемије, односно хемије и биологије.',
      en: 'Completed four-year secondary education and a passed entrance examination in chemistry, or chemistry and biology.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0841-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0841',
    credits: 360,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns'],
    occupations: [esco.generalVeterinarian],
    registeredOn: '2019-08-26',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор ветеринарске медицине', en: 'Doctor of Veterinary Medicine' },
    description: {
      sr: 'Интегрисане академске студије ветеринарске медицине од шест година. Оспособљавају за лечење животиња, контролу безбедности хране анималног порекла и заштиту јавног здравља.',
      en: 'Six-year integrated academic studies in veterinary medicine. They prepare graduates to treat animals, control the safety of food of animal origin and protect public health.',
    },
    knowledge: {
      sr: [
        'Познаје анатомију, физиологију и патологију домаћих животиња.',
        'Познаје заразне болести животиња и зоонозе.',
        'Познаје хигијену и технологију намирница анималног порекла.',
      ],
      en: [
        'Knows the anatomy, physiology and pathology of domestic animals.',
        'Knows infectious animal diseases and zoonoses.',
        'Knows the hygiene and technology of food of animal origin.',
      ],
    },
    skills: {
      sr: [
        'Прегледа, дијагностикује и лечи мале и велике животиње.',
        'Изводи хируршке захвате и спроводи вакцинацију.',
        'Врши ветеринарско-санитарну контролу објеката и намирница.',
      ],
      en: [
        'Examines, diagnoses and treats small and large animals.',
        'Performs surgery and carries out vaccination.',
        'Carries out veterinary and sanitary inspection of premises and food.',
      ],
    },
    autonomy: {
      sr: ['Самостално обавља ветеринарску праксу после положеног стручног испита.', 'Брине о добробити животиња и заштити здравља људи.'],
      en: ['Practises veterinary medicine independently after passing the state examination.', 'Safeguards animal welfare and human health.'],
    },
    entryRequirements: {
      sr: 'Завршено четворогодишње средње образовање и положен пријемни испит из биологије и хемије.',
      en: 'Completed four-year secondary education and a passed entrance examination in biology and chemistry.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0713-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0713',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.electricalEngineer, esco.electronicsEngineer],
    registeredOn: '2019-06-24',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Мастер инжењер електротехнике и рачунарства',
      en: 'Master of Science in Electrical and Computer Engineering',
    },
    description: {
      sr: 'Мастер академске студије од једне године после основних академских студија од 240 ЕСПБ, са мастер радом из изабране уже области. Укупан обим студија је 300 ЕСПБ.',
      en: 'One-year master’s academic studies following 240-ECTS undergraduate studies, with a master’s thesis in a chosen specialist area. The total volume of study is 300 ECTS.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање из изабране уже области, на пример енергетике, телекомуникација или рачунарске технике.',
        'Познаје савремене методе истраживања и развоја у електротехници.',
      ],
      en: [
        'Has in-depth knowledge of a chosen specialist area such as power engineering, telecommunications or computer engineering.',
        'Knows current research and development methods in electrical engineering.',
      ],
    },
    skills: {
      sr: [
        'Пројектује сложене електротехничке и рачунарске системе.',
        'Спроводи истраживање и пише технички и научни рад.',
        'Процењује техничка решења са становишта трошкова, безбедности и утицаја на животну средину.',
      ],
      en: [
        'Designs complex electrical and computer systems.',
        'Carries out research and writes technical and scientific papers.',
        'Assesses technical solutions in terms of cost, safety and environmental impact.',
      ],
    },
    autonomy: {
      sr: ['Руководи инжењерским пројектима и тимовима.', 'Преузима одговорност за техничке одлуке и њихове последице.'],
      en: ['Leads engineering projects and teams.', 'Takes responsibility for technical decisions and their consequences.'],
    },
    entryRequirements: {
      sr: 'Завршене основне академске студије од 240 ЕСПБ из електротехнике и рачунарства или сродне области.',
      en: 'Completed 240-ECTS undergraduate academic studies in electrical and computer engineering or a related field.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0114-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0114',
    credits: 120,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ni'],
    occupations: [esco.mathsTeacher],
    registeredOn: '2019-10-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Мастер професор математике', en: 'Master of Mathematics Education' },
    description: {
      sr: 'Мастер академске студије од две године после основних академских студија математике од 180 ЕСПБ. Оспособљавају за наставу математике у основним и средњим школама.',
      en: 'Two-year master’s academic studies following 180-ECTS undergraduate studies in mathematics. They qualify graduates to teach mathematics in primary and secondary schools.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање из математике потребно за наставу.',
        'Познаје методику наставе математике, педагогију и психологију учења.',
        'Познаје образовне стандарде и програме наставе математике.',
      ],
      en: [
        'Has the in-depth knowledge of mathematics needed for teaching.',
        'Knows mathematics teaching methods, pedagogy and the psychology of learning.',
        'Knows the education standards and curricula for mathematics.',
      ],
    },
    skills: {
      sr: [
        'Планира и изводи наставу математике прилагођену различитим ученицима.',
        'Оцењује постигнућа ученика и даје им повратну информацију.',
        'Користи дигиталне алате у настави.',
      ],
      en: [
        'Plans and teaches mathematics lessons adapted to different learners.',
        "Assesses pupils' achievement and gives them feedback.",
        'Uses digital tools in teaching.',
      ],
    },
    autonomy: {
      sr: ['Самостално води наставу и одељење.', 'Преузима одговорност за напредак ученика и сопствени професионални развој.'],
      en: ['Teaches and manages a class independently.', "Takes responsibility for pupils' progress and own professional development."],
    },
    entryRequirements: {
      sr: 'Завршене основне академске студије математике од најмање 180 ЕСПБ.',
      en: 'Completed undergraduate academic studies in mathematics of at least 180 ECTS.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0421-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0421',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.lawyer],
    registeredOn: '2019-03-04',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Мастер правник', en: 'Master of Laws' },
    description: {
      sr: 'Мастер академске студије права од једне године, са модулима из грађанског, кривичног, привредног, управног или међународног права и мастер радом.',
      en: 'One-year master’s academic studies in law, with modules in civil, criminal, commercial, administrative or international law and a master’s thesis.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање из изабране гране права и одговарајуће судске праксе.',
        'Познаје методологију правних истраживања и упоредно право.',
      ],
      en: [
        'Has in-depth knowledge of a chosen branch of law and the related case law.',
        'Knows legal research methodology and comparative law.',
      ],
    },
    skills: {
      sr: [
        'Решава сложена правна питања и израђује правна мишљења.',
        'Заступа странке пред судовима и органима управе у границама својих овлашћења.',
        'Пише научни и стручни правни текст.',
      ],
      en: [
        'Resolves complex legal questions and writes legal opinions.',
        'Represents clients before courts and administrative bodies within the limits of own authority.',
        'Writes scholarly and professional legal texts.',
      ],
    },
    autonomy: {
      sr: ['Самостално обавља сложене правне послове.', 'Сноси професионалну и етичку одговорност за дате савете.'],
      en: ['Carries out complex legal work independently.', 'Bears professional and ethical responsibility for the advice given.'],
    },
    entryRequirements: {
      sr: 'Завршене основне академске студије права од 240 ЕСПБ.',
      en: 'Completed 240-ECTS undergraduate academic studies in law.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0311-01',
    level: '7.1',
    type: 'academic-higher',
    field: '0311',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns'],
    occupations: [esco.economist, esco.financialAnalyst],
    registeredOn: '2019-03-04',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Мастер економиста', en: 'Master of Economics' },
    description: {
      sr: 'Мастер академске студије економије од једне године, са модулима из финансија, банкарства, маркетинга и економске анализе.',
      en: 'One-year master’s academic studies in economics, with modules in finance, banking, marketing and economic analysis.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање из изабране области економије.',
        'Познаје напредне квантитативне методе економске анализе.',
      ],
      en: [
        'Has in-depth knowledge of a chosen area of economics.',
        'Knows advanced quantitative methods of economic analysis.',
      ],
    },
    skills: {
      sr: [
        'Израђује економске и финансијске моделе и прогнозе.',
        'Процењује инвестиционе пројекте и ризике.',
        'Пише аналитичке студије и препоруке за доносиоце одлука.',
      ],
      en: [
        'Builds economic and financial models and forecasts.',
        'Evaluates investment projects and risks.',
        'Writes analytical studies and recommendations for decision-makers.',
      ],
    },
    autonomy: {
      sr: ['Руководи аналитичким и пословним пројектима.', 'Одговоран је за стратешке препоруке које даје.'],
      en: ['Leads analytical and business projects.', 'Is responsible for the strategic recommendations made.'],
    },
    entryRequirements: {
      sr: 'Завршене основне академске студије економије од 240 ЕСПБ.',
      en: 'Completed 240-ECTS undergraduate academic studies in economics.',
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0613-01',
    level: '7.1',
    type: 'vocational-higher',
    field: '0613',
    credits: 120,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.softwareArchitect],
    registeredOn: '2023-03-27',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Мастер струковни инжењер информационих технологија',
      en: 'Master of Applied Information Technology',
    },
    description: {
      sr: 'Мастер струковне студије од две године после основних струковних студија од 180 ЕСПБ. Усмерене су на развој безбедних софтверских система у сарадњи са привредом.',
      en: 'Two-year applied master’s studies following 180-ECTS applied undergraduate studies. They focus on developing secure software systems in cooperation with industry.',
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о развоју софтвера, информационој безбедности и управљању ИТ пројектима.',
        'Познаје стандарде квалитета софтвера и заштите података.',
      ],
      en: [
        'Has in-depth knowledge of software development, information security and IT project management.',
        'Knows software quality and data protection standards.',
      ],
    },
    skills: {
      sr: [
        'Пројектује и уводи безбедне информационе системе.',
        'Планира и води развојне пројекте по агилним методама.',
        'Спроводи примењено истраживање и пише пројектни рад за потребе привреде.',
      ],
      en: [
        'Designs and implements secure information systems.',
        'Plans and manages development projects using agile methods.',
        'Carries out applied research and writes a project thesis for an industry partner.',
      ],
    },
    autonomy: {
      sr: ['Руководи ИТ тимом и пројектом.', 'Одговоран је за безбедност и квалитет испорученог решења.'],
      en: ['Leads an IT team and project.', 'Is responsible for the security and quality of the solution delivered.'],
    },
    entryRequirements: {
      sr: 'Завршене основне струковне студије од 180 ЕСПБ у области информационих технологија или рачунарства.',
      en: 'Completed 180-ECTS applied undergraduate studies in information technology or computing.',
    },
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.1-0411-01',
    level: '7.1',
    type: 'vocational-higher',
    field: '0411',
    credits: 120,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['asss-bg'],
    occupations: [esco.accountant],
    registeredOn: '2020-11-02',
    registerStatus: 'phasing-out',
    validUntil: '2030-09-30',
    title: { sr: 'Мастер струковни економиста', en: 'Master of Applied Economics' },
    description: {
      sr: 'Мастер струковне студије од две године из рачуноводства, ревизије и финансијског управљања. Програм се постепено укида због спајања са сродним програмом академије.',
      en: "Two-year applied master's studies in accounting, auditing and financial management. The programme is being phased out as it merges with a related programme of the academy.",
    },
    knowledge: {
      sr: [
        'Поседује продубљено знање о финансијском извештавању, ревизији и контролингу.',
        'Познаје међународне стандарде финансијског извештавања и ревизије.',
      ],
      en: [
        'Has in-depth knowledge of financial reporting, auditing and management control.',
        'Knows international financial reporting and auditing standards.',
      ],
    },
    skills: {
      sr: [
        'Саставља консолидоване финансијске извештаје.',
        'Планира и спроводи интерну ревизију.',
        'Израђује буџете и прати њихово извршење.',
      ],
      en: [
        'Prepares consolidated financial statements.',
        'Plans and carries out internal audits.',
        'Draws up budgets and monitors their execution.',
      ],
    },
    autonomy: {
      sr: ['Руководи финансијском службом предузећа.', 'Одговоран је за тачност и законитост финансијског извештавања.'],
      en: ["Heads a company's finance department.", 'Is responsible for the accuracy and legality of financial reporting.'],
    },
    entryRequirements: {
      sr: 'Завршене основне струковне студије од 180 ЕСПБ у области економије.',
      en: 'Completed 180-ECTS applied undergraduate studies in economics.',
    },
    ...academyQa,
    standard: none,
    sectorCouncil: none,
  },

  // Level 7.2
  {
    code: '7.2-0421-01',
    level: '7.2',
    type: 'academic-higher',
    field: '0421',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg'],
    occupations: [esco.taxAdvisor],
    registeredOn: '2020-07-06',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста за пореско право', en: 'Specialist in Tax Law' },
    description: {
      sr: 'Специјалистичке академске студије од једне године за правнике и економисте који раде на пореским пословима у управи, привреди и саветодавним кућама.',
      en: 'One-year specialist academic studies for lawyers and economists working on tax matters in public administration, business and advisory firms.',
    },
    knowledge: {
      sr: [
        'Поседује специјалистичко знање о систему пореза у Србији и пореском поступку.',
        'Познаје међународно пореско право и уговоре о избегавању двоструког опорезивања.',
      ],
      en: [
        'Has specialist knowledge of the Serbian tax system and tax procedure.',
        'Knows international tax law and double taxation treaties.',
      ],
    },
    skills: {
      sr: [
        'Даје пореска мишљења за сложене пословне трансакције.',
        'Заступа пореске обвезнике у поступку пореске контроле и по жалби.',
      ],
      en: [
        'Gives tax opinions on complex business transactions.',
        'Represents taxpayers in tax audits and appeals.',
      ],
    },
    autonomy: {
      sr: ['Самостално решава сложена пореска питања.', 'Одговоран је за законитост датих савета.'],
      en: ['Resolves complex tax questions independently.', 'Is responsible for the lawfulness of the advice given.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије права или економије (укупно најмање 300 ЕСПБ).',
      en: "Completed master's academic studies in law or economics (at least 300 ECTS in total).",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.2-0912-01',
    level: '7.2',
    type: 'academic-higher',
    field: '0912',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ni'],
    occupations: [esco.publicHealthPolicyOfficer],
    registeredOn: '2021-10-11',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста јавног здравља', en: 'Specialist in Public Health' },
    description: {
      sr: 'Специјалистичке академске студије од једне године за здравствене раднике и сараднике који планирају и воде програме заштите здравља становништва.',
      en: 'One-year specialist academic studies for health professionals who plan and manage population health programmes.',
    },
    knowledge: {
      sr: [
        'Поседује специјалистичко знање из епидемиологије, биостатистике и здравствене политике.',
        'Познаје организацију и финансирање система здравствене заштите.',
      ],
      en: [
        'Has specialist knowledge of epidemiology, biostatistics and health policy.',
        'Knows how health care systems are organised and financed.',
      ],
    },
    skills: {
      sr: [
        'Анализира здравствено стање становништва и потребе за здравственом заштитом.',
        'Планира, спроводи и вреднује програме превенције.',
      ],
      en: [
        'Analyses population health and health care needs.',
        'Plans, implements and evaluates prevention programmes.',
      ],
    },
    autonomy: {
      sr: ['Руководи програмима јавног здравља на локалном нивоу.', 'Доноси одлуке засноване на доказима у интересу заједнице.'],
      en: ['Leads public health programmes at local level.', 'Makes evidence-based decisions in the interest of the community.'],
    },
    entryRequirements: {
      sr: 'Завршене интегрисане или мастер академске студије у области медицинских или здравствених наука (укупно најмање 300 ЕСПБ).',
      en: "Completed integrated or master's academic studies in medicine or health sciences (at least 300 ECTS in total).",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.2-0411-01',
    level: '7.2',
    type: 'academic-higher',
    field: '0411',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ns'],
    occupations: [esco.accountant],
    registeredOn: '2022-04-04',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста за рачуноводство и ревизију', en: 'Specialist in Accounting and Auditing' },
    description: {
      sr: 'Специјалистичке академске студије од једне године које припремају за професионална звања у рачуноводству и ревизији.',
      en: 'One-year specialist academic studies that prepare graduates for professional accounting and auditing titles.',
    },
    knowledge: {
      sr: [
        'Поседује специјалистичко знање о међународним стандардима финансијског извештавања и ревизије.',
        'Познаје прописе о рачуноводству, ревизији и спречавању прања новца.',
      ],
      en: [
        'Has specialist knowledge of international financial reporting and auditing standards.',
        'Knows the regulations on accounting, auditing and the prevention of money laundering.',
      ],
    },
    skills: {
      sr: [
        'Планира и спроводи ревизију финансијских извештаја.',
        'Процењује системе интерне контроле и ризике.',
        'Саставља ревизорски извештај.',
      ],
      en: [
        'Plans and carries out audits of financial statements.',
        'Assesses internal control systems and risks.',
        "Prepares the auditor's report.",
      ],
    },
    autonomy: {
      sr: ['Самостално води ревизорски ангажман.', 'Поштује начела независности и професионалног скептицизма.'],
      en: ['Leads an audit engagement independently.', 'Upholds independence and professional scepticism.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије економије (укупно најмање 300 ЕСПБ).',
      en: "Completed master's academic studies in economics (at least 300 ECTS in total).",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.2-0713-01',
    level: '7.2',
    type: 'academic-higher',
    field: '0713',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-ns'],
    occupations: [esco.renewableEnergyEngineer],
    registeredOn: '2023-09-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста за обновљиве изворе енергије', en: 'Specialist in Renewable Energy Sources' },
    description: {
      sr: 'Специјалистичке академске студије од једне године за инжењере који пројектују и уводе соларне, ветро и друге системе обновљивих извора енергије.',
      en: 'One-year specialist academic studies for engineers who design and deploy solar, wind and other renewable energy systems.',
    },
    knowledge: {
      sr: [
        'Поседује специјалистичко знање о технологијама обновљивих извора енергије и складиштења енергије.',
        'Познаје прописе о енергетици и прикључењу на мрежу.',
      ],
      en: [
        'Has specialist knowledge of renewable energy and energy storage technologies.',
        'Knows energy regulations and the rules for grid connection.',
      ],
    },
    skills: {
      sr: [
        'Пројектује соларне и ветроелектране и процењује њихову исплативост.',
        'Анализира утицај обновљивих извора на рад електроенергетске мреже.',
      ],
      en: [
        'Designs solar and wind power plants and assesses their viability.',
        'Analyses the impact of renewable sources on the operation of the power grid.',
      ],
    },
    autonomy: {
      sr: ['Руководи пројектима енергетске транзиције.', 'Процењује утицај пројеката на животну средину и заједницу.'],
      en: ['Leads energy transition projects.', 'Assesses the impact of projects on the environment and the community.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије из електротехнике, машинства или сродне области (укупно најмање 300 ЕСПБ).',
      en: "Completed master's academic studies in electrical or mechanical engineering or a related field (at least 300 ECTS in total).",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '7.2-0923-01',
    level: '7.2',
    type: 'academic-higher',
    field: '0923',
    credits: 60,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg'],
    occupations: [esco.socialWorker],
    registeredOn: '2024-02-12',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Специјалиста социјалне заштите', en: 'Specialist in Social Protection' },
    description: {
      sr: 'Специјалистичке академске студије од једне године за стручњаке у центрима за социјални рад и установама социјалне заштите.',
      en: 'One-year specialist academic studies for professionals in social work centres and social care institutions.',
    },
    knowledge: {
      sr: [
        'Поседује специјалистичко знање о систему социјалне заштите и породично-правној заштити.',
        'Познаје методе процене потреба и управљања случајем.',
      ],
      en: [
        'Has specialist knowledge of the social protection system and family law protection.',
        'Knows methods of needs assessment and case management.',
      ],
    },
    skills: {
      sr: [
        'Води сложене случајеве заштите деце и одраслих.',
        'Планира и вреднује услуге социјалне заштите у локалној заједници.',
      ],
      en: [
        'Manages complex child and adult protection cases.',
        'Plans and evaluates social care services in the local community.',
      ],
    },
    autonomy: {
      sr: ['Доноси стручне одлуке у интересу корисника.', 'Супервизира рад млађих стручњака.'],
      en: ['Makes professional decisions in the best interest of service users.', 'Supervises the work of junior professionals.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије социјалног рада, психологије, педагогије или права (укупно најмање 300 ЕСПБ).',
      en: "Completed master's academic studies in social work, psychology, pedagogy or law (at least 300 ECTS in total).",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },

  // Level 8
  {
    code: '8-0713-01',
    level: '8',
    type: 'academic-higher',
    field: '0713',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.researchEngineer],
    registeredOn: '2019-06-24',
    registerStatus: 'active',
    validUntil: null,
    title: {
      sr: 'Доктор наука – електротехника и рачунарство',
      en: 'Doctor of Science in Electrical and Computer Engineering',
    },
    description: {
      sr: 'Докторске академске студије од три године које се завршавају одбраном докторске дисертације са оригиналним научним доприносом.',
      en: 'Three-year doctoral academic studies ending with the defence of a doctoral dissertation that makes an original scientific contribution.',
    },
    knowledge: {
      sr: [
        'Поседује знање на граници савремених сазнања у ужој научној области.',
        'Познаје методологију научног истраживања и публиковања.',
      ],
      en: [
        'Has knowledge at the frontier of current understanding in the research field.',
        'Knows the methodology of scientific research and publication.',
      ],
    },
    skills: {
      sr: [
        'Осмишљава и спроводи оригинално истраживање.',
        'Објављује резултате у међународним научним часописима.',
        'Развија нове методе и технологије.',
      ],
      en: [
        'Conceives and carries out original research.',
        'Publishes results in international scientific journals.',
        'Develops new methods and technologies.',
      ],
    },
    autonomy: {
      sr: ['Самостално води истраживачке пројекте и тимове.', 'Поштује научни интегритет и етику истраживања.'],
      en: ['Leads research projects and teams independently.', 'Upholds scientific integrity and research ethics.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије (укупно најмање 300 ЕСПБ) из електротехнике и рачунарства са просечном оценом најмање осам.',
      en: "Completed master's academic studies (at least 300 ECTS in total) in electrical and computer engineering with an average grade of at least eight.",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '8-0912-01',
    level: '8',
    type: 'academic-higher',
    field: '0912',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns', 'uni-ni'],
    occupations: [esco.medicineLecturer],
    registeredOn: '2019-02-18',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор медицинских наука', en: 'Doctor of Medical Sciences' },
    description: {
      sr: 'Докторске академске студије биомедицинских наука од три године, са модулима из клиничке и базичне медицине. Завршавају се одбраном докторске дисертације.',
      en: 'Three-year doctoral academic studies in biomedical sciences, with modules in clinical and basic medicine. They end with the defence of a doctoral dissertation.',
    },
    knowledge: {
      sr: [
        'Поседује знање на граници савремених сазнања у изабраној биомедицинској области.',
        'Познаје дизајн клиничких и експерименталних студија и биостатистику.',
      ],
      en: [
        'Has knowledge at the frontier of current understanding in a chosen biomedical field.',
        'Knows the design of clinical and experimental studies and biostatistics.',
      ],
    },
    skills: {
      sr: [
        'Планира и спроводи клиничка или експериментална истраживања.',
        'Критички процењује научне доказе и примењује их у пракси.',
        'Објављује и представља резултате научној заједници.',
      ],
      en: [
        'Plans and conducts clinical or experimental research.',
        'Critically appraises scientific evidence and applies it in practice.',
        'Publishes and presents results to the scientific community.',
      ],
    },
    autonomy: {
      sr: ['Руководи истраживањем и поштује етичке стандарде истраживања на људима и животињама.', 'Преноси знање студентима и колегама.'],
      en: ['Leads research in line with ethical standards for research on humans and animals.', 'Passes on knowledge to students and colleagues.'],
    },
    entryRequirements: {
      sr: 'Завршене интегрисане академске студије медицине, стоматологије, фармације или ветеринарске медицине, или мастер академске студије у сродној области, са просечном оценом најмање осам.',
      en: "Completed integrated academic studies in medicine, dentistry, pharmacy or veterinary medicine, or master's academic studies in a related field, with an average grade of at least eight.",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '8-0311-01',
    level: '8',
    type: 'academic-higher',
    field: '0311',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns'],
    occupations: [esco.economicsLecturer, esco.economist],
    registeredOn: '2019-03-04',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор наука – економске науке', en: 'Doctor of Science in Economics' },
    description: {
      sr: 'Докторске академске студије економије од три године, са истраживачким радом из економске теорије, политике или пословне економије.',
      en: 'Three-year doctoral academic studies in economics, with research in economic theory, economic policy or business economics.',
    },
    knowledge: {
      sr: [
        'Поседује знање на граници савремених сазнања у изабраној области економије.',
        'Познаје напредне економетријске и квантитативне методе.',
      ],
      en: [
        'Has knowledge at the frontier of current understanding in a chosen area of economics.',
        'Knows advanced econometric and quantitative methods.',
      ],
    },
    skills: {
      sr: [
        'Поставља истраживачка питања и тестира хипотезе на емпиријским подацима.',
        'Објављује научне радове и рецензира радове других.',
      ],
      en: [
        'Frames research questions and tests hypotheses on empirical data.',
        'Publishes research papers and peer-reviews the work of others.',
      ],
    },
    autonomy: {
      sr: ['Самостално води научна истраживања и пројекте.', 'Даје стручни допринос јавним политикама.'],
      en: ['Leads scientific research and projects independently.', 'Contributes expert advice to public policy.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије економије (укупно најмање 300 ЕСПБ) са просечном оценом најмање осам.',
      en: "Completed master's academic studies in economics (at least 300 ECTS in total) with an average grade of at least eight.",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '8-0541-01',
    level: '8',
    type: 'academic-higher',
    field: '0541',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ni'],
    occupations: [esco.mathematician, esco.mathematicsLecturer],
    registeredOn: '2019-10-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор наука – математичке науке', en: 'Doctor of Science in Mathematics' },
    description: {
      sr: 'Докторске академске студије математике од три године, са истраживањем из анализе, алгебре, геометрије, вероватноће или примењене математике.',
      en: 'Three-year doctoral academic studies in mathematics, with research in analysis, algebra, geometry, probability or applied mathematics.',
    },
    knowledge: {
      sr: [
        'Поседује знање на граници савремених сазнања у ужој математичкој области.',
        'Познаје отворене проблеме и савремене правце истраживања у тој области.',
      ],
      en: [
        'Has knowledge at the frontier of current understanding in a mathematical specialism.',
        'Knows the open problems and current directions of research in that field.',
      ],
    },
    skills: {
      sr: [
        'Доказује нове математичке резултате.',
        'Објављује радове у међународним математичким часописима.',
        'Држи наставу на академским студијама.',
      ],
      en: [
        'Proves new mathematical results.',
        'Publishes papers in international mathematical journals.',
        'Teaches on academic degree programmes.',
      ],
    },
    autonomy: {
      sr: ['Самостално бира и води истраживачке теме.', 'Менторише студенте мастер и докторских студија.'],
      en: ['Chooses and pursues research topics independently.', "Supervises master's and doctoral students."],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије математике (укупно најмање 300 ЕСПБ) са просечном оценом најмање осам.',
      en: "Completed master's academic studies in mathematics (at least 300 ECTS in total) with an average grade of at least eight.",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
  {
    code: '8-0232-01',
    level: '8',
    type: 'academic-higher',
    field: '0232',
    credits: 180,
    hours: null,
    acquisitionWays: ['formal'],
    awardingBodies: ['uni-bg', 'uni-ns'],
    occupations: [esco.linguist, esco.linguisticsLecturer],
    registeredOn: '2020-12-14',
    registerStatus: 'active',
    validUntil: null,
    title: { sr: 'Доктор наука – филолошке науке', en: 'Doctor of Science in Philology' },
    description: {
      sr: 'Докторске академске студије језика и књижевности од три године, са истраживањем из лингвистике, науке о књижевности или културологије.',
      en: 'Three-year doctoral academic studies in language and literature, with research in linguistics, literary studies or cultural studies.',
    },
    knowledge: {
      sr: [
        'Поседује знање на граници савремених сазнања у лингвистици или науци о књижевности.',
        'Познаје теоријске приступе и методе филолошких истраживања.',
      ],
      en: [
        'Has knowledge at the frontier of current understanding in linguistics or literary studies.',
        'Knows the theoretical approaches and methods of philological research.',
      ],
    },
    skills: {
      sr: [
        'Анализира језичке и књижевне појаве на корпусу и изворној грађи.',
        'Пише и објављује научне радове и монографије.',
      ],
      en: [
        'Analyses linguistic and literary phenomena using corpora and primary sources.',
        'Writes and publishes scholarly articles and monographs.',
      ],
    },
    autonomy: {
      sr: ['Самостално води научна истраживања.', 'Доприноси очувању и проучавању језичке и књижевне баштине.'],
      en: ['Conducts scholarly research independently.', 'Contributes to preserving and studying linguistic and literary heritage.'],
    },
    entryRequirements: {
      sr: 'Завршене мастер академске студије филологије (укупно најмање 300 ЕСПБ) са просечном оценом најмање осам.',
      en: "Completed master's academic studies in philology (at least 300 ECTS in total) with an average grade of at least eight.",
    },
    ...universityQa,
    standard: none,
    sectorCouncil: none,
  },
];
