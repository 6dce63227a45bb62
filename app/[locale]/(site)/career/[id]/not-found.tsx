import { NotFoundContent } from '@/components/layout/not-found-content';

export default function MissingCareer() {
  return <NotFoundContent board="career" />;
}
