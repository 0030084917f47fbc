import { BACKGROUND_COLOURS, TEXT_COLOURS, nearestPaletteColour } from '../../../common/rich-text-palette.js';

/**
 * Stored rich text keeps its alignment and colours in style attributes: the editor reads and
 * writes them so, and the server's sanitiser lets only these three properties through. The public
 * site's content security policy allows no inline style, so each declaration is shown by a class
 * of rich-text.css instead: the alignment by its keyword, a colour by its palette colour, any other
 * colour by the palette colour nearest to it (which also keeps coloured text readable, 4.5:1).
 */

const ALIGNMENTS = new Set(['left', 'right', 'center', 'justify']);

/** A palette colour's name in a class: lightBlue → light-blue. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The class a `property: value` declaration is shown by, or null for one the public site does not show. */
export function classOfDeclaration(property: string, value: string): string | null {
  const keyword = value.trim().toLowerCase();
  switch (property.trim().toLowerCase()) {
    case 'text-align':
      return ALIGNMENTS.has(keyword) ? `rt-align-${keyword}` : null;
    case 'color': {
      const colour = nearestPaletteColour(keyword, TEXT_COLOURS);
      return colour ? `rt-text-${kebab(colour.name)}` : null;
    }
    case 'background-color': {
      const colour = nearestPaletteColour(keyword, BACKGROUND_COLOURS);
      return colour ? `rt-bg-${kebab(colour.name)}` : null;
    }
    default:
      return null;
  }
}

/** The classes of a style attribute's declarations, in order, each once. */
function classesOfStyle(style: string): string[] {
  const classes = style.split(';').flatMap((declaration) => {
    const colon = declaration.indexOf(':');
    const found = colon > 0 ? classOfDeclaration(declaration.slice(0, colon), declaration.slice(colon + 1)) : null;
    return found ? [found] : [];
  });
  return [...new Set(classes)];
}

// The sanitiser writes every attribute double-quoted, and escapes `"` and `>` inside values.
const START_TAG_WITH_STYLE = /<([a-z][a-z0-9]*)\b([^>]*?)\sstyle="([^"]*)"([^>]*?)(\s*\/)?>/gi;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/i;

/** Rich text with each style attribute replaced by the classes that show the same (see above). */
export function styleAttributesToClasses(html: string): string {
  if (!html.includes(' style="')) return html;
  return html.replace(START_TAG_WITH_STYLE, (_tag, name: string, before: string, style: string, after: string, selfClosing: string | undefined) => {
    const classes = classesOfStyle(style);
    let attributes = `${before}${after}`;
    if (classes.length > 0) {
      const existing = CLASS_ATTRIBUTE.exec(attributes);
      attributes = existing ? attributes.replace(CLASS_ATTRIBUTE, ` class="${[existing[1], ...classes].join(' ')}"`) : `${attributes} class="${classes.join(' ')}"`;
    }
    return `<${name}${attributes}${selfClosing ?? ''}>`;
  });
}
