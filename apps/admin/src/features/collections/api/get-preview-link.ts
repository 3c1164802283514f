import type { CollectionName } from '@sitewright/contract';
import type { DataOf } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { type ItemCalls, itemCalls } from './collection-calls.ts';

/** A signed address of the item's draft as it will look on the site. Quiet: the screen says why it failed. */
export function getPreviewLink(name: CollectionName, id: number): Promise<DataOf<ItemCalls['previewLink']>> {
  return http.call(itemCalls(name).previewLink, { body: { id }, toast: false });
}
