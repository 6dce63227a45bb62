'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AdminFormState } from '@/lib/admin/form-state';
import { describeRule, uploadProblem, UPLOAD_RULES } from '@/lib/admin/upload-purposes';
import { itemPictureSchema } from '@/lib/validation/item-picture';
import { FieldErrors } from '../field-errors';
import { FormMessage } from '../form-message';
import { useAdminForm } from '../use-admin-form';
import styles from './sale-items.module.css';

type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

const ACCEPT = UPLOAD_RULES['item-picture'].extensions.map((extension) => `.${extension}`).join(',');

interface ItemPictureFormsProps {
  set: Action;
  remove: Action;
  item: number;
  hasPicture: boolean;
  /** The ids of what the forms are about: the item's name, and the rule for pictures above the table. */
  describedBy: string;
  loginHref: string;
}

/**
 * One item's picture: a file sent with its form (a plain multipart post without script), and its
 * removal. With script, the file is checked first by the upload rules, so a file too large is
 * refused before it is sent.
 */
export function ItemPictureForms({ set, remove, item, hasPicture, describedBy, loginHref }: ItemPictureFormsProps) {
  const t = useTranslations('admin.sales.items');
  const admin = useTranslations('admin');
  const api = useTranslations('api');
  const setting = useAdminForm(set, itemPictureSchema);
  const removing = useAdminForm(remove, itemPictureSchema);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One line for both forms: the answer of the one sent last (a page posted without script has one answer).
  const [last, setLast] = useState<'set' | 'remove' | null>(null);
  const answer = last === 'remove' || (last === null && removing.state.status !== 'idle') ? removing.state : setting.state;
  const formRef = useRef<HTMLFormElement>(null);
  // Saved: the row shows the new picture, and the chosen file would be sent again.
  useEffect(() => {
    if (setting.state.status === 'done') formRef.current?.reset();
  }, [setting.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = new FormData(event.currentTarget).get('picture');
    const problem = !(file instanceof File) || (file.size === 0 && !file.name) ? 'missing' : uploadProblem('item-picture', file);
    if (problem) {
      event.preventDefault();
      setRefusal(problem === 'missing' ? t('pictureMissing') : api(problem, describeRule('item-picture')));
      return;
    }
    setRefusal(null);
    setLast('set');
    setting.onSubmit(event);
  }
  function onRemove(event: FormEvent<HTMLFormElement>) {
    setRefusal(null);
    setLast('remove');
    removing.onSubmit(event);
  }
  function onInput(event: FormEvent<HTMLFormElement>) {
    setRefusal(null);
    setting.onInput(event);
  }

  const id = `item-picture-${item}`;
  const errors = refusal ? [refusal] : [...(setting.errors.item ?? []), ...(setting.errors.picture ?? [])];
  const target = <input type="hidden" name="item" value={item} />;
  return (
    <div className={styles.pictureForms}>
      <form ref={formRef} action={setting.formAction} onSubmit={onSubmit} onInput={onInput} className={styles.pictureForm} noValidate>
        {target}
        <label htmlFor={`${id}-file`}>{t('pictureFile')}</label>
        <input
          id={`${id}-file`}
          type="file"
          name="picture"
          accept={ACCEPT}
          aria-invalid={errors.length ? true : undefined}
          aria-describedby={errors.length ? `${describedBy} ${id}-error` : describedBy}
        />
        <FieldErrors id={`${id}-error`} messages={errors} />
        <button type="submit" className="button" disabled={setting.pending} aria-describedby={describedBy}>
          {setting.pending ? t('uploadingPicture') : hasPicture ? t('replacePicture') : t('uploadPicture')}
        </button>
      </form>
      {hasPicture ? (
        <form action={removing.formAction} onSubmit={onRemove}>
          {target}
          <button type="submit" className="button button-outline" disabled={removing.pending} aria-describedby={describedBy}>
            {removing.pending ? t('removingPicture') : t('removePicture')}
          </button>
        </form>
      ) : null}
      {/* Outside the forms: the removal's goes with the picture. */}
      <FormMessage state={answer} signInAgain={admin('signInAgain')} loginHref={loginHref} />
    </div>
  );
}
