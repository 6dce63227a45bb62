import { NotFoundContent } from '@/components/layout/not-found-content';

export default function MissingEvent() {
  return <NotFoundContent board="event" />;
}
