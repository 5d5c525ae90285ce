/** A hub channel name, `<namespace>:<id>` (docs/realtime.md). The contract's `channelName` schema has the same shape. */
const pattern = /^([a-z]{1,16}):([A-Za-z0-9_-]{1,64})$/;

export type ParsedChannel = { namespace: string; id: string };

export function parseChannel(name: string): ParsedChannel | null {
  const match = pattern.exec(name);
  return match ? { namespace: match[1]!, id: match[2]! } : null;
}

/** Who may subscribe: anyone, any signed-in user, only the user the channel is named after, or a module's own rule. */
export type ChannelAccess =
  'public' | 'loggedIn' | 'self' | ((userId: number, channelName: string) => Promise<boolean>);

/** The decision for the fixed kinds of access; a module's own rule is asked only once a user is known. */
export function fixedAccess(
  access: Exclude<ChannelAccess, (userId: number, channelName: string) => Promise<boolean>>,
  channel: ParsedChannel,
  userId: number | undefined,
): boolean {
  if (access === 'public') return true;
  if (userId === undefined) return false;
  return access === 'loggedIn' || channel.id === String(userId);
}
