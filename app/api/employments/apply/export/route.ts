import { ownExportRoute } from '@/lib/server/route-kits';
import { ownExport } from '@/lib/server/services/own-records';

/** employments/apply/export/: the visitor's own applications, with their files, as a ZIP (issue 52). */
export const GET = ownExportRoute('application', (ids) => ownExport('application', ids), 'lotte-plaza-my-applications.zip');
