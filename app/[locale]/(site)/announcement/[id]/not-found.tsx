import { NotFoundContent } from '@/components/layout/not-found-content';

export default function MissingAnnouncement() {
  return <NotFoundContent board="announcement" />;
}
