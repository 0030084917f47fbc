import { type AnyExtension, getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { HEADING_LEVELS, UNDO_DEPTH, UNDO_GROUP_DELAY_MS, buildEditorExtensions } from './editor-extensions.js';

const extensions = buildEditorExtensions({ taskCheckboxLabel: () => 'Done', onImageFiles: () => {} }) as AnyExtension[];
const byName = (name: string) => extensions.find((extension) => extension.name === name);

describe('editor extensions', () => {
  it('keep undo steps of a second, at most 100 (SPEC §9)', () => {
    expect([UNDO_GROUP_DELAY_MS, UNDO_DEPTH]).toEqual([1000, 100]);
    expect(byName('starterKit')?.options.undoRedo).toEqual({ depth: 100, newGroupDelay: 1000 });
  });

  it('offer headings 1 to 6 and replace the plain code block by the highlighted one', () => {
    expect(HEADING_LEVELS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byName('starterKit')?.options.heading).toEqual({ levels: [1, 2, 3, 4, 5, 6] });
    expect(byName('starterKit')?.options.codeBlock).toBe(false);
  });

  it('give the schema every node and mark of the toolbar, with indent and alignment on paragraphs and headings', () => {
    const schema = getSchema(extensions);
    for (const node of ['paragraph', 'heading', 'blockquote', 'codeBlock', 'bulletList', 'orderedList', 'taskList', 'taskItem', 'image', 'videoEmbed']) {
      expect(schema.nodes[node], node).toBeDefined();
    }
    for (const mark of ['bold', 'italic', 'underline', 'strike', 'link', 'textStyle']) expect(schema.marks[mark], mark).toBeDefined();
    for (const node of ['paragraph', 'heading']) expect(Object.keys(schema.nodes[node]!.spec.attrs ?? {})).toEqual(expect.arrayContaining(['indent', 'textAlign']));
    expect(Object.keys(schema.marks.textStyle!.spec.attrs ?? {})).toEqual(expect.arrayContaining(['color', 'backgroundColor']));
  });

  it('allow links only to http, https, mailto, tel and site paths', () => {
    const isAllowedUri = byName('starterKit')?.options.link.isAllowedUri as (url: string) => boolean;
    expect(['https://a.example', 'mailto:a@b.example', '/en/page/1/x', 'javascript:alert(1)', 'ftp://a.example'].map((url) => isAllowedUri(url))).toEqual([true, true, true, false, false]);
  });
});
