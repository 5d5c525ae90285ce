import { expertsAction } from '../features/experts/loaders.server';
import type { Route } from './+types/proposal-act';

/** Follow and buy of the 专家方案 screens (features/experts): a resource route, no page. */
export const action = (args: Route.ActionArgs) => expertsAction(args);
