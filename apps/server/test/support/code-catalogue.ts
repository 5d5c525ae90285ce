import { feedPushCodes } from '../../src/feed/providers/push/push.routes';
import { kanqiuModules, type ModulePorts } from '../../src/module-list';
import { addCodeMessages } from '../../src/platform/http/messages';
import { addModuleCodes } from '../../src/platform/module';

/** The whole catalogue, as the composed API has it, for checks that run without building one. */
export function loadCodeCatalogue(): void {
  // The modules' factories only keep their ports until they register.
  addModuleCodes(kanqiuModules({} as ModulePorts));
  addCodeMessages(feedPushCodes);
}
