import { ownExportRoute } from '@/lib/server/route-kits';
import { ownExport } from '@/lib/server/services/own-records';

/** inquiry/export/: the visitor's own inquiries, with our answers and their files, as a ZIP (issue 52). */
export const GET = ownExportRoute('inquiry', (ids) => ownExport('inquiry', ids), 'lotte-plaza-my-inquiries.zip');
