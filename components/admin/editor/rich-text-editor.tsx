'use client';

import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { editorExtensions } from '@/lib/editor/extensions';
import { editorImageProblem } from '@/lib/editor/editor-rules';
import { leftOutPictures, onlyPictures, pictureFiles } from '@/lib/editor/pasted-pictures';
import { useReportedValue } from '../use-reported-value';
import { useStaffUpload } from '../use-staff-upload';
import { EditorToolbar } from './editor-toolbar';
import richText from '@/components/rich-text/rich-text.module.css';
import styles from './editor.module.css';

interface RichTextEditorProps {
  /** The form field the HTML is sent as. */
  name: string;
  id: string;
  label: string;
  initialHtml: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The back office's rich-text editor (tiptap): the toolbar the spec lists, its output in a hidden
 * field of the surrounding form. The toolbar's border turns blue while the text has focus.
 * Pictures pasted or dropped as files are uploaded as the picture button's are; pictures pasted
 * HTML points at elsewhere are left out, and the editor says so (lib/editor/pasted-pictures.ts).
 */
export function RichTextEditor({ name, id, label, initialHtml, invalid, describedBy }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [focused, setFocused] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useReportedValue(field, html);
  const labelId = `${id}-label`;
  const t = useTranslations('admin.editor');
  const api = useTranslations('api');
  const uploads = useStaffUpload('editor-image', { uploading: t('uploading'), uploadFailed: t('uploadFailed'), signedOut: api('staffSignedOut') });

  // The editor's handlers are set once, when it is made: they reach the current render through these.
  const onPictures = useRef<(files: File[], at?: number) => Promise<number>>(async () => 0);
  const onLeftOut = useRef<(count: number) => void>(() => undefined);
  const editor = useEditor({
    extensions: editorExtensions(),
    content: initialHtml,
    // Rendered on the client only: the server has no document to measure.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: `${styles.content} ${richText.richText}`,
      },
      handlePaste: (_view, event) => {
        const html = event.clipboardData?.getData('text/html') ?? '';
        const files = pictureFiles(event.clipboardData?.files);
        if (files.length && onlyPictures(html)) {
          void onPictures.current(files);
          return true;
        }
        const leftOut = leftOutPictures(html);
        if (leftOut) onLeftOut.current(leftOut);
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : pictureFiles(event.dataTransfer?.files);
        if (!files.length) {
          const leftOut = leftOutPictures(event.dataTransfer?.getData('text/html') ?? '');
          if (leftOut) onLeftOut.current(leftOut);
          return false;
        }
        event.preventDefault();
        void onPictures.current(files, view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  });

  /** Checks and uploads picture files, and puts them in at `at` (after the selection if not given): how many went in. */
  async function insertPictures(files: File[], at?: number, alt = ''): Promise<number> {
    let inserted = 0;
    for (const file of files) {
      const problem = editorImageProblem(file);
      if (problem) {
        uploads.setMessage(problem === 'imageType' ? api('editorImageType') : api('editorImageSize'));
        continue;
      }
      const stored = await uploads.upload(file);
      if (!stored || !editor) continue;
      editor.chain().focus().insertContentAt(at ?? editor.state.selection.to, { type: 'image', attrs: { src: stored.url, alt } }).run();
      // The cursor after the picture, not on it: what is typed or pasted next must not replace it.
      editor.commands.setTextSelection(editor.state.selection.to);
      inserted += 1;
    }
    return inserted;
  }
  useEffect(() => {
    onPictures.current = insertPictures;
    onLeftOut.current = (count) => uploads.setMessage(t('picturesLeftOut', { count }));
  });

  return (
    <div className={styles.editor} data-field={name} data-focused={focused || undefined} data-invalid={invalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {editor ? <EditorToolbar editor={editor} label={label} hintId={id} uploads={uploads} onPictures={insertPictures} /> : <div className={styles.toolbar} aria-hidden="true" />}
      <EditorContent editor={editor} />
      <input ref={field} type="hidden" name={name} value={html} />
    </div>
  );
}
