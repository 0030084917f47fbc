import { describe, expect, it } from 'vitest';
import { conflictRows } from './conflict.js';
import { emptyForm } from './edit-form-state.js';
import { EDIT_TYPES } from './edit-types.js';

const names = { categories: new Map([['4', 'Вести']]), tags: new Map([['2', 'НОКС']]), awardingBodies: new Map<string, string>(), files: new Map<string, string>(), councils: new Map<string, string>() };

describe('conflict rows', () => {
  it('list the fields that differ, rich text as plain text', () => {
    const spec = EDIT_TYPES.articles;
    const mine = emptyForm(spec);
    const theirs = emptyForm(spec);
    mine.sr = { ...mine.sr, title: 'Мој наслов', body: '<p>Мој <strong>текст</strong></p>' };
    theirs.sr = { ...theirs.sr, title: 'Њихов наслов', body: '<p>Мој <em>текст</em></p>' };
    theirs.status = 'published';
    theirs.own.categoryId = '4';
    mine.own.tagIds = ['2'];
    theirs.en = { ...theirs.sr, title: 'Their title' };
    mine.latOverrides = ['title'];
    mine.lat = { title: 'Moj naslov' };
    expect(conflictRows(spec, mine, theirs, names)).toEqual([
      { kind: 'text', locale: 'sr', field: 'title', mine: 'Мој наслов', theirs: 'Њихов наслов' },
      { kind: 'text', locale: 'lat', field: 'title', mine: 'Moj naslov', theirs: '' },
      { kind: 'text', locale: 'en', field: 'title', mine: '', theirs: 'Their title' },
      { kind: 'text', locale: 'en', field: 'body', mine: '', theirs: 'Мој текст' },
      { kind: 'status', mine: 'draft', theirs: 'published' },
      { kind: 'own', field: 'categoryId', mine: '', theirs: 'Вести' },
      { kind: 'own', field: 'tagIds', mine: 'НОКС', theirs: '' },
    ]);
  });

  it('is empty for the same content', () => {
    const spec = EDIT_TYPES.tags;
    expect(conflictRows(spec, emptyForm(spec), emptyForm(spec), names)).toEqual([]);
  });
});
