import { fileURLToPath } from 'node:url';
import { loadBasketball } from '../../dataset/dataset';

/** The bundled data set, for the tests of this folder. */
export const basketballData = loadBasketball(fileURLToPath(new URL('../../../../../../data', import.meta.url)));
