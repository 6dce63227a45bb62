import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

/**
 * The API is not for crawlers, but its public files are: deal pictures are the pages' share
 * images. My Q&A and My Applications are not disallowed: they say noindex themselves, which a
 * crawler can only read if it may fetch them.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/files/'], disallow: ['/api/', '/admin', '/en/admin'] }],
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
