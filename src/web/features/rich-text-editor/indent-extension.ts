import { type CommandProps, Extension, findParentNode } from '@tiptap/core';
import { parseIndentLevel, shiftIndentLevel } from './indent-level.js';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** One level in: a list item nests under the one before it; paragraphs and headings get data-indent (at most 8). */
      indent: () => ReturnType;
      /** One level out: a nested list item moves up, a paragraph or heading loses a level. */
      outdent: () => ReturnType;
    };
  }
}

const INDENTABLE = ['paragraph', 'heading'];
const LIST_ITEMS = ['listItem', 'taskItem'];

function shiftIndent({ state, tr, dispatch, commands }: CommandProps, direction: 1 | -1): boolean {
  const listItem = findParentNode((node) => LIST_ITEMS.includes(node.type.name))(state.selection);
  if (listItem) return direction === 1 ? commands.sinkListItem(listItem.node.type) : commands.liftListItem(listItem.node.type);
  let isChanged = false;
  const { from, to } = state.selection;
  state.doc.nodesBetween(from, to, (node, pos, parent) => {
    if (!INDENTABLE.includes(node.type.name)) return true;
    // Paragraphs of list items are indented by nesting the item, not by a level of their own.
    if (parent && LIST_ITEMS.includes(parent.type.name)) return false;
    const level = shiftIndentLevel(node.attrs.indent as number, direction);
    if (level !== node.attrs.indent) {
      isChanged = true;
      if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: level });
    }
    return false;
  });
  return isChanged;
}

/** Indent levels 1–8 of paragraphs and headings as data-indent (SPEC §9), and of list items by nesting. */
export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: INDENTABLE,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => parseIndentLevel(element.getAttribute('data-indent')),
            renderHTML: (attributes) => ((attributes.indent as number) > 0 ? { 'data-indent': String(attributes.indent) } : {}),
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indent: () => (props) => shiftIndent(props, 1),
      outdent: () => (props) => shiftIndent(props, -1),
    };
  },

  // NOTE: not Tab: in a page of form fields Tab must leave the editor (WCAG 2.1.2); lists keep
  // their own Tab for nesting, as users of word processors expect.
  addKeyboardShortcuts() {
    return {
      'Mod-]': () => this.editor.commands.indent(),
      'Mod-[': () => this.editor.commands.outdent(),
    };
  },
});
