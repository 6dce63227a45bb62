import { databaseIsUp } from '@/lib/server/services/health';

export const dynamic = 'force-dynamic';

/** For load balancers and the end-to-end tests: 200 once the database is migrated and answers. */
export async function GET() {
  const up = await databaseIsUp();
  return Response.json({ status: up ? 'ok' : 'unavailable' }, { status: up ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
