import type { CodeMessages } from '../../platform/http/messages';

/** The codes 直播间 answers with, and what the fan reads in the envelope's `msg`. */
export const roomsCodes = {
  videoUnavailable: '视频暂不可用',
  realNameRequired: '开播需先完成实名认证',
} satisfies CodeMessages;
