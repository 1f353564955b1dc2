import type { GuidePath } from '@/config/paths';
import { lazyPage, type PageRoute } from '../routing/pageRoute';

/** Each guide page is its own lazy chunk (static import strings so Vite can split them). */
const GUIDE_PAGES: Record<GuidePath, () => Promise<{ default: React.ComponentType }>> = {
  '/uk-essentials-for-indians': () => import('@/features/essentials/pages/EssentialsPage'),
  '/indian-areas-in-london': () => import('@/features/guides/pages/LondonAreasPage'),
  '/top-london-attractions': () => import('@/features/guides/pages/AttractionsPage'),
  '/airport-cabs': () => import('@/features/guides/pages/AirportCabsPage'),
  '/visa-and-immigration-support': () => import('@/features/guides/pages/VisaSupportPage'),
  '/right-to-rent': () => import('@/features/guides/pages/RightToRentPage'),
  '/money-transfer-to-india': () => import('@/features/guides/pages/MoneyTransferPage'),
  '/uk-jobs-for-indians': () => import('@/features/guides/pages/JobsPage'),
  '/student-admissions-uk': () => import('@/features/guides/pages/StudentAdmissionsPage'),
  '/cv-and-interview-help': () => import('@/features/guides/pages/CvInterviewPage'),
  '/it-courses-and-certifications': () => import('@/features/guides/pages/ItCoursesPage'),
  '/mortgages-for-indians': () => import('@/features/guides/pages/MortgagesPage'),
  '/uk-tour-trips': () => import('@/features/guides/pages/TourTripsPage'),
  '/indian-events-and-festivals': () => import('@/features/guides/pages/FestivalsPage'),
  '/partner-with-us': () => import('@/features/guides/pages/PartnerPage'),
};

export const guideRoutes: PageRoute[] = Object.entries(GUIDE_PAGES).map(([path, load]) => ({
  path,
  component: lazyPage(async () => (await load()).default),
}));
