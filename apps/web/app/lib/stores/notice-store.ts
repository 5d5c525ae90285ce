/** The 通知中心's unread total (notices and friends' messages): the 我的 tab's badge and its entry in 我的. */
import { create } from 'zustand';

type NoticeState = {
  unread: number;
  setUnread(count: number): void;
};

export const useNoticeStore = create<NoticeState>((set) => ({
  unread: 0,
  setUnread: (count) => set({ unread: Math.max(0, Math.floor(count)) }),
}));
