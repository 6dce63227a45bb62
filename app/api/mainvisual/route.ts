import { publicJson, route } from '@/lib/server/http';
import { listMainVisuals } from '@/lib/server/services/slides';

export const GET = route(async () => publicJson(await listMainVisuals()));
