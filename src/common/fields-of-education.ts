import type { Locale } from './locales.js';
import { cyrillicToLatin } from './text/transliterate.js';

/**
 * The fields of education and training of ISCED-F 2013 (UNESCO), on which the framework's
 * classification KLASNOKS is built: the broad fields and their detailed fields, the four-digit
 * codes a qualification is classified by. Names in Serbian and English; the Latin is derived.
 * The EU's vocabulary names each detailed field `http://data.europa.eu/snb/isced-f/{code}`.
 */

interface FieldNames {
  sr: string;
  en: string;
}

export const BROAD_FIELDS = {
  '00': { sr: 'Општи програми и квалификације', en: 'Generic programmes and qualifications' },
  '01': { sr: 'Образовање', en: 'Education' },
  '02': { sr: 'Уметност и хуманистичке науке', en: 'Arts and humanities' },
  '03': { sr: 'Друштвене науке, новинарство и информисање', en: 'Social sciences, journalism and information' },
  '04': { sr: 'Пословање, администрација и право', en: 'Business, administration and law' },
  '05': { sr: 'Природне науке, математика и статистика', en: 'Natural sciences, mathematics and statistics' },
  '06': { sr: 'Информационе и комуникационе технологије', en: 'Information and Communication Technologies' },
  '07': { sr: 'Инжењерство, производња и грађевинарство', en: 'Engineering, manufacturing and construction' },
  '08': { sr: 'Пољопривреда, шумарство, рибарство и ветеринарство', en: 'Agriculture, forestry, fisheries and veterinary' },
  '09': { sr: 'Здравство и социјална заштита', en: 'Health and welfare' },
  '10': { sr: 'Услуге', en: 'Services' },
} as const satisfies Record<string, FieldNames>;

export type BroadFieldCode = keyof typeof BROAD_FIELDS;

export const FIELDS_OF_EDUCATION = {
  '0011': { sr: 'Основни програми и квалификације', en: 'Basic programmes and qualifications' },
  '0021': { sr: 'Писменост и рачунање', en: 'Literacy and numeracy' },
  '0031': { sr: 'Личне вештине и развој', en: 'Personal skills and development' },
  '0111': { sr: 'Науке о образовању', en: 'Education science' },
  '0112': { sr: 'Образовање васпитача', en: 'Training for pre-school teachers' },
  '0113': { sr: 'Образовање учитеља', en: 'Teacher training without subject specialisation' },
  '0114': { sr: 'Образовање наставника предметне наставе', en: 'Teacher training with subject specialisation' },
  '0211': { sr: 'Аудиовизуелне технике и медијска продукција', en: 'Audio-visual techniques and media production' },
  '0212': { sr: 'Модни, унутрашњи и индустријски дизајн', en: 'Fashion, interior and industrial design' },
  '0213': { sr: 'Ликовне уметности', en: 'Fine arts' },
  '0214': { sr: 'Уметнички занати', en: 'Handicrafts' },
  '0215': { sr: 'Музичке и извођачке уметности', en: 'Music and performing arts' },
  '0221': { sr: 'Религија и теологија', en: 'Religion and theology' },
  '0222': { sr: 'Историја и археологија', en: 'History and archaeology' },
  '0223': { sr: 'Филозофија и етика', en: 'Philosophy and ethics' },
  '0231': { sr: 'Учење језика', en: 'Language acquisition' },
  '0232': { sr: 'Књижевност и лингвистика', en: 'Literature and linguistics' },
  '0311': { sr: 'Економија', en: 'Economics' },
  '0312': { sr: 'Политичке науке и грађанско васпитање', en: 'Political sciences and civics' },
  '0313': { sr: 'Психологија', en: 'Psychology' },
  '0314': { sr: 'Социологија и студије културе', en: 'Sociology and cultural studies' },
  '0321': { sr: 'Новинарство и извештавање', en: 'Journalism and reporting' },
  '0322': { sr: 'Библиотекарство, информатичке и архивске студије', en: 'Library, information and archival studies' },
  '0411': { sr: 'Рачуноводство и порези', en: 'Accounting and taxation' },
  '0412': { sr: 'Финансије, банкарство и осигурање', en: 'Finance, banking and insurance' },
  '0413': { sr: 'Менаџмент и администрација', en: 'Management and administration' },
  '0414': { sr: 'Маркетинг и оглашавање', en: 'Marketing and advertising' },
  '0415': { sr: 'Секретарски и канцеларијски послови', en: 'Secretarial and office work' },
  '0416': { sr: 'Трговина на велико и мало', en: 'Wholesale and retail sales' },
  '0417': { sr: 'Радне вештине', en: 'Work skills' },
  '0421': { sr: 'Право', en: 'Law' },
  '0511': { sr: 'Биологија', en: 'Biology' },
  '0512': { sr: 'Биохемија', en: 'Biochemistry' },
  '0521': { sr: 'Науке о животној средини', en: 'Environmental sciences' },
  '0522': { sr: 'Природна станишта и дивљи свет', en: 'Natural environments and wildlife' },
  '0531': { sr: 'Хемија', en: 'Chemistry' },
  '0532': { sr: 'Науке о Земљи', en: 'Earth sciences' },
  '0533': { sr: 'Физика', en: 'Physics' },
  '0541': { sr: 'Математика', en: 'Mathematics' },
  '0542': { sr: 'Статистика', en: 'Statistics' },
  '0611': { sr: 'Коришћење рачунара', en: 'Computer use' },
  '0612': { sr: 'Пројектовање и администрација база података и мрежа', en: 'Database and network design and administration' },
  '0613': { sr: 'Развој и анализа софтвера и апликација', en: 'Software and applications development and analysis' },
  '0711': { sr: 'Хемијско инжењерство и процеси', en: 'Chemical engineering and processes' },
  '0712': { sr: 'Технологија заштите животне средине', en: 'Environmental protection technology' },
  '0713': { sr: 'Електротехника и енергетика', en: 'Electricity and energy' },
  '0714': { sr: 'Електроника и аутоматика', en: 'Electronics and automation' },
  '0715': { sr: 'Машинство и обрада метала', en: 'Mechanics and metal trades' },
  '0716': { sr: 'Моторна возила, бродови и ваздухоплови', en: 'Motor vehicles, ships and aircraft' },
  '0721': { sr: 'Прерада хране', en: 'Food processing' },
  '0722': { sr: 'Материјали (стакло, папир, пластика и дрво)', en: 'Materials (glass, paper, plastic and wood)' },
  '0723': { sr: 'Текстил (одећа, обућа и кожа)', en: 'Textiles (clothes, footwear and leather)' },
  '0724': { sr: 'Рударство и експлоатација', en: 'Mining and extraction' },
  '0731': { sr: 'Архитектура и урбанизам', en: 'Architecture and town planning' },
  '0732': { sr: 'Високоградња и нискоградња', en: 'Building and civil engineering' },
  '0811': { sr: 'Ратарска и сточарска производња', en: 'Crop and livestock production' },
  '0812': { sr: 'Хортикултура', en: 'Horticulture' },
  '0821': { sr: 'Шумарство', en: 'Forestry' },
  '0831': { sr: 'Рибарство', en: 'Fisheries' },
  '0841': { sr: 'Ветеринарство', en: 'Veterinary' },
  '0911': { sr: 'Стоматологија', en: 'Dental studies' },
  '0912': { sr: 'Медицина', en: 'Medicine' },
  '0913': { sr: 'Сестринство и бабиштво', en: 'Nursing and midwifery' },
  '0914': { sr: 'Медицинска дијагностика и технологија лечења', en: 'Medical diagnostic and treatment technology' },
  '0915': { sr: 'Терапија и рехабилитација', en: 'Therapy and rehabilitation' },
  '0916': { sr: 'Фармација', en: 'Pharmacy' },
  '0917': { sr: 'Традиционална и комплементарна медицина и терапија', en: 'Traditional and complementary medicine and therapy' },
  '0921': { sr: 'Брига о старима и одраслим особама са инвалидитетом', en: 'Care of the elderly and of disabled adults' },
  '0922': { sr: 'Брига о деци и услуге за младе', en: 'Child care and youth services' },
  '0923': { sr: 'Социјални рад и саветовање', en: 'Social work and counselling' },
  '1011': { sr: 'Услуге у домаћинству', en: 'Domestic services' },
  '1012': { sr: 'Фризерске и козметичке услуге', en: 'Hair and beauty services' },
  '1013': { sr: 'Хотелијерство, ресторатерство и угоститељство', en: 'Hotel, restaurants and catering' },
  '1014': { sr: 'Спорт', en: 'Sports' },
  '1015': { sr: 'Путовања, туризам и слободно време', en: 'Travel, tourism and leisure' },
  '1021': { sr: 'Комунална хигијена', en: 'Community sanitation' },
  '1022': { sr: 'Безбедност и здравље на раду', en: 'Occupational health and safety' },
  '1031': { sr: 'Војска и одбрана', en: 'Military and defence' },
  '1032': { sr: 'Заштита лица и имовине', en: 'Protection of persons and property' },
  '1041': { sr: 'Саобраћајне услуге', en: 'Transport services' },
} as const satisfies Record<string, FieldNames>;

export type FieldOfEducationCode = keyof typeof FIELDS_OF_EDUCATION;

export const FIELD_OF_EDUCATION_CODES = Object.keys(FIELDS_OF_EDUCATION) as [FieldOfEducationCode, ...FieldOfEducationCode[]];

export function isFieldOfEducationCode(code: string): code is FieldOfEducationCode {
  return Object.hasOwn(FIELDS_OF_EDUCATION, code);
}

/** The broad field a detailed field belongs to: its first two digits. */
export function broadFieldOf(code: FieldOfEducationCode): BroadFieldCode {
  return code.slice(0, 2) as BroadFieldCode;
}

function nameIn(names: FieldNames, locale: Locale): string {
  return locale === 'en' ? names.en : locale === 'lat' ? cyrillicToLatin(names.sr) : names.sr;
}

/** A detailed field's name in a locale. */
export function fieldOfEducationName(code: FieldOfEducationCode, locale: Locale): string {
  return nameIn(FIELDS_OF_EDUCATION[code], locale);
}

/** A detailed field as a register's reads show it: its code and its name in a locale. */
export function fieldOfEducationView(code: string, locale: Locale): { code: FieldOfEducationCode; name: string } {
  // The column holds only codes its input schema accepted.
  const known = code as FieldOfEducationCode;
  return { code: known, name: fieldOfEducationName(known, locale) };
}

/** A broad field's name in a locale. */
export function broadFieldName(code: BroadFieldCode, locale: Locale): string {
  return nameIn(BROAD_FIELDS[code], locale);
}

/** The EU's URI of a detailed field (ELM and Europass). */
export const fieldOfEducationUri = (code: FieldOfEducationCode) => `http://data.europa.eu/snb/isced-f/${code}`;
