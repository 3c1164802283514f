import { Node } from '@tiptap/core';

export interface BackgroundAttrs {
  color: string | null;
  image: string | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    background: {
      /** Wraps the selected blocks (or the whole document) in a background colour or image. */
      setBackground: (attrs: BackgroundAttrs, whole: boolean) => ReturnType;
      /** Removes the background around the selection. */
      unsetBackground: () => ReturnType;
    };
  }
}

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * A background for the document or a block. The sanitiser allows no `url()` in styles, so an
 * image background is an <img> the stylesheet places behind the content.
 */
export const BackgroundBox = Node.create({
  name: 'backgroundBox',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (el) => {
          const value = el.style.backgroundColor;
          return value || null;
        },
      },
      image: {
        default: null,
        parseHTML: (el) => el.querySelector(':scope > img.sw-bg__img')?.getAttribute('src') ?? null,
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div.sw-bg', contentElement: 'div.sw-bg__content' }];
  },
  renderHTML({ node }) {
    const { color, image } = node.attrs as BackgroundAttrs;
    const attrs: Record<string, string> = { class: image ? 'sw-bg sw-bg--image' : 'sw-bg' };
    if (color && (HEX.test(color) || /^rgba?\([\d\s.,%]+\)$/.test(color))) {
      attrs.style = `background-color: ${color}`;
    }
    const content: [string, Record<string, string>, 0] = ['div', { class: 'sw-bg__content' }, 0];
    return image
      ? ['div', attrs, ['img', { class: 'sw-bg__img', src: image, alt: '' }], content]
      : ['div', attrs, content];
  },
  addCommands() {
    return {
      setBackground:
        (attrs, whole) =>
        ({ state, chain }) => {
          const existing = findBackground(state.selection.$from);
          if (existing !== null && !whole) {
            return chain().updateAttributes(this.name, attrs).run();
          }
          const c = chain();
          if (whole) c.selectAll();
          return c.wrapIn(this.name, attrs).run();
        },
      unsetBackground:
        () =>
        ({ commands }) =>
          commands.lift(this.name),
    };
  },
});

function findBackground($pos: import('@tiptap/pm/model').ResolvedPos): number | null {
  for (let d = $pos.depth; d > 0; d--) {
    if ($pos.node(d).type.name === 'backgroundBox') return $pos.before(d);
  }
  return null;
}
