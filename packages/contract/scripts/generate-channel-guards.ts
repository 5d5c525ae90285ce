import { writeFileSync } from 'node:fs';
import { channelGuardsFile, channelGuardsPath } from './channel-guards';

writeFileSync(channelGuardsPath, await channelGuardsFile());
