import { getTranslations } from 'next-intl/server';
import type { EditorLabels } from './editor-toolbar';

/** The editor's words in the admin's language (the editor is a client leaf: it gets them as props). */
export async function editorLabels(): Promise<EditorLabels> {
  const t = await getTranslations('admin.editor');
  const api = await getTranslations('api');
  return {
    toolbar: t('toolbar'),
    size: t('size'),
    sizes: { small: t('sizes.small'), normal: t('sizes.normal'), large: t('sizes.large'), huge: t('sizes.huge') },
    block: t('block'),
    blocks: { paragraph: t('blocks.paragraph'), h1: t('blocks.h1'), h2: t('blocks.h2'), h3: t('blocks.h3') },
    font: t('font'),
    fonts: { sans: t('fonts.sans'), serif: t('fonts.serif'), monospace: t('fonts.monospace') },
    align: t('align'),
    aligns: { left: t('aligns.left'), center: t('aligns.center'), right: t('aligns.right'), justify: t('aligns.justify') },
    bold: t('bold'),
    italic: t('italic'),
    underline: t('underline'),
    bulletList: t('bulletList'),
    orderedList: t('orderedList'),
    indent: t('indent'),
    outdent: t('outdent'),
    color: t('color'),
    defaultColor: t('defaultColor'),
    link: t('link'),
    linkAddress: t('linkAddress'),
    linkHint: t('linkHint'),
    linkBlank: t('linkBlank'),
    removeLink: t('removeLink'),
    image: t('image'),
    imageAlt: t('imageAlt'),
    chooseImage: t('chooseImage'),
    uploading: t('uploading'),
    imageType: api('editorImageType'),
    imageSize: api('editorImageSize'),
    uploadFailed: t('uploadFailed'),
    signedOut: api('staffSignedOut'),
    video: t('video'),
    videoAddress: t('videoAddress'),
    videoInvalid: t('videoInvalid'),
    apply: t('apply'),
    undo: t('undo'),
    redo: t('redo'),
  };
}
