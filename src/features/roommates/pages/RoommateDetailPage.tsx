import { useParams } from 'react-router-dom';
import { ComingSoon } from '@/components/pages/ComingSoon';

export default function RoommateDetailPage() {
  const { slug = '' } = useParams();
  return <ComingSoon title="Roommate profile" path={`/roommate/${slug}`} />;
}
