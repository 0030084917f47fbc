import { getSchema } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorState, TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { insertUploadedImage } from './image-upload-plugin.js';

const schema = getSchema([StarterKit, Image]);
const paragraph = (text = '') => ({ type: 'paragraph', content: text ? [{ type: 'text', text }] : [] });
const docOf = (...paragraphs: object[]) => schema.nodeFromJSON({ type: 'doc', content: paragraphs });
const image = () => schema.nodes.image!.create({ src: '/media/abc', alt: '' });

/** The document as a short outline: [image] for images, the text of paragraphs, | at the cursor. */
function outline(doc: ProseMirrorNode, cursor: number): string[] {
  const blocks: string[] = [];
  doc.forEach((node, offset) => {
    if (node.type.name === 'image') blocks.push('[image]');
    else {
      const inside = cursor - offset - 1;
      blocks.push(inside >= 0 && inside <= node.content.size ? `${node.textContent.slice(0, inside)}|${node.textContent.slice(inside)}` : node.textContent);
    }
  });
  return blocks;
}

function insert(doc: ProseMirrorNode, placeholder: number, cursor: number): string[] {
  const state = EditorState.create({ doc, selection: TextSelection.create(doc, cursor) });
  const tr = insertUploadedImage(state.tr, placeholder, image());
  return outline(tr.doc, tr.selection.from);
}

describe('insertUploadedImage', () => {
  it('puts the image before an empty paragraph and keeps the waiting cursor after it', () => {
    expect(insert(docOf(paragraph()), 1, 1)).toEqual(['[image]', '|']);
  });

  it('splits a paragraph at the placeholder; the cursor goes on after the image', () => {
    expect(insert(docOf(paragraph('abcd')), 3, 3)).toEqual(['ab', '[image]', '|cd']);
  });

  it('adds a paragraph for the cursor when the image ends the document', () => {
    expect(insert(docOf(paragraph('abc')), 4, 4)).toEqual(['abc', '[image]', '|']);
  });

  it('leaves a cursor that moved elsewhere where it is', () => {
    expect(insert(docOf(paragraph('abc'), paragraph('xyz')), 4, 7)).toEqual(['abc', '[image]', 'x|yz']);
  });
});
