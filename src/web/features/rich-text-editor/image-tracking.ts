import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/**
 * Which images enter and leave the content (SPEC §7: image-added, image-removed). The editor
 * compares the set of image sources after each change with the set before it.
 */

export interface ImageSourceDiff {
  added: string[];
  removed: string[];
}

/** The src of every image in a document. */
export function imageSourcesOf(doc: ProseMirrorNode): Set<string> {
  const sources = new Set<string>();
  doc.descendants((node) => {
    if (node.type.name === 'image' && typeof node.attrs.src === 'string' && node.attrs.src !== '') sources.add(node.attrs.src);
    return true;
  });
  return sources;
}

export function diffImageSources(before: ReadonlySet<string>, after: ReadonlySet<string>): ImageSourceDiff {
  return { added: [...after].filter((src) => !before.has(src)), removed: [...before].filter((src) => !after.has(src)) };
}

/**
 * Images removed and not back yet. A removal is only final once the editor closes: until then
 * undo (or pasting the image again) brings it back, and its file must still be there.
 */
export class PendingRemovals {
  private sources = new Set<string>();
  private current: Set<string>;

  constructor(initial: ReadonlySet<string>) {
    this.current = new Set(initial);
  }

  /** Records the images of the document after a change. */
  update(sources: Set<string>): ImageSourceDiff {
    const diff = diffImageSources(this.current, sources);
    this.current = sources;
    for (const src of diff.removed) this.sources.add(src);
    for (const src of diff.added) this.sources.delete(src);
    return diff;
  }

  /** The removals to report now, forgotten once taken. */
  take(): string[] {
    const taken = [...this.sources];
    this.sources.clear();
    return taken;
  }
}
