import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app.js';
import { bearer, expectStatus } from './test-app.js';

const unique = () => randomBytes(3).toString('hex');

export type View = Record<string, unknown> & { id: number; version: number; translations: Record<string, Record<string, unknown> | null> };

export async function createItem(t: TestApp, path: string, payload: Record<string, unknown>, token = t.tokens.editor): Promise<View> {
  const response = await t.app.inject({ method: 'POST', url: `/api/admin/${path}`, headers: bearer(token), payload });
  return expectStatus<View>(response, 201);
}

export function categoryPayload(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    status: 'published',
    audience: 'citizens',
    translations: { sr: { name: `Грађани ${n}`, description: 'Опис' }, en: { name: `Citizens ${n}`, description: 'About' } },
    ...overrides,
  };
}

export function articlePayload(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    status: 'published',
    translations: {
      sr: { title: `Љубљана и Ђурђевдан ${n}`, summary: 'Кратак опис вести.', body: '<p>Квалификације у <strong>Србији</strong>.</p>' },
      en: { title: `Ljubljana and St George ${n}`, summary: 'A short summary.', body: '<p>Qualifications in <strong>Serbia</strong>.</p>' },
    },
    ...overrides,
  };
}

export function pagePayload(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return {
    status: 'published',
    translations: { sr: { title: `Страна ${n}`, body: '<p>Садржај</p>' }, en: { title: `Page ${n}`, body: '<p>Content</p>' } },
    ...overrides,
  };
}

export function tagPayload(overrides: Record<string, unknown> = {}) {
  const n = unique();
  return { status: 'published', translations: { sr: { name: `Ознака ${n}` }, en: { name: `Tag ${n}` } }, ...overrides };
}
