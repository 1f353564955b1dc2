import { useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/pages/ComingSoon';

export default function LocationPage() {
  const { slug = '' } = useParams();
  return <ComingSoon title="Rooms by location" path={`/rooms/${slug}`} />;
}
