import { type AnyExtension, getSchema } from '@tiptap/core';
import { EditorState } from '@tiptap/pm/state';
import { describe, expect, it } from 'vitest';
import { CODE_HIGHLIGHT_RECHECK_MS, codeHighlightKey, codeHighlightPlugin } from './code-highlight.js';
import { buildEditorExtensions } from './editor-extensions.js';

const schema = getSchema(buildEditorExtensions({ taskCheckboxLabel: () => 'Done', onImageFiles: () => {} }) as AnyExtension[]);

function stateWithCode(language: string | null, code: string): EditorState {
  const doc = schema.node('doc', null, [schema.node('codeBlock', { language }, code ? [schema.text(code)] : [])]);
  return EditorState.create({ schema, doc, plugins: [codeHighlightPlugin('codeBlock')] });
}

/** The texts the highlighting colours. */
function highlighted(state: EditorState): string[] {
  return codeHighlightKey
    .getState(state)!
    .find()
    .map((decoration) => state.doc.textBetween(decoration.from, decoration.to));
}

describe('code highlighting', () => {
  it('is re-checked every second (SPEC §9)', () => {
    expect(CODE_HIGHLIGHT_RECHECK_MS).toBe(1000);
  });

  it('colours the tokens of a block in its language as the editor opens', () => {
    expect(highlighted(stateWithCode('typescript', 'const level = 8;'))).toEqual(['const', '8']);
    expect(highlighted(stateWithCode('python', 'def level(): return 8'))).toEqual(expect.arrayContaining(['def', 'level', 'return', '8']));
  });

  it('moves the colours with the text between re-checks, and colours new tokens at the re-check', () => {
    const opened = stateWithCode('typescript', 'const level = 8;');
    const typed = opened.apply(opened.tr.insertText('let ', 1));
    expect(highlighted(typed)).toEqual(['const', '8']);
    expect(typed.doc.textBetween(1, 5)).toBe('let ');
    const rechecked = typed.apply(typed.tr.setMeta(codeHighlightKey, true));
    expect(highlighted(rechecked)).toEqual(['let', 'const', '8']);
  });

  it('guesses the language of a block that names none or one it does not know, and leaves an empty block alone', () => {
    for (const language of [null, 'cobol']) expect(highlighted(stateWithCode(language, '<p class="lead">Hello</p>')), String(language)).toContain('p');
    expect(highlighted(stateWithCode(null, ''))).toEqual([]);
  });
});
