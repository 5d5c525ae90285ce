/**
 * Spec §2: the fourth tab of the bottom bar is 消息 (/message) when the build port is 8096,
 * otherwise the AI chat (/ChatGPT). An explicit setting overrides the port rule.
 */
export type FourthTab = 'message' | 'ChatGPT';

export const MESSAGE_BUILD_PORT = 8096;

export function fourthTabFor(input: { override?: FourthTab | undefined; port: number }): FourthTab {
  if (input.override) return input.override;
  return input.port === MESSAGE_BUILD_PORT ? 'message' : 'ChatGPT';
}
