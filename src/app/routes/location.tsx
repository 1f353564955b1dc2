import { useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/pages/ComingSoon';

export function Component() {
  const { slug = '' } = useParams();
  return <ComingSoon title="Rooms by location" path={`/rooms/${slug}`} />;
}
