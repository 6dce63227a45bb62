'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { homeSlideSchema, SLIDE_CATEGORIES, SLIDE_TYPES } from '@/lib/validation/home-slide';
import { FieldErrors } from './field-errors';
import { RecordForm, type RecordFormSlot } from './record-form';
import { UploadSlot } from './upload-slot';
import { useAdminForm } from './use-admin-form';
import type { Option } from './posting-form';
import styles from './admin.module.css';

type StoredFile = { id: number; url: string } | null;
type SlideFile = 'adv_image_pc_ko' | 'adv_image_mobile_ko' | 'adv_image_pc_en' | 'adv_image_mobile_en' | 'img_image_pc' | 'img_image_mobile' | 'vd_video_file';

export interface SlideFormValues {
  visual_tp: number;
  published: boolean;
  adv_event_id: number | null;
  img_text_yn: boolean;
  img_main_text_ko: string;
  img_main_text_en: string;
  img_text_ko: string;
  img_text_en: string;
  img_text_color: string;
  img_category: number;
  vd_link_url: string;
  vd_video_url: string;
  vd_autoplay_yn: boolean;
  files: Record<SlideFile, StoredFile>;
}

interface SlideFormProps extends RecordFormSlot<SlideFormValues> {
  deals: Option[];
}

/** A home slide (spec section 3): an advertisement for a deal, a picture with text, or a video; only the chosen type's fields show. */
export function SlideForm({ action, initial, deals, loginHref, notice, revision }: SlideFormProps) {
  const t = useTranslations('admin.slides');
  const form = useAdminForm(action, homeSlideSchema);
  const { errors } = form;
  const [type, setType] = useState(initial.visual_tp);
  const slot = (name: SlideFile) => (
    <UploadSlot
      key={name}
      name={name}
      purpose={name === 'vd_video_file' ? 'slide-video' : 'slide-image'}
      preview={name === 'vd_video_file' ? 'name' : 'image'}
      label={t(`files.${name}`)}
      initial={initial.files[name]}
      error={errors[name]}
    />
  );
  const text = (name: 'img_main_text_ko' | 'img_main_text_en' | 'img_text_ko' | 'img_text_en' | 'vd_link_url' | 'vd_video_url', label: string, lang?: string, hint?: string) => (
    <label className={styles.field}>
      {label}
      <input type={name.startsWith('vd_') ? 'url' : 'text'} name={name} lang={lang} defaultValue={initial[name]} maxLength={500} aria-invalid={errors[name] ? true : undefined} aria-describedby={errors[name] ? `slide-${name}-error` : hint ? `slide-${name}-hint` : undefined} />
      {hint ? (
        <span id={`slide-${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      <FieldErrors id={`slide-${name}-error`} messages={errors[name]} />
    </label>
  );

  return (
    <RecordForm form={form} words={{ save: t('save'), saving: t('saving') }} published={initial.published} loginHref={loginHref} notice={notice} revision={revision}>
      <fieldset className={styles.fieldset}>
        <legend>{t('type')}</legend>
        <div className={styles.inline}>
          {SLIDE_TYPES.map((value) => (
            <label key={value} className={styles.check}>
              <input type="radio" name="visual_tp" value={value} checked={type === value} onChange={() => setType(value)} />
              {t(`types.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {type === 1 ? (
        <>
          <label className={styles.field}>
            {t('deal')}
            <select name="adv_event_id" defaultValue={initial.adv_event_id ?? ''}>
              <option value="">{t('noDeal')}</option>
              {deals.map((deal) => (
                <option key={deal.value} value={deal.value}>
                  {deal.label}
                </option>
              ))}
            </select>
          </label>
          <fieldset className={styles.fieldset}>
            <legend>{t('pictures')}</legend>
            <p className={styles.hint}>{t('picturesHint')}</p>
            <div className={styles.flyerGrid}>{(['adv_image_pc_ko', 'adv_image_mobile_ko', 'adv_image_pc_en', 'adv_image_mobile_en'] as const).map(slot)}</div>
          </fieldset>
        </>
      ) : null}
      {type === 2 ? (
        <>
          <fieldset className={styles.fieldset}>
            <legend>{t('pictures')}</legend>
            <p className={styles.hint}>{t('picturesHint')}</p>
            <div className={styles.flyerGrid}>{(['img_image_pc', 'img_image_mobile'] as const).map(slot)}</div>
          </fieldset>
          <label className={styles.check}>
            <input type="checkbox" name="img_text_yn" value="true" defaultChecked={initial.img_text_yn} />
            {t('textYn')}
          </label>
          {text('img_main_text_ko', t('mainTextKo'), 'ko')}
          {text('img_main_text_en', t('mainTextEn'), 'en')}
          {text('img_text_ko', t('textKo'), 'ko')}
          {text('img_text_en', t('textEn'), 'en')}
          <div className={styles.inline}>
            <label className={styles.field}>
              {t('textColor')}
              <input type="color" name="img_text_color" defaultValue={initial.img_text_color} />
            </label>
            <label className={styles.field}>
              {t('category')}
              <select name="img_category" defaultValue={initial.img_category}>
                {SLIDE_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`categories.${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </>
      ) : null}
      {type === 3 ? (
        <>
          {text('vd_video_url', t('videoUrl'), undefined, t('videoUrlHint'))}
          <div className={styles.flyerGrid}>{slot('vd_video_file')}</div>
          {text('vd_link_url', t('linkUrl'))}
          <label className={styles.check}>
            <input type="checkbox" name="vd_autoplay_yn" value="true" defaultChecked={initial.vd_autoplay_yn} />
            {t('autoplay')}
          </label>
        </>
      ) : null}
    </RecordForm>
  );
}
