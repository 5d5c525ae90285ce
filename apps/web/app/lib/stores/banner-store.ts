/**
 * Whether the fan closed the download banner in this page session. The cookie carries the choice
 * across reloads (read by the server); this store carries it across client-side navigations,
 * where the root data from the first load still says "open".
 */
import { create } from 'zustand';

type BannerState = { closedNow: boolean; close(): void };

export const useBannerStore = create<BannerState>((set) => ({
  closedNow: false,
  close: () => set({ closedNow: true }),
}));
