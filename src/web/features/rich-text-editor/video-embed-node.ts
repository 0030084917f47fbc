import { Node } from '@tiptap/core';
import { videoEmbedOf } from './video-embed-url.js';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    videoEmbed: {
      /** Inserts a YouTube or Vimeo player for an address (watch page or embed); false for any other address. */
      setVideoEmbed: (options: { url: string; title: string }) => ReturnType;
    };
  }
}

/** Size the player is written with; the public page scales it to the column at 16:9. */
const PLAYER_WIDTH = '640';
const PLAYER_HEIGHT = '360';

/**
 * An embedded YouTube or Vimeo player (iframe). Stored as the bare iframe the sanitiser allows;
 * the wrapper <div> only lets the editor select the player as a whole.
 */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => videoEmbedOf(element.getAttribute('src') ?? '')?.src ?? null, rendered: false },
      title: { default: null, parseHTML: (element) => element.getAttribute('title') || null, rendered: false },
    };
  },

  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (element) => (videoEmbedOf(element.getAttribute('src') ?? '') ? null : false) }];
  },

  renderHTML({ node }) {
    const iframe: Record<string, string> = { src: node.attrs.src as string, width: PLAYER_WIDTH, height: PLAYER_HEIGHT, allowfullscreen: 'true' };
    if (node.attrs.title) iframe.title = node.attrs.title as string;
    return ['div', { 'data-video-embed': '' }, ['iframe', iframe]];
  },

  addCommands() {
    return {
      setVideoEmbed:
        ({ url, title }) =>
        ({ commands }) => {
          const embed = videoEmbedOf(url);
          return embed !== null && commands.insertContent({ type: this.name, attrs: { src: embed.src, title: title.trim() || null } });
        },
    };
  },
});
