'use client';

import { useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import {
  EDITOR_ALIGNS,
  EDITOR_FONTS,
  EDITOR_PALETTE,
  EDITOR_SIZES,
  linkHref,
  videoEmbedUrl,
  type EditorAlign,
  type EditorFont,
  type EditorSize,
} from '@/lib/editor/editor-rules';
import type { useStaffUpload } from '../use-staff-upload';
import styles from './editor.module.css';

type Panel = 'color' | 'link' | 'image' | 'video' | null;

/** A toolbar picture (the button's name is its label). */
function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

function ToolButton({ label, pressed, disabled, onClick, children }: { label: string; pressed?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.tool} aria-label={label} title={label} aria-pressed={pressed} disabled={disabled} onMouseDown={(event) => event.preventDefault()} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The spec's toolbar: sizes, headings 1-3, bold, italic, underline, lists, indent, colours, fonts,
 * links, images, videos, undo and redo; and tables (issue 49), whose row and column tools show
 * while the cursor is in one.
 */
interface EditorToolbarProps {
  editor: Editor;
  label: string;
  hintId: string;
  /** The editor's picture uploads: how the last one went. */
  uploads: Pick<ReturnType<typeof useStaffUpload>, 'busy' | 'message' | 'setMessage'>;
  /** Checks, uploads and puts in picture files (the picture button's, a paste's, a drop's). */
  onPictures: (files: File[], at?: number, alt?: string) => Promise<number>;
}

export function EditorToolbar({ editor, label, hintId, uploads, onPictures }: EditorToolbarProps) {
  const t = useTranslations('admin.editor');
  const [panel, setPanel] = useState<Panel>(null);
  const { busy, message, setMessage } = uploads;
  const fileInput = useRef<HTMLInputElement>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);
  // The panels sit inside the post's form: Enter applies the panel, never submits the post.
  function onEnter(event: KeyboardEvent<HTMLInputElement>, apply: () => void) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  }
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const style = current.getAttributes('textStyle');
      const heading = [1, 2, 3].find((level) => current.isActive('heading', { level }));
      const block = current.isActive('heading') ? current.getAttributes('heading') : current.getAttributes('paragraph');
      return {
        bold: current.isActive('bold'),
        italic: current.isActive('italic'),
        underline: current.isActive('underline'),
        bulletList: current.isActive('bulletList'),
        orderedList: current.isActive('orderedList'),
        table: current.isActive('table'),
        headerRow: current.isActive('tableHeader'),
        link: current.isActive('link'),
        size: (style.size as EditorSize | null) ?? 'normal',
        font: (style.font as EditorFont | null) ?? 'sans',
        color: (style.color as string | null) ?? '',
        block: heading ? `h${heading}` : 'paragraph',
        align: (block.align as EditorAlign | null) ?? 'left',
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
      };
    },
  });

  const toggle = (next: Panel) => {
    setMessage('');
    setPanel((open) => (open === next ? null : next));
  };
  const chain = () => editor.chain().focus();
  // An image or a video goes after the selection, never in place of selected text.
  const afterSelection = () => chain().setTextSelection(editor.state.selection.to);

  function setBlock(value: string) {
    if (value === 'paragraph') chain().setParagraph().run();
    else chain().setHeading({ level: Number(value.slice(1)) as 1 | 2 | 3 }).run();
  }

  function applyLink() {
    const typed = linkInput.current?.value ?? '';
    const { from, to } = editor.state.selection;
    const href = linkHref(typed, editor.state.doc.textBetween(from, to, ' '));
    if (!href) {
      // The spec: an address of another kind is left blank.
      chain().extendMarkRange('link').unsetLink().run();
      setMessage(t('linkBlank'));
      return;
    }
    if (from === to) chain().insertContent({ type: 'text', text: typed.trim() || href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain().extendMarkRange('link').setLink({ href }).run();
    setPanel(null);
  }

  function applyVideo() {
    const src = videoEmbedUrl(videoInput.current?.value ?? '');
    if (!src) {
      setMessage(t('videoInvalid'));
      return;
    }
    afterSelection().setVideo(src).run();
    setPanel(null);
  }

  async function insertImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const alt = altInput.current?.value.trim() ?? '';
    event.target.value = '';
    if (!file) return;
    if (await onPictures([file], editor.state.selection.to, alt)) setPanel(null);
  }

  return (
    <div className={styles.toolbarWrap}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${t('toolbar')}: ${label}`}>
        <select aria-label={t('size')} value={state.size} onChange={(event) => chain().setTextStyle({ size: event.target.value as EditorSize }).run()}>
          {EDITOR_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`sizes.${size}`)}
            </option>
          ))}
        </select>
        <select aria-label={t('block')} value={state.block} onChange={(event) => setBlock(event.target.value)}>
          {(['paragraph', 'h1', 'h2', 'h3'] as const).map((block) => (
            <option key={block} value={block}>
              {t(`blocks.${block}`)}
            </option>
          ))}
        </select>
        <select aria-label={t('font')} value={state.font} onChange={(event) => chain().setTextStyle({ font: event.target.value as EditorFont }).run()}>
          {EDITOR_FONTS.map((font) => (
            <option key={font} value={font}>
              {t(`fonts.${font}`)}
            </option>
          ))}
        </select>
        <span className={styles.group}>
          <ToolButton label={t('bold')} pressed={state.bold} onClick={() => chain().toggleBold().run()}>
            <b>B</b>
          </ToolButton>
          <ToolButton label={t('italic')} pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
            <i>I</i>
          </ToolButton>
          <ToolButton label={t('underline')} pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
            <u>U</u>
          </ToolButton>
          <ToolButton label={t('color')} pressed={panel === 'color'} onClick={() => toggle('color')}>
            <span className={styles.colorMark} style={state.color ? { borderBottomColor: state.color } : undefined}>
              A
            </span>
          </ToolButton>
        </span>
        <span className={styles.group}>
          <ToolButton label={t('bulletList')} pressed={state.bulletList} onClick={() => chain().toggleBulletList().run()}>
            <Icon d="M4 6h.01M4 12h.01M4 18h.01M8 6h12M8 12h12M8 18h12" />
          </ToolButton>
          <ToolButton label={t('orderedList')} pressed={state.orderedList} onClick={() => chain().toggleOrderedList().run()}>
            <Icon d="M4 5h1v4M4 9h2M4 14h2l-2 3h2M9 6h11M9 12h11M9 18h11" />
          </ToolButton>
          <ToolButton label={t('outdent')} onClick={() => chain().outdent().run()}>
            <Icon d="M4 6h16M10 10h10M10 14h10M4 18h16M7 9l-3 3 3 3" />
          </ToolButton>
          <ToolButton label={t('indent')} onClick={() => chain().indent().run()}>
            <Icon d="M4 6h16M10 10h10M10 14h10M4 18h16M4 9l3 3-3 3" />
          </ToolButton>
        </span>
        <select aria-label={t('align')} value={state.align} onChange={(event) => chain().setAlign(event.target.value as EditorAlign).run()}>
          {EDITOR_ALIGNS.map((align) => (
            <option key={align} value={align}>
              {t(`aligns.${align}`)}
            </option>
          ))}
        </select>
        <span className={styles.group}>
          <ToolButton label={t('link')} pressed={panel === 'link' || state.link} onClick={() => toggle('link')}>
            <Icon d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
          </ToolButton>
          <ToolButton label={t('image')} pressed={panel === 'image'} onClick={() => toggle('image')}>
            <Icon d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01" />
          </ToolButton>
          <ToolButton label={t('video')} pressed={panel === 'video'} onClick={() => toggle('video')}>
            <Icon d="M3 6h18v12H3zM10 9v6l5-3z" />
          </ToolButton>
        </span>
        <span className={styles.group}>
          <ToolButton label={t('table')} pressed={state.table} disabled={state.table} onClick={() => afterSelection().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}>
            <Icon d="M4 5h16v14H4zM4 10h16M4 15h16M10 5v14M15 5v14" />
          </ToolButton>
        </span>
        <span className={styles.group}>
          <ToolButton label={t('undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
            <Icon d="M9 14L4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4" />
          </ToolButton>
          <ToolButton label={t('redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
            <Icon d="M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h4" />
          </ToolButton>
        </span>
      </div>
      {state.table ? (
        <div className={styles.panel} role="group" aria-label={t('tableTools')}>
          {(
            [
              ['tableAddRow', () => chain().addRowAfter().run()],
              ['tableDeleteRow', () => chain().deleteRow().run()],
              ['tableAddColumn', () => chain().addColumnAfter().run()],
              ['tableDeleteColumn', () => chain().deleteColumn().run()],
              ['tableHeaderRow', () => chain().toggleHeaderRow().run()],
              ['tableDelete', () => chain().deleteTable().run()],
            ] as const
          ).map(([label, run]) => (
            <button
              key={label}
              type="button"
              className={styles.panelButton}
              aria-pressed={label === 'tableHeaderRow' ? state.headerRow : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={run}
            >
              {t(label)}
            </button>
          ))}
        </div>
      ) : null}
      {panel === 'color' ? (
        <div className={styles.panel}>
          <div className={styles.palette} role="group" aria-label={t('color')}>
            {EDITOR_PALETTE.map((color) => (
              <button
                key={color}
                type="button"
                className={styles.swatch}
                style={{ background: color }}
                aria-label={color}
                aria-pressed={state.color === color}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  chain().setTextStyle({ color }).run();
                  setPanel(null);
                }}
              />
            ))}
          </div>
          <button type="button" className={styles.panelButton} onClick={() => (chain().setTextStyle({ color: null }).run(), setPanel(null))}>
            {t('defaultColor')}
          </button>
        </div>
      ) : null}
      {panel === 'link' ? (
        <div className={styles.panel} role="group" aria-label={t('link')}>
          <label>
            {t('linkAddress')}
            <input ref={linkInput} type="text" inputMode="url" autoComplete="off" defaultValue={String(editor.getAttributes('link').href ?? '')} aria-describedby={`${hintId}-link`} onKeyDown={(event) => onEnter(event, applyLink)} autoFocus />
          </label>
          <span id={`${hintId}-link`} className={styles.hint}>
            {t('linkHint')}
          </span>
          <button type="button" className={styles.panelButton} onClick={applyLink}>
            {t('apply')}
          </button>
          {state.link ? (
            <button type="button" className={styles.panelButton} onClick={() => (chain().extendMarkRange('link').unsetLink().run(), setPanel(null))}>
              {t('removeLink')}
            </button>
          ) : null}
        </div>
      ) : null}
      {panel === 'image' ? (
        <div className={styles.panel} role="group" aria-label={t('image')}>
          <label>
            {t('imageAlt')}
            <input ref={altInput} type="text" autoComplete="off" maxLength={200} onKeyDown={(event) => onEnter(event, () => fileInput.current?.click())} autoFocus />
          </label>
          <button type="button" className={styles.panelButton} disabled={busy} onClick={() => fileInput.current?.click()}>
            {t('chooseImage')}
          </button>
          <input ref={fileInput} type="file" accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp" hidden onChange={insertImage} aria-label={t('chooseImage')} />
        </div>
      ) : null}
      {panel === 'video' ? (
        <div className={styles.panel} role="group" aria-label={t('video')}>
          <label>
            {t('videoAddress')}
            <input ref={videoInput} type="url" autoComplete="off" placeholder="https://www.youtube.com/watch?v=…" onKeyDown={(event) => onEnter(event, applyVideo)} autoFocus />
          </label>
          <button type="button" className={styles.panelButton} onClick={applyVideo}>
            {t('apply')}
          </button>
        </div>
      ) : null}
      {message ? (
        <p className={styles.message} role={busy ? 'status' : 'alert'}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
