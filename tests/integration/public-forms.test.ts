import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FormKey } from '../../src/common/forms/form-definitions.js';
import type { Locale } from '../../src/common/locales.js';
import { nowMs, setClock } from '../../src/server/lib/clock.js';
import { ABANDONED_ATTACHMENT_MS, removeAbandonedAttachments } from '../../src/server/modules/submissions/submission.service.js';
import { pdfBytes } from './support/multipart.js';
import { type FormPage, type FormsApp, later, startFormsApp } from './support/public-forms.js';
import { rootOf } from './support/screen-pages.js';
import { type SiteApp, elementsOf, parseHead } from './support/site-app.js';

/**
 * The public forms (an initiative for a standard, a question to the agency), posted step by step as
 * a browser without JavaScript posts them: each step's page carries the answers so far in hidden
 * fields, errors come back with the answers kept, and a form sent gets a reference number, a
 * confirmation through a real SMTP server and a private status page.
 */

let forms: FormsApp;
let site: SiteApp;

beforeAll(async () => {
  forms = await startFormsApp();
  site = forms.site;
});
afterAll(() => forms.close());
afterEach(() => setClock(null));

const newClient = () => forms.newClient();
const open = (form: FormKey, locale: Locale = 'sr') => forms.open(form, locale);
const post: FormsApp['post'] = (...args) => forms.post(...args);
const answerQuestion: FormsApp['answerQuestion'] = (...args) => forms.answerQuestion(...args);
const messageTo = (email: string) => forms.messageTo(email);
type Page = FormPage;

const errorLinks = (page: Page) => [...page.root.matchAll(/<a href="#(field-[\w-]+)"/g)].map((m) => m[1]);
const titleOf = (page: Page) => parseHead(page.response.body).titles[0];

describe('a form, step by step', () => {
  it('opens on its first step with its intro, uncached, each opening signed anew', async () => {
    const first = await open('question');
    expect(first.response.headers['cache-control']).toBe('no-store');
    expect(first.root).toContain('Питање Агенцији за квалификације');
    expect(first.root).toContain('Корак 1 од 3');
    expect(elementsOf(first.root, 'form').find((form) => form.class === 'public-form')).toMatchObject({ method: 'post', enctype: 'multipart/form-data' });
    const started = (page: Page) => page.hidden.find(([name]) => name === 'started')?.[1];
    setClock(() => Date.now() + 2000);
    const second = await open('question');
    expect(started(second)).toMatch(/^\d{13}\.[\w-]{43}$/);
    expect(started(second)).not.toBe(started(first));
    const api = await site.app.inject({ method: 'GET', url: '/api/forms/initiative' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('private, no-store');
    expect(api.json()).toMatchObject({ form: 'initiative', step: 'applicant', values: {}, errors: [] });
  });

  it('answers a step with errors with 422, an error summary linking each field, the title marked and the answers kept', async () => {
    const ip = newClient();
    const page = await post('question', await open('question'), { question: 'x'.repeat(3001) }, 'continue', { ip });
    expect(page.response.statusCode).toBe(422);
    expect(titleOf(page)).toMatch(/^Грешка: /);
    expect(page.root).toContain('Постоји проблем');
    expect(errorLinks(page)).toEqual(['field-topic', 'field-question']);
    expect(page.root).toContain('Изаберите тему');
    expect(page.root).toContain('Највише 3000 знакова (сада 3001)');
    expect(page.root).toContain(`>${'x'.repeat(3001)}</textarea>`);
    expect(elementsOf(page.root, 'textarea')[0]).toMatchObject({ id: 'field-question', 'aria-invalid': 'true', 'aria-describedby': 'field-question-error' });
  });

  it('checks e-mail addresses and choices on the server, in every locale', async () => {
    const ip = newClient();
    const english = await post('question', await open('question', 'en'), { topic: 'astrology', question: 'Q' }, 'continue', { locale: 'en', ip });
    expect(english.response.statusCode).toBe(422);
    expect(english.root).toContain('Choose one of the options given');
    let latin = await post('question', await open('question', 'lat'), { topic: 'level', question: 'Pitanje' }, 'continue', { locale: 'lat', ip });
    expect(latin.root).toContain('Korak 2 od 3');
    latin = await post('question', latin, { name: 'Mira', email: 'mira@' }, 'continue', { locale: 'lat', ip });
    expect(latin.response.statusCode).toBe(422);
    expect(latin.root).toContain('Unesite adresu e-pošte u obliku');
    expect(elementsOf(latin.root, 'input').find((input) => input.name === 'email')?.value).toBe('mira@');
  });

  it('goes back and changes answers without losing any', async () => {
    const ip = newClient();
    let page = await answerQuestion(ip);
    expect(page.root).toContain('Проверите одговоре пре слања');
    expect(page.root).toContain('Ниво моје квалификације');
    page = await post('question', page, {}, 'change:question', { ip });
    expect(page.root).toContain('Корак 1 од 3');
    expect(elementsOf(page.root, 'input').find((input) => input.type === 'radio' && input.value === 'level')).toHaveProperty('checked');
    page = await post('question', page, {}, 'back', { ip });
    expect(page.root).toContain('Корак 1 од 3');
    expect(page.hidden).toContainEqual(['email', `citizen-${ip}@example.org`]);
  });
});

describe('sending', () => {
  it('refuses without consent, too soon after opening, or with the hidden field filled', async () => {
    const ip = newClient();
    const page = await answerQuestion(ip);
    const noConsent = await post('question', page, {}, 'send', { ip });
    expect(noConsent.response.statusCode).toBe(422);
    expect(noConsent.root).toContain('Потврдите сагласност');
    const tooSoon = await post('question', page, { consent: 'yes' }, 'send', { ip });
    expect(tooSoon.response.statusCode).toBe(422);
    expect(tooSoon.root).toContain('Образац је послат пребрзо');
    later();
    const trapped = await post('question', page, { consent: 'yes', website: 'http://spam.example' }, 'send', { ip });
    expect(trapped.response.statusCode).toBe(422);
    expect(trapped.root).toContain('Пријава није примљена');
    const forged = await post('question', page, { consent: 'yes', started: `${nowMs() - 60_000}.${'a'.repeat(43)}` }, 'send', { ip });
    expect(forged.response.statusCode).toBe(422);
    expect(forged.root).toContain('Образац је био отворен предуго');
    const count = await site.t.ctx.db.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('checks every step again when sent: a check page posted with an answer removed goes back to its step', async () => {
    const ip = newClient();
    const page = await answerQuestion(ip);
    later();
    const sent = await post('question', { ...page, hidden: page.hidden.filter(([name]) => name !== 'question') }, { consent: 'yes' }, 'send', { ip });
    expect(sent.response.statusCode).toBe(422);
    expect(sent.root).toContain('Корак 1 од 3');
    expect(errorLinks(sent)).toEqual(['field-question']);
  });

  it('records the submission with a number, mails a confirmation whose private link opens its status page, and nothing opens it without the secret', async () => {
    const ip = newClient();
    const email = `sent-${ip}@example.org`;
    const page = await answerQuestion(ip, 'sr', email);
    later();
    const sent = await post('question', page, { consent: 'yes' }, 'send', { ip });
    expect(sent.response.statusCode).toBe(303);
    const location = sent.response.headers.location as string;
    const query = new URL(location, 'http://x').searchParams;
    const number = query.get('n')!;
    expect(number).toMatch(new RegExp(`^ПИ-${new Date().getUTCFullYear()}-\\d{6}$`));

    const status = await site.app.inject({ method: 'GET', url: location });
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(parseHead(status.body).meta.robots).toEqual(['noindex, nofollow']);
    const root = rootOf(status.body);
    expect(root).toContain(number);
    expect(root).toContain('Примљена');
    expect(root).toContain('Који ниво има диплома гимназије?');

    const message = await messageTo(email);
    expect(message.subject).toBe(`Пријава ${number} је примљена`);
    const link = /https:\/\/noks\.example\.rs(\/\S+)/.exec(message.text ?? '')![1]!;
    expect(link).toBe(location);
    const followed = await site.app.inject({ method: 'GET', url: link });
    expect(rootOf(followed.body)).toContain(number);

    const wrongSecret = await site.app.inject({ method: 'GET', url: location.replace(/k=[^&]+/, `k=${'A'.repeat(32)}`) });
    expect(wrongSecret.statusCode).toBe(404);
    expect(rootOf(wrongSecret.body)).not.toContain('Који ниво');
    const otherNumber = await site.app.inject({ method: 'GET', url: location.replace(/n=[^&]+/, 'n=' + encodeURIComponent(number.replace(/\d$/, (d) => String((Number(d) + 1) % 10)))) });
    expect(otherNumber.statusCode).toBe(404);
    const api = await site.app.inject({ method: 'GET', url: `/api/submissions?n=${encodeURIComponent(number)}&k=wrong` });
    expect(api.statusCode).toBe(404);
    expect(api.headers['cache-control']).toBe('private, no-store');
  });

  it('numbers each form its own sequence, one after another', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const ip = newClient();
      const page = await answerQuestion(ip);
      later();
      const sent = await post('question', page, { consent: 'yes' }, 'send', { ip });
      setClock(null);
      numbers.push(new URL(sent.response.headers.location as string, 'http://x').searchParams.get('n')!);
    }
    const [a, b] = numbers.map((number) => Number(number.slice(-6)));
    expect(b).toBe(a! + 1);
  });

  it('allows one address five submissions in fifteen minutes; the sixth is 429 with the answers kept', async () => {
    const ip = newClient();
    for (let i = 0; i < 5; i += 1) {
      const page = await answerQuestion(ip);
      later();
      expect((await post('question', page, { consent: 'yes' }, 'send', { ip })).response.statusCode).toBe(303);
      setClock(null);
    }
    const page = await answerQuestion(ip);
    later();
    const refused = await post('question', page, { consent: 'yes' }, 'send', { ip });
    expect(refused.response.statusCode).toBe(429);
    expect(refused.root).toContain('Са ове адресе стигло је много пријава');
    expect(refused.hidden).toContainEqual(['question', 'Који ниво има диплома гимназије?']);
  });
});

describe('attachments', () => {
  async function initiativeAtAttachments(ip: string): Promise<Page> {
    let page = await open('initiative');
    page = await post('initiative', page, { name: 'Петар Петровић', email: `firm-${ip}@example.org`, organisation: 'Удружење пекара' }, 'continue', { ip });
    page = await post('initiative', page, { title: 'Пекар мајстор', level: '5', sector: 'unknown' }, 'continue', { ip });
    page = await post('initiative', page, { need: 'Пекаре у Војводини траже мајсторе.' }, 'continue', { ip });
    expect(page.root).toContain('Корак 4 од 5');
    return page;
  }

  it('checks a file like any upload, keeps it through the steps, lets it be removed, and gives it to the submission', async () => {
    const ip = newClient();
    let page = await initiativeAtAttachments(ip);
    const fake = await post('initiative', page, {}, 'continue', { ip, files: [{ field: 'attachments', filename: 'analiza.pdf', bytes: Buffer.from('MZ not a pdf at all') }] });
    expect(fake.response.statusCode).toBe(422);
    expect(fake.root).toContain('„analiza.pdf” није PDF');
    page = await post('initiative', page, {}, 'continue', { ip, files: [{ field: 'attachments', filename: 'analiza.pdf', bytes: await pdfBytes('Анализа') }, { field: 'attachments', filename: 'pismo.pdf', bytes: await pdfBytes('Писмо') }] });
    expect(page.response.statusCode).toBe(200);
    expect(page.root).toContain('Проверите одговоре пре слања');
    expect(page.root).toContain('analiza.pdf');
    expect(page.hidden.filter(([name]) => name === 'attachment')).toHaveLength(2);
    page = await post('initiative', page, {}, 'change:attachments', { ip });
    const removeButton = elementsOf(page.root, 'button').find((button) => button.value?.startsWith('remove:'))!;
    page = await post('initiative', page, {}, removeButton.value!, { ip });
    expect(page.hidden.filter(([name]) => name === 'attachment')).toHaveLength(1);
    page = await post('initiative', page, {}, 'continue', { ip });
    later();
    const sent = await post('initiative', page, { consent: 'yes' }, 'send', { ip });
    expect(sent.response.statusCode).toBe(303);
    const status = await site.app.inject({ method: 'GET', url: sent.response.headers.location as string });
    expect(rootOf(status.body)).toMatch(/pismo\.pdf|analiza\.pdf/);
    expect(rootOf(status.body)).toContain('Пекар мајстор');
    expect(rootOf(status.body)).toContain('Ниво 5');
    const files = await site.t.ctx.db.selectFrom('submission_files').select(['submission_id', 'storage_key']).where('submission_id', 'is not', null).execute();
    expect(files).toHaveLength(1);
    expect(await site.t.ctx.storage.exists(files[0]!.storage_key)).toBe(true);
  });

  it('removes the files of forms never sent after a day, and a token of another form is not taken', async () => {
    const ip = newClient();
    const page = await post('initiative', await initiativeAtAttachments(ip), {}, 'continue', { ip, files: [{ field: 'attachments', filename: 'napusteno.pdf', bytes: await pdfBytes('Напуштено') }] });
    const token = page.hidden.find(([name]) => name === 'attachment')![1];
    const asQuestion = await post('question', await open('question'), { attachment: token }, 'continue', { ip });
    expect(asQuestion.hidden.filter(([name]) => name === 'attachment')).toEqual([]);
    const pending = await site.t.ctx.db.selectFrom('submission_files').select('storage_key').where('name', '=', 'napusteno.pdf').executeTakeFirstOrThrow();
    expect(await removeAbandonedAttachments(site.t.ctx.db, site.t.ctx.storage)).toBe(0);
    const now = nowMs();
    setClock(() => now + ABANDONED_ATTACHMENT_MS + 60_000);
    expect(await removeAbandonedAttachments(site.t.ctx.db, site.t.ctx.storage)).toBeGreaterThanOrEqual(1);
    expect(await site.t.ctx.storage.exists(pending.storage_key)).toBe(false);
  });
});
