import { Extension, Mark, Node, type AnyExtension, type CommandProps } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import {
  EDITOR_ALIGNS,
  EDITOR_FONTS,
  EDITOR_HEADINGS,
  EDITOR_HISTORY,
  EDITOR_SIZES,
  MAX_INDENT,
  colorClass,
  isAllowedLink,
  isEmbedUrl,
  isKeptImageSrc,
  isPaletteColor,
  type EditorAlign,
  type EditorFont,
  type EditorSize,
} from './editor-rules';

/*
 * The admin editor's document: what it can hold and the HTML it writes. The HTML uses the classes
 * and styles the site's sanitizer allows (lib/server/html/sanitize.ts) and the rich-text styles
 * show (components/rich-text), so a post reads on the site as it did in the editor.
 */

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textStyle: {
      /** Sets size, font or colour on the selection (null: back to the default). */
      setTextStyle: (attributes: { size?: EditorSize | null; font?: EditorFont | null; color?: string | null }) => ReturnType;
    };
    blockFormat: {
      indent: () => ReturnType;
      outdent: () => ReturnType;
      setAlign: (align: EditorAlign) => ReturnType;
    };
    videoEmbed: {
      setVideo: (src: string) => ReturnType;
    };
  }
}

const classValue = (element: HTMLElement, prefix: string, allowed: readonly string[]) => {
  const found = [...element.classList].find((name) => name.startsWith(prefix))?.slice(prefix.length);
  return found && allowed.includes(found) ? found : null;
};

const hex = (value: number) => value.toString(16).padStart(2, '0');

/** A span's palette colour: its class, or (pasted text) its style, which browsers report as rgb(). */
function colorOf(element: HTMLElement): string | null {
  const named = [...element.classList].find((name) => name.startsWith('ql-color-'));
  const raw = named ? `#${named.slice('ql-color-'.length)}` : element.style.color.trim().toLowerCase();
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(raw);
  const value = rgb ? `#${hex(Number(rgb[1]))}${hex(Number(rgb[2]))}${hex(Number(rgb[3]))}` : raw;
  return isPaletteColor(value) ? value : null;
}

const DEFAULT_SIZE: EditorSize = 'normal';
const DEFAULT_FONT: EditorFont = 'sans';

/**
 * Size, font and colour of a run of text: `<span class="ql-size-large ql-font-serif ql-color-e60000">`.
 * Colour is a class, not a style: browsers rewrite style colours, and only palette colours exist.
 */
export const TextStyle = Mark.create({
  name: 'textStyle',
  addAttributes() {
    return {
      size: {
        default: null,
        parseHTML: (element) => classValue(element, 'ql-size-', EDITOR_SIZES),
        renderHTML: (attributes) => (attributes.size && attributes.size !== DEFAULT_SIZE ? { class: `ql-size-${attributes.size}` } : {}),
      },
      font: {
        default: null,
        parseHTML: (element) => classValue(element, 'ql-font-', EDITOR_FONTS),
        renderHTML: (attributes) => (attributes.font && attributes.font !== DEFAULT_FONT ? { class: `ql-font-${attributes.font}` } : {}),
      },
      color: {
        default: null,
        parseHTML: (element) => colorOf(element),
        renderHTML: (attributes) => (isPaletteColor(attributes.color) ? { class: colorClass(attributes.color) } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span', getAttrs: (element) => (classValue(element, 'ql-size-', EDITOR_SIZES) || classValue(element, 'ql-font-', EDITOR_FONTS) || colorOf(element) ? {} : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setTextStyle:
        (attributes) =>
        ({ state, tr, dispatch }) => {
          const type = state.schema.marks[this.name]!;
          const { from, to, empty } = tr.selection;
          const merged = (old: Record<string, unknown>) => {
            const next = { ...old, ...attributes };
            if (!isPaletteColor(next.color)) next.color = null;
            const plain = (next.size ?? DEFAULT_SIZE) === DEFAULT_SIZE && (next.font ?? DEFAULT_FONT) === DEFAULT_FONT && !next.color;
            return plain ? null : next;
          };
          if (empty) {
            const current = type.isInSet(tr.storedMarks ?? tr.selection.$from.marks())?.attrs ?? {};
            const next = merged(current);
            tr.removeStoredMark(type);
            if (next) tr.addStoredMark(type.create(next));
          } else {
            // Each run keeps what it had and takes the change (a coloured word stays coloured when resized).
            state.doc.nodesBetween(from, to, (node, pos) => {
              if (!node.isText) return;
              const start = Math.max(pos, from);
              const end = Math.min(pos + node.nodeSize, to);
              const next = merged(type.isInSet(node.marks)?.attrs ?? {});
              tr.removeMark(start, end, type);
              if (next) tr.addMark(start, end, type.create(next));
            });
          }
          if (dispatch) dispatch(tr);
          return true;
        },
    };
  },
});

const BLOCKS = ['paragraph', 'heading'];

/** Indent (1-8) and alignment of paragraphs and headings, as the sanitizer's `ql-` classes. */
export const BlockFormat = Extension.create({
  name: 'blockFormat',
  addGlobalAttributes() {
    return [
      {
        types: BLOCKS,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => Number(classValue(element, 'ql-indent-', ['1', '2', '3', '4', '5', '6', '7', '8']) ?? 0),
            renderHTML: (attributes) => (attributes.indent > 0 ? { class: `ql-indent-${attributes.indent}` } : {}),
          },
          align: {
            default: null,
            parseHTML: (element) => classValue(element, 'ql-align-', EDITOR_ALIGNS),
            renderHTML: (attributes) => (attributes.align && attributes.align !== 'left' ? { class: `ql-align-${attributes.align}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    const each =
      (change: (attrs: Record<string, unknown>) => Record<string, unknown>) =>
      () =>
      ({ state, tr, dispatch }: CommandProps) => {
        const { from, to } = tr.selection;
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (BLOCKS.includes(node.type.name)) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...change(node.attrs) });
        });
        if (dispatch) dispatch(tr);
        return true;
      };
    return {
      indent: each((attrs) => ({ indent: Math.min(MAX_INDENT, Number(attrs.indent ?? 0) + 1) })),
      outdent: each((attrs) => ({ indent: Math.max(0, Number(attrs.indent ?? 0) - 1) })),
      setAlign: (align: EditorAlign) => each(() => ({ align: align === 'left' ? null : align }))(),
    };
  },
});

/** A picture the editor may hold: uploaded or on the web, never data (pictures are uploaded). */
const insertableImage = (src: string) => !src.startsWith('data:') && isKeptImageSrc(src);

/**
 * Pictures, kept only when the site would show them (lib/html/media-rules.ts): a pasted
 * `<img src=x>` is left out here as the sanitizer leaves it out of the page.
 */
const SiteImage = Image.extend({
  parseHTML() {
    return [{ tag: 'img[src]', getAttrs: (element) => (insertableImage(element.getAttribute('src') ?? '') ? null : false) }];
  },
  addCommands() {
    return {
      setImage:
        (options) =>
        ({ commands }) =>
          insertableImage(options.src) ? commands.insertContent({ type: this.name, attrs: options }) : false,
    };
  },
});

/** A YouTube or Vimeo player: `<iframe class="ql-video" src="https://…/embed/…">`. */
export const VideoEmbed = Node.create({
  name: 'videoEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (element) => (isEmbedUrl(element.getAttribute('src') ?? '') ? { src: element.getAttribute('src') } : false) }];
  },
  renderHTML({ node }) {
    const src = String(node.attrs.src);
    return ['iframe', { class: 'ql-video', src, title: src.includes('vimeo') ? 'Vimeo' : 'YouTube', frameborder: '0', allowfullscreen: 'true' }];
  },
  addCommands() {
    return {
      setVideo:
        (src) =>
        ({ commands }) =>
          isEmbedUrl(src) ? commands.insertContent({ type: this.name, attrs: { src } }) : false,
    };
  },
});

/** Every extension of the editor, configured to the spec's rules. */
export function editorExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [...EDITOR_HEADINGS] },
      undoRedo: { ...EDITOR_HISTORY },
      // The spec's toolbar has none of these.
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel', 'sms'],
        isAllowedUri: (url) => isAllowedLink(url),
        // The site adds target and rel to outside links when it shows a post.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    TextStyle,
    BlockFormat,
    SiteImage,
    VideoEmbed,
    // Price lists and holiday hours; a table pasted from a web page or Word stays a table. No
    // column resizing: the widths it would write are styles the site does not keep.
    TableKit.configure({ table: { resizable: false } }),
  ];
}
