import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/admin', '/en/admin', '/career-my', '/en/career-my', '/myQna', '/en/myQna'] }],
    sitemap: `${env.siteUrl}/sitemap.xml`,
  };
}
