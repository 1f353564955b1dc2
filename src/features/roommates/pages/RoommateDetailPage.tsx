import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/post/BackButton';
import type { PostLoad } from '@/components/post/postLoad';
import { usePremiumContact } from '@/components/post/usePremiumContact';
import { POST_PAGE_FRAME } from '@/components/post/postLayout';
import { Head } from '@/components/seo/Head';
import { FatalError } from '@/components/status/FatalError';
import { PageLoading } from '@/components/status/LoadingScreen';
import { paths, postSlugs } from '@/config/paths';
import { getRoommateRequestContact } from '@/data';
import { ChatGate } from '@/features/chat';
import { useRead } from '@/lib/useRead';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { RoommateDetailBody } from '../components/RoommateDetailBody';
import { roommateProfileMeta } from '../lib/profileSeo';
import { readRoommate } from './readRoommate';

/** /roommate/{slug}-id-{uid}: a seeker's public profile. */
export default function RoommateDetailPage() {
  const { slug = '' } = useParams();
  const read = useRead(slug, () => readRoommate(slug));
  if (read.state === 'failed') throw read.error;
  return read.state === 'ready' ? <RoommateDetail load={read.value} /> : <PageLoading />;
}

function RoommateDetail({ load }: { load: PostLoad<RoommateRequest> }) {
  const { slug } = useParams();
  const { premium, phone } = usePremiumContact(load.state === 'ready' ? load.post : null, getRoommateRequestContact);

  if (load.state === 'error') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-6">
        <Head title="Roommate profile not found" description={load.message} path={`/roommate/${slug ?? ''}`} noindex />
        <BackButton />
        <FatalError message={load.message} />
      </div>
    );
  }
  const profile = load.post;
  const path = paths.roommate(profile.requirements, profile.id);
  const meta = roommateProfileMeta(profile, path);
  return (
    <div className={POST_PAGE_FRAME}>
      <Head title={meta.title} description={meta.description} path={path} type="article" image={profile.profilePicture || undefined} jsonLd={meta.jsonLd} />
      <ChatGate recipient={{ uid: profile.userId, name: profile.userName }} about={{ postKind: 'roommate', postId: profile.userId, postTitle: profile.userName, postSlug: postSlugs.roommate(profile.requirements) }}>
        {(startChat) => <RoommateDetailBody request={profile} premium={premium} premiumPhone={phone} onMessage={startChat} />}
      </ChatGate>
    </div>
  );
}
