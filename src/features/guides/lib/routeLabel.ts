import { GUIDE_ROUTES, type GuidePath } from '@/config/paths';

/** The footer label of a guide route, used for its breadcrumb. */
export function routeLabel(path: GuidePath): string {
  return GUIDE_ROUTES.find((route) => route.path === path)?.label ?? path;
}
