import { publicJson, route } from '@/lib/server/http';
import { listMainVisuals } from '@/lib/server/services/main-visuals';

export const GET = route(async () => publicJson(await listMainVisuals()));
