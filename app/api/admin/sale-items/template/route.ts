import { staffRoute } from '@/lib/server/admin/staff-route';
import { itemTemplate } from '@/lib/sale/item-import';

/**
 * GET the flyer items' CSV template (the import's columns and two example rows), for staff who
 * manage weekly sales. It starts with a byte order mark: without one, Excel reads a CSV in the
 * PC's own code page and shows the Hangul as mojibake.
 */
export const GET = staffRoute(
  () => ['sales:manage'],
  async () =>
    new Response(`\uFEFF${itemTemplate()}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="sale-items-template.csv"',
        'Cache-Control': 'no-store',
      },
    }),
);
