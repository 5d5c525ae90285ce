import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { guardedSchemas } from '../src/realtime/channels';
import { writeGuards } from '../src/realtime/guard-writer';

export const channelGuardsPath = fileURLToPath(new URL('../src/realtime/channel-guards.generated.ts', import.meta.url));

const header = `// Generated from channels.ts by \`npm run generate -w @kanqiu/contract\` (scripts/channel-guards.ts): do not
// edit. scripts/channel-guards.test.ts fails when this file no longer matches the catalogue.
import type { Guarded } from './channels';`;

/** The guards' file as the generator writes it, formatted as the repository is. */
export async function channelGuardsFile(): Promise<string> {
  const source = writeGuards(guardedSchemas, (name) => `Guarded<'${name}'>`, header);
  return format(source, { ...(await resolveConfig(channelGuardsPath)), filepath: channelGuardsPath });
}
