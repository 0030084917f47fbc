import { findChildren } from '@tiptap/core';
import CodeBlock from '@tiptap/extension-code-block';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view';
import { lowlight } from './code-languages.js';

/** How often code blocks are highlighted again while the text changes (SPEC §9). */
export const CODE_HIGHLIGHT_RECHECK_MS = 1000;

export const codeHighlightKey = new PluginKey<DecorationSet>('codeHighlight');

/** A node of lowlight's highlighted tree (hast): text, or an element with classes around its children. */
type HighlightedNode = ReturnType<typeof lowlight.highlight>['children'][number];

/** Runs of a highlighted tree's text with the classes of the elements around them. */
function classedRuns(nodes: HighlightedNode[], classes: string[] = []): { length: number; classes: string[] }[] {
  return nodes.flatMap((node) => {
    if (node.type === 'text') return [{ length: node.value.length, classes }];
    if (node.type !== 'element') return [];
    const own = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
    return classedRuns(node.children, [...classes, ...own]);
  });
}

/** The highlighting of every code block in `doc`: in its language, or the likeliest one when it names none. */
export function codeDecorations(doc: ProseMirrorNode, nodeName: string): DecorationSet {
  const decorations: Decoration[] = [];
  for (const block of findChildren(doc, (node) => node.type.name === nodeName)) {
    const language = block.node.attrs.language as string | null;
    const text = block.node.textContent;
    const tree = language && lowlight.registered(language) ? lowlight.highlight(language, text) : lowlight.highlightAuto(text);
    let from = block.pos + 1;
    for (const run of classedRuns(tree.children)) {
      if (run.classes.length > 0) decorations.push(Decoration.inline(from, from + run.length, { class: run.classes.join(' ') }));
      from += run.length;
    }
  }
  return DecorationSet.create(doc, decorations);
}

/**
 * Highlights code blocks when the editor opens, then at most once every CODE_HIGHLIGHT_RECHECK_MS
 * while the text changes: in between, the colours move with the text they were given to, so
 * typing in a long block does not parse it again on every key.
 */
export function codeHighlightPlugin(nodeName: string): Plugin<DecorationSet> {
  return new Plugin<DecorationSet>({
    key: codeHighlightKey,
    state: {
      init: (_, { doc }) => codeDecorations(doc, nodeName),
      apply: (tr, decorations) => (tr.getMeta(codeHighlightKey) ? codeDecorations(tr.doc, nodeName) : decorations.map(tr.mapping, tr.doc)),
    },
    props: {
      decorations: (state) => codeHighlightKey.getState(state),
    },
    view() {
      let recheck: ReturnType<typeof setTimeout> | undefined;
      const highlightAgain = (view: EditorView) => {
        recheck = undefined;
        if (!view.isDestroyed) view.dispatch(view.state.tr.setMeta(codeHighlightKey, true).setMeta('addToHistory', false));
      };
      return {
        update(view, previous) {
          if (recheck !== undefined || view.state.doc === previous.doc) return;
          if (findChildren(view.state.doc, (node) => node.type.name === nodeName).length > 0) recheck = setTimeout(() => highlightAgain(view), CODE_HIGHLIGHT_RECHECK_MS);
        },
        destroy() {
          clearTimeout(recheck);
        },
      };
    },
  });
}

/** The code block with its language's highlighting (CODE_LANGUAGES), re-checked every second while it changes. */
export const HighlightedCodeBlock = CodeBlock.extend({
  addProseMirrorPlugins() {
    return [...(this.parent?.() ?? []), codeHighlightPlugin(this.name)];
  },
});
