import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock, nowMs } from '../../src/server/lib/clock.js';
import { deleteExpiredSubmissions } from '../../src/server/modules/submissions/submission.service.js';
import { multipart } from './support/http.js';
import { type FormsApp, later, startFormsApp } from './support/public-forms.js';
import { rootOf } from './support/screen-pages.js';
import { TEST_PASSWORD, bearer, expectStatus } from './support/test-app.js';
import { unique } from './support/factories.js';

/**
 * The agency's side of the public forms: a queue per form seen only by the groups given it, every
 * view and change in the audit log, states with the submitter told by e-mail, replies answered
 * through the private link, internal notes, the export, and deletion after the retention.
 */

let forms: FormsApp;
let questionsHandler: { token: string; id: number; email: string };
let initiativesHandler: { token: string; id: number };

const app = () => forms.site.app;
const admin = () => bearer(forms.site.t.tokens.admin);

async function memberOfNewGroup(grants: object[]) {
  const group = expectStatus<{ id: number }>(await app().inject({ method: 'POST', url: '/api/admin/groups', headers: admin(), payload: { name: `Служба ${unique()}`, grants } }), 201);
  const email = `handler-${unique()}@example.org`;
  const user = expectStatus<{ id: number }>(
    await app().inject({ method: 'POST', url: '/api/admin/users', headers: admin(), payload: { email, name: `Обрађивач ${unique()}`, groupIds: [group.id], password: TEST_PASSWORD } }),
    201,
  );
  const token = expectStatus<{ token: string }>(await app().inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } }), 200).token;
  return { token, id: user.id, email };
}

beforeAll(async () => {
  forms = await startFormsApp();
  questionsHandler = await memberOfNewGroup([{ subject: 'questions', section: null, actions: ['edit', 'delete'] }]);
  initiativesHandler = await memberOfNewGroup([{ subject: 'initiatives', section: null, actions: ['edit'] }]);
});
afterAll(() => forms.close());
afterEach(() => setClock(null));

async function auditActions(): Promise<string[]> {
  const rows = await forms.site.t.ctx.db.selectFrom('audit_log').select('action').orderBy('id').execute();
  return rows.map((row) => row.action);
}

const idOf = async (number: string) => (await forms.site.t.ctx.db.selectFrom('submissions').select('id').where('number', '=', number).executeTakeFirstOrThrow()).id;
const as = (token: string) => bearer(token);

describe('who sees a queue', () => {
  it('is the groups given it and the administrators; editors and the other queue are refused, and every view is audited', async () => {
    const ip = forms.newClient();
    const { number } = await forms.sendQuestion(ip, `asker-${ip}@example.org`);
    const id = await idOf(number);
    expect((await app().inject({ method: 'GET', url: '/api/admin/submissions?form=question', headers: bearer(forms.site.t.tokens.editor) })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/admin/submissions?form=question', headers: as(initiativesHandler.token) })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: `/api/admin/submissions/${id}`, headers: as(initiativesHandler.token) })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/admin/submissions' })).statusCode).toBe(401);

    const before = (await auditActions()).length;
    const queue = expectStatus<{ items: { number: string; name: string }[]; counts: Record<string, number> }>(
      await app().inject({ method: 'GET', url: '/api/admin/submissions?form=question', headers: as(questionsHandler.token) }),
      200,
    );
    expect(queue.items.map((item) => item.number)).toContain(number);
    expect(queue.counts.received).toBeGreaterThanOrEqual(1);
    const one = expectStatus<{ email: string; values: Record<string, string>; handlers: { id: number }[] }>(await app().inject({ method: 'GET', url: `/api/admin/submissions/${id}`, headers: admin() }), 200);
    expect(one.email).toBe(`asker-${ip}@example.org`);
    expect(one.values.question).toBe('Који ниво има диплома гимназије?');
    expect(one.handlers.map((user) => user.id)).toContain(questionsHandler.id);
    expect(one.handlers.map((user) => user.id)).not.toContain(initiativesHandler.id);
    expect((await auditActions()).slice(before)).toEqual(['submissions-listed', 'submission-viewed']);
  });
});

describe('handling a submission', () => {
  it('assigns it to a handler of its queue only, notes stay internal, a decision gives its reason, and the submitter is told', async () => {
    const ip = forms.newClient();
    const email = `handled-${ip}@example.org`;
    const { number, location } = await forms.sendQuestion(ip, email);
    const id = await idOf(number);
    const post = (path: string, payload: object, token = questionsHandler.token) => app().inject({ method: 'POST', url: `/api/admin/submissions/${id}/${path}`, headers: as(token), payload });

    expect((await post('assign', { userId: initiativesHandler.id })).statusCode).toBe(400);
    // Only an initiative becomes a standard.
    expect((await post('standard', { standardId: 1 })).statusCode).toBe(400);
    expect(expectStatus<{ assignee: { id: number } }>(await post('assign', { userId: questionsHandler.id }), 200).assignee.id).toBe(questionsHandler.id);
    expectStatus(await post('notes', { message: 'Проверити са сектором за признавање.' }), 200);
    expect(expectStatus<{ state: string }>(await post('state', { state: 'in-review' }), 200).state).toBe('in-review');
    expect((await post('state', { state: 'in-review' })).statusCode).toBe(409);
    expect((await post('state', { state: 'declined' })).statusCode).toBe(400);

    const news = await forms.messageTo(email, /^Вест о пријави/);
    expect(news.text).toContain('У разматрању');
    const link = /https:\/\/noks\.example\.rs(\/\S+)/.exec(news.text ?? '')![1]!;
    expect(link).toBe(location);
    const page = rootOf((await app().inject({ method: 'GET', url: link })).body);
    expect(page).toContain('У разматрању');
    expect(page).not.toContain('Проверити са сектором');

    const decided = expectStatus<{ state: string; decidedAt: string; reason: string }>(await post('state', { state: 'accepted', reason: 'Гимназија је на нивоу 4.' }), 200);
    expect(decided).toMatchObject({ state: 'accepted', reason: 'Гимназија је на нивоу 4.' });
    expect(decided.decidedAt).toBeTruthy();
    expect((await forms.messageTo(email, /^Вест о пријави/)).subject).toBe(`Вест о пријави ${number}`);
  });

  it('replies by e-mail; the submitter answers on their page, which puts a submission waiting for information back in review and tells its handler', async () => {
    const ip = forms.newClient();
    const email = `replied-${ip}@example.org`;
    const { number, location } = await forms.sendQuestion(ip, email);
    const id = await idOf(number);
    const post = (path: string, payload: object) => app().inject({ method: 'POST', url: `/api/admin/submissions/${id}/${path}`, headers: as(questionsHandler.token), payload });
    expectStatus(await post('assign', { userId: questionsHandler.id }), 200);
    expectStatus(await post('state', { state: 'information-needed' }), 200);
    expectStatus(await post('replies', { message: 'Пошаљите нам годину завршетка школе.' }), 200);
    const reply = await forms.messageTo(email, /^Одговор на пријаву/);
    expect(reply.text).toContain('Пошаљите нам годину завршетка школе.');

    const answer = (message: string) => {
      const { payload, headers } = multipart([], [['message', message]]);
      return app().inject({ method: 'POST', url: location, headers, payload });
    };
    const empty = await answer('   ');
    expect(empty.statusCode).toBe(422);
    expect(rootOf(empty.body)).toContain('Унесите поруку');
    const sent = await answer('Школу сам завршила 2004. године.');
    expect(sent.statusCode).toBe(303);
    const page = rootOf((await app().inject({ method: 'GET', url: location })).body);
    expect(page).toContain('Школу сам завршила 2004. године.');
    expect(page).toContain('Пошаљите нам годину завршетка школе.');
    const handled = expectStatus<{ state: string; history: { kind: string }[] }>(await app().inject({ method: 'GET', url: `/api/admin/submissions/${id}`, headers: admin() }), 200);
    expect(handled.state).toBe('in-review');
    expect(handled.history.map((event) => event.kind)).toEqual(['received', 'assigned', 'state', 'reply', 'response', 'state']);
    expect((await forms.messageTo(questionsHandler.email, /Подносилац је одговорио/)).text).toContain(`/dashboard/submissions/${id}`);

    expectStatus(await post('state', { state: 'declined', reason: 'Није у надлежности Агенције.' }), 200);
    expect((await answer('Још нешто')).statusCode).toBe(409);
  });

  it('exports the queue as CSV with formula-looking answers made inert, audited', async () => {
    const ip = forms.newClient();
    let page = await forms.open('question');
    page = await forms.post('question', page, { topic: 'other', question: '=HYPERLINK("http://evil.example")' }, 'continue', { ip });
    page = await forms.post('question', page, { name: 'Ана', email: `csv-${ip}@example.org` }, 'continue', { ip });
    later();
    expect((await forms.post('question', page, { consent: 'yes' }, 'send', { ip })).response.statusCode).toBe(303);
    setClock(null);
    const csv = await app().inject({ method: 'GET', url: '/api/admin/submissions/export?form=question', headers: as(questionsHandler.token) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain(`csv-${ip}@example.org`);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect((await auditActions()).at(-1)).toBe('submissions-exported');
  });
});

describe('retention', () => {
  it('deletes decided submissions past SUBMISSION_RETENTION_DAYS with their files, keeps the undecided, and counts what it deleted', async () => {
    const db = forms.site.t.ctx.db;
    const decided = await idOf((await forms.sendQuestion(forms.newClient(), 'old@example.org')).number);
    const open = await idOf((await forms.sendQuestion(forms.newClient(), 'open@example.org')).number);
    expectStatus(await app().inject({ method: 'POST', url: `/api/admin/submissions/${decided}/state`, headers: admin(), payload: { state: 'declined', reason: 'Дупликат.' } }), 200);
    expect(await deleteExpiredSubmissions(db, forms.site.t.ctx.storage, 730)).toBe(0);
    const now = nowMs();
    setClock(() => now + 731 * 86_400_000);
    const totalsBefore = await db.selectFrom('submission_totals').selectAll().where('form', '=', 'question').where('state', '=', 'declined').executeTakeFirst();
    expect(await deleteExpiredSubmissions(db, forms.site.t.ctx.storage, 730)).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('submissions').select('id').where('id', '=', decided).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('submission_events').select('id').where('submission_id', '=', decided).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('submissions').select('id').where('id', '=', open).executeTakeFirst()).toBeDefined();
    const totals = await db.selectFrom('submission_totals').selectAll().where('form', '=', 'question').where('state', '=', 'declined').executeTakeFirstOrThrow();
    expect(totals.deleted).toBeGreaterThan(totalsBefore?.deleted ?? 0);
    expect((await auditActions()).at(-1)).toBe('submissions-expired');
  });

  it('erases one submission on request, for whoever may delete in its queue', async () => {
    const id = await idOf((await forms.sendQuestion(forms.newClient(), 'erase@example.org')).number);
    expect((await app().inject({ method: 'DELETE', url: `/api/admin/submissions/${id}`, headers: as(initiativesHandler.token) })).statusCode).toBe(403);
    expect((await app().inject({ method: 'DELETE', url: `/api/admin/submissions/${id}`, headers: as(questionsHandler.token) })).statusCode).toBe(204);
    expect((await app().inject({ method: 'GET', url: `/api/admin/submissions/${id}`, headers: admin() })).statusCode).toBe(404);
  });
});
