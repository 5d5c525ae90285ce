import { localDayOf } from '@kanqiu/domain';

/** The day (Beijing) the first-open 青少年模式 dialog was last closed; it shows again on a later day. */
export const MINOR_PROMPT_KEY = 'kq_minor_prompt';

export const today = (): string => localDayOf(Math.floor(Date.now() / 1000));
