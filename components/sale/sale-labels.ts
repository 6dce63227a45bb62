import { getTranslations } from 'next-intl/server';
import type { ZoomDialogLabels } from './flyer-zoom-dialog';

export interface FlyerViewerLabels {
  tabs: string;
  noImage: string;
  zoom: string;
  print: string;
  printTitle: string;
  viewer: ZoomDialogLabels;
}

/** The flyer viewer's strings, and the edition names and alt template, in the request's language. */
export async function flyerLabels(): Promise<{ viewer: FlyerViewerLabels; tabNames: Record<number, string>; altTemplate: string }> {
  const t = await getTranslations('sale');
  return {
    viewer: {
      tabs: t('tabsLabel'),
      noImage: t('noImage'),
      zoom: t('zoom'),
      print: t('print'),
      printTitle: t('printTitle'),
      viewer: {
        title: t('viewer.title'),
        close: t('viewer.close'),
        zoomIn: t('viewer.zoomIn'),
        zoomOut: t('viewer.zoomOut'),
        reset: t('viewer.reset'),
        helpTouch: t('viewer.helpTouch'),
        helpKeys: t('viewer.helpKeys'),
        level: t.raw('viewer.level') as string,
      },
    },
    tabNames: { 1: t('tabs.1'), 2: t('tabs.2'), 3: t('tabs.3'), 4: t('tabs.4') },
    altTemplate: t.raw('flyerAlt') as string,
  };
}
