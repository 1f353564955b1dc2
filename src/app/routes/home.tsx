import { Head } from '@/components/seo/Head';
import { FatalError } from '@/components/status/FatalError';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { env } from '@/config/env';
import { useSession } from '@/session/useSession';
import { GuestHome } from './home/GuestHome';
import { NeedsRole } from './home/NeedsRole';
import { SignedInHome } from './home/SignedInHome';

const DESCRIPTION =
  'Find rooms, flatmates and house shares across London and the UK, posted by the Indian community. Free to browse, chat safely on the platform.';

/** "/": guests browse rooms; signed-in users get their role's tabs (or the role prompt). */
export function Component() {
  const { status, role, error } = useSession();
  return (
    <>
      <Head
        title={`${env.siteName}: Rooms & Flatmates for Indians in the UK`}
        description={DESCRIPTION}
        path="/"
        jsonLd={{ '@context': 'https://schema.org', '@type': 'WebSite', name: env.siteName, url: env.siteUrl }}
      />
      {error ? <FatalError message={error} /> : status === 'signed-in' ? role ? <SignedInHome /> : <NeedsRole /> : status === 'loading' ? <LoadingScreen /> : <GuestHome />}
    </>
  );
}
