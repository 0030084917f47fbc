import { getSchema } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { PendingRemovals, diffImageSources, imageSourcesOf } from './image-tracking.js';

const set = (...sources: string[]) => new Set(sources);

describe('diffImageSources', () => {
  it('names the sources added and removed between two sets', () => {
    expect(diffImageSources(set('/media/a.png', '/media/b.png'), set('/media/b.png', 'https://x.example/c.jpg'))).toEqual({
      added: ['https://x.example/c.jpg'],
      removed: ['/media/a.png'],
    });
    expect(diffImageSources(set('/media/a.png'), set('/media/a.png'))).toEqual({ added: [], removed: [] });
  });
});

describe('imageSourcesOf', () => {
  it('collects the src of every image, at any depth, once', () => {
    const schema = getSchema([StarterKit, Image]);
    const image = (src: string) => ({ type: 'image', attrs: { src } });
    const doc = schema.nodeFromJSON({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'x' }] },
        image('/media/a.png'),
        { type: 'blockquote', content: [image('/media/b.png'), image('/media/a.png')] },
      ],
    });
    expect(imageSourcesOf(doc)).toEqual(set('/media/a.png', '/media/b.png'));
  });
});

describe('PendingRemovals', () => {
  it('keeps a removal pending until taken, and forgets it when the image comes back (undo)', () => {
    const pending = new PendingRemovals(set('/media/a.png', '/media/b.png'));
    expect(pending.update(set('/media/b.png'))).toEqual({ added: [], removed: ['/media/a.png'] });
    pending.update(set());
    pending.update(set('/media/b.png'));
    expect(pending.take()).toEqual(['/media/a.png']);
    expect(pending.take()).toEqual([]);
  });

  it('reports an image added and removed in the same session', () => {
    const pending = new PendingRemovals(set());
    pending.update(set('/media/new.png'));
    pending.update(set());
    expect(pending.take()).toEqual(['/media/new.png']);
  });
});
