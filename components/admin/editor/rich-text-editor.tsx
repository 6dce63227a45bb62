'use client';

import { useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { editorExtensions } from '@/lib/editor/extensions';
import { useReportedValue } from '../use-reported-value';
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
 */
export function RichTextEditor({ name, id, label, initialHtml, invalid, describedBy }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [focused, setFocused] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useReportedValue(field, html);
  const labelId = `${id}-label`;
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
    },
    onUpdate: ({ editor: current }) => setHtml(current.isEmpty ? '' : current.getHTML()),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  });

  return (
    <div className={styles.editor} data-field={name} data-focused={focused || undefined} data-invalid={invalid || undefined}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {editor ? <EditorToolbar editor={editor} label={label} hintId={id} /> : <div className={styles.toolbar} aria-hidden="true" />}
      <EditorContent editor={editor} />
      <input ref={field} type="hidden" name={name} value={html} />
    </div>
  );
}
