import { notFound } from 'next/navigation';

/** Any path no page claims: the localized 404 (status 404). */
export default function UnknownPage() {
  notFound();
}
