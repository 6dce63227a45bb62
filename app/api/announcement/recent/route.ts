import { publicJson, route } from '@/lib/server/http';
import { listRecentAnnouncements } from '@/lib/server/services/announcements';

/** The home page's notice list: id, title, clean_content (and the English fields). */
export const GET = route(async () => publicJson(await listRecentAnnouncements()));
