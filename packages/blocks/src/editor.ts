/** Editor-only field UI for blocks; the server never imports this entry. */
export { blockDefinitions } from './index.ts';
