import { NQF_LEVEL_CODES } from '../register.js';
import type { FormText } from './form-text.js';

/**
 * The public forms, defined in code from shared building blocks: each a few steps of fields, a
 * check-your-answers step, and a reference prefix. The server validates and renders them from
 * these definitions; the screens only lay them out.
 */

export const FORM_KEYS = ['initiative', 'question'] as const;
export type FormKey = (typeof FORM_KEYS)[number];
export const isFormKey = (value: string): value is FormKey => (FORM_KEYS as readonly string[]).includes(value);

/** One choice of a select or radio field: a fixed value with its label, or the published sector councils. */
export interface FieldOption {
  value: string;
  label: FormText;
}

interface FieldBase {
  name: string;
  label: FormText;
  hint?: FormText;
  required: boolean;
  /** The message when a required field is left empty (GOV.UK's pattern: it says what to do). */
  missing?: FormText;
}

export type FieldDefinition =
  | (FieldBase & { kind: 'text' | 'email' | 'tel'; maxLength: number; autocomplete?: string })
  | (FieldBase & { kind: 'textarea'; maxLength: number })
  | (FieldBase & { kind: 'select'; options: readonly FieldOption[] | 'councils' })
  | (FieldBase & { kind: 'radio'; options: readonly FieldOption[] | 'councils' })
  | (FieldBase & { kind: 'file'; maxFiles: number });

export interface StepDefinition {
  id: string;
  title: FormText;
  fields: readonly FieldDefinition[];
}

export interface FormDefinition {
  key: FormKey;
  /** The reference number's prefix: `ИН-2026-000123`. */
  prefix: string;
  title: FormText;
  intro: FormText;
  steps: readonly StepDefinition[];
  /** The field whose value names the submitter, and the one that holds their e-mail address. */
  nameField: string;
  emailField: string;
}

/** An attachment may be this large (bytes); the form's multipart body is limited accordingly. */
export const ATTACHMENT_MAX_BYTES = 10_000_000;
/** The value of a choice for "the sector is not known" or "none of these". */
export const UNKNOWN_CHOICE = 'unknown';

const NAME: FieldDefinition = {
  kind: 'text',
  name: 'name',
  label: { sr: 'Име и презиме', en: 'Full name' },
  required: true,
  missing: { sr: 'Унесите име и презиме', en: 'Enter your full name' },
  maxLength: 200,
  autocomplete: 'name',
};

const EMAIL: FieldDefinition = {
  kind: 'email',
  name: 'email',
  label: { sr: 'Адреса е-поште', en: 'E-mail address' },
  hint: { sr: 'На њу шаљемо потврду са бројем пријаве и одговоре.', en: 'We send the confirmation with the reference number and our answers to it.' },
  required: true,
  missing: { sr: 'Унесите адресу е-поште', en: 'Enter your e-mail address' },
  maxLength: 254,
  autocomplete: 'email',
};

const LEVEL_OPTIONS: FieldOption[] = [
  ...NQF_LEVEL_CODES.map((code) => ({ value: code, label: { sr: `Ниво ${code}`, en: `Level ${code}` } })),
  { value: UNKNOWN_CHOICE, label: { sr: 'Не знам', en: 'I do not know' } },
];

export const INITIATIVE_FORM: FormDefinition = {
  key: 'initiative',
  prefix: 'ИН',
  title: { sr: 'Иницијатива за стандард квалификације', en: 'An initiative for a qualification standard' },
  intro: {
    sr: 'Свако може Агенцији за квалификације поднети иницијативу за израду новог стандарда квалификације. Потребно је око 10 минута. По слању добијате број пријаве и везу на којој пратите шта се с њом дешава.',
    en: 'Anyone may submit an initiative for a new qualification standard to the Qualifications Agency. It takes about 10 minutes. Once it is sent you get a reference number and a link where you can follow what happens to it.',
  },
  nameField: 'name',
  emailField: 'email',
  steps: [
    {
      id: 'applicant',
      title: { sr: 'Ко подноси иницијативу', en: 'Who submits the initiative' },
      fields: [
        NAME,
        EMAIL,
        { kind: 'tel', name: 'phone', label: { sr: 'Телефон', en: 'Telephone' }, required: false, maxLength: 40, autocomplete: 'tel' },
        {
          kind: 'text',
          name: 'organisation',
          label: { sr: 'Организација у чије име подносите', en: 'The organisation you submit on behalf of' },
          hint: { sr: 'Послодавац, школа, удружење, комора; оставите празно ако подносите у своје име.', en: 'An employer, a school, an association, a chamber; leave it empty if you submit for yourself.' },
          required: false,
          maxLength: 300,
          autocomplete: 'organization',
        },
      ],
    },
    {
      id: 'qualification',
      title: { sr: 'Квалификација коју предлажете', en: 'The qualification you propose' },
      fields: [
        {
          kind: 'text',
          name: 'title',
          label: { sr: 'Назив квалификације', en: 'Name of the qualification' },
          required: true,
          missing: { sr: 'Унесите назив квалификације', en: 'Enter the name of the qualification' },
          maxLength: 300,
        },
        {
          kind: 'select',
          name: 'level',
          label: { sr: 'Ниво НОКС-а', en: 'NQFS level' },
          hint: { sr: 'Ниво према Закону о НОКС-у; ако не знате, изаберите „Не знам”.', en: 'The level by the NQFS Law; if you do not know, choose “I do not know”.' },
          required: true,
          missing: { sr: 'Изаберите ниво', en: 'Choose a level' },
          options: LEVEL_OPTIONS,
        },
        {
          kind: 'select',
          name: 'sector',
          label: { sr: 'Сектор', en: 'Sector' },
          hint: { sr: 'Секторско веће чијем сектору квалификација припада.', en: 'The sector skills council whose sector the qualification belongs to.' },
          required: true,
          missing: { sr: 'Изаберите сектор', en: 'Choose a sector' },
          options: 'councils',
        },
      ],
    },
    {
      id: 'need',
      title: { sr: 'Потреба тржишта рада', en: 'The labour-market need' },
      fields: [
        {
          kind: 'textarea',
          name: 'need',
          label: { sr: 'Зашто је квалификација потребна', en: 'Why the qualification is needed' },
          hint: {
            sr: 'Који послови траже ова знања и вештине, колико људи, у којим крајевима; на шта се ослањате (анализе, огласи, искуство).',
            en: 'Which jobs need this knowledge and these skills, how many people, in which regions; what you rely on (studies, job offers, experience).',
          },
          required: true,
          missing: { sr: 'Опишите потребу тржишта рада', en: 'Describe the labour-market need' },
          maxLength: 5000,
        },
      ],
    },
    {
      id: 'attachments',
      title: { sr: 'Прилози', en: 'Attachments' },
      fields: [{ kind: 'file', name: 'attachments', label: { sr: 'Прилози', en: 'Attachments' }, hint: { sr: 'Анализе, писма подршке послодаваца и слично.', en: 'Studies, employers’ letters of support and the like.' }, required: false, maxFiles: 3 }],
    },
  ],
};

export const QUESTION_TOPICS: FieldOption[] = [
  { value: 'recognition', label: { sr: 'Признавање стране дипломе', en: 'Recognition of a foreign diploma' } },
  { value: 'level', label: { sr: 'Ниво моје квалификације', en: 'The level of my qualification' } },
  { value: 'standards', label: { sr: 'Стандарди и регистар квалификација', en: 'Standards and the register of qualifications' } },
  { value: 'adult-education', label: { sr: 'Образовање одраслих и ЈПОА', en: 'Adult education and publicly recognised providers' } },
  { value: 'other', label: { sr: 'Нешто друго', en: 'Something else' } },
];

export const QUESTION_FORM: FormDefinition = {
  key: 'question',
  prefix: 'ПИ',
  title: { sr: 'Питање Агенцији за квалификације', en: 'A question to the Qualifications Agency' },
  intro: {
    sr: 'Питајте како се признаје диплома, који ниво има квалификација или било шта о оквиру квалификација. Одговор стиже е-поштом, а ток питања пратите на приватној вези.',
    en: 'Ask how a diploma is recognised, which level a qualification has, or anything about the qualifications framework. The answer comes by e-mail, and you can follow your question at a private link.',
  },
  nameField: 'name',
  emailField: 'email',
  steps: [
    {
      id: 'question',
      title: { sr: 'Ваше питање', en: 'Your question' },
      fields: [
        { kind: 'radio', name: 'topic', label: { sr: 'Тема', en: 'Topic' }, required: true, missing: { sr: 'Изаберите тему', en: 'Choose a topic' }, options: QUESTION_TOPICS },
        {
          kind: 'textarea',
          name: 'question',
          label: { sr: 'Питање', en: 'Question' },
          required: true,
          missing: { sr: 'Унесите питање', en: 'Enter your question' },
          maxLength: 3000,
        },
        { kind: 'file', name: 'attachments', label: { sr: 'Прилог', en: 'Attachment' }, hint: { sr: 'На пример копија дипломе.', en: 'A copy of a diploma, for example.' }, required: false, maxFiles: 1 },
      ],
    },
    { id: 'contact', title: { sr: 'Где да Вам одговоримо', en: 'Where we should answer you' }, fields: [NAME, EMAIL] },
  ],
};

export const FORMS: Record<FormKey, FormDefinition> = { initiative: INITIATIVE_FORM, question: QUESTION_FORM };

/** The id of the last step, where the answers are checked and sent. */
export const CHECK_STEP = 'check';

/** Every field of a form, in order. */
export const formFields = (form: FormDefinition): FieldDefinition[] => form.steps.flatMap((step) => step.fields);
