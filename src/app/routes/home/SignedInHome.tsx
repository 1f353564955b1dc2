import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { dismissToast, toast } from '@/components/ui/toast';
import { ONBOARDING } from '@/config/accountMessages';
import { APP_TABS, TAB_PARAM, type AppTab } from '@/config/paths';
import { useSession } from '@/session/useSession';
import { defaultTabFor, tabsFor } from '@/session/tabs';
import { OwnerTabBar } from './OwnerTabBar';
import { TabBar } from './TabBar';
import { TAB_SCREENS } from './tabRegistry';
import { useFirstVisitLanding } from './useFirstVisitLanding';

function isAppTab(value: string | null): value is AppTab {
  return APP_TABS.includes(value as AppTab);
}

/** The signed-in marketplace: the role's tabs, with the current one in `?tab=`. */
export function SignedInHome() {
  const { role, profile } = useSession();
  const [params] = useSearchParams();
  const { onboardingFor, dismissOnboarding } = useFirstVisitLanding();
  const isAdmin = profile?.isAdmin ?? false;
  const allowed: AppTab[] = [...tabsFor(role), 'messages', ...(isAdmin ? (['admin'] as const) : [])];
  const requested = params.get(TAB_PARAM);
  const tab = isAppTab(requested) && allowed.includes(requested) ? requested : defaultTabFor(role, isAdmin);
  const Screen = TAB_SCREENS[tab];

  // The role's hint joins the toast stack for as long as the user stays on the tab it landed them on.
  useEffect(() => {
    if (!onboardingFor) return;
    const id = toast.tip(onboardingFor === 'I Need Room' ? ONBOARDING.seeker : ONBOARDING.owner);
    return () => dismissToast(id);
  }, [onboardingFor]);
  // Dismissed once the user moves on from the tab it landed them on (the router may show that tab
  // a moment after the hint is set, so only a move away from it counts).
  const landingTab = onboardingFor === null ? null : onboardingFor === 'I Need Room' ? 'my-profile' : 'create-listing';
  const sawLandingTab = useRef(false);
  useEffect(() => {
    if (landingTab === null) sawLandingTab.current = false;
    else if (tab === landingTab) sawLandingTab.current = true;
    else if (sawLandingTab.current) dismissOnboarding();
  }, [tab, landingTab, dismissOnboarding]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
      <h1 className="sr-only">{tab === 'admin' ? 'Admin dashboard' : `Your ${role === 'I Have Room' ? 'room owner' : 'room seeker'} dashboard`}</h1>
      {tab === 'messages' || tab === 'admin' ? null : role === 'I Have Room' ? (
        <OwnerTabBar current={tab} />
      ) : (
        <TabBar tabs={tabsFor(role)} current={tab} />
      )}
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    </div>
  );
}
