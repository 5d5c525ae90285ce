import { useRootData } from './root-data';
import { useBannerClosedNow } from './stores/banner-store';

/** True once the banner is closed today: by the cookie the server read, or a moment ago on this page. */
export function useBannerClosed(): boolean {
  const { bannerClosed } = useRootData();
  const closedNow = useBannerClosedNow();
  return bannerClosed || closedNow;
}
