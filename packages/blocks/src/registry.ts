import { attachments } from './blocks/attachments.tsx';
import { breadcrumb } from './blocks/breadcrumb.tsx';
import { button } from './blocks/button.tsx';
import { chart } from './blocks/chart.tsx';
import { columns } from './blocks/columns.tsx';
import { divider } from './blocks/divider.tsx';
import { footer } from './blocks/footer.tsx';
import { form } from './blocks/form.tsx';
import { gallery } from './blocks/gallery.tsx';
import { heading } from './blocks/heading.tsx';
import { image } from './blocks/image.tsx';
import { itemDetail } from './blocks/item-detail.tsx';
import { itemList } from './blocks/item-list.tsx';
import { languageSwitcher } from './blocks/language-switcher.tsx';
import { latestItems } from './blocks/latest-items.tsx';
import { map } from './blocks/map.tsx';
import { navMenu } from './blocks/nav-menu.tsx';
import { richText } from './blocks/rich-text.tsx';
import { searchBox } from './blocks/search-box.tsx';
import { searchResults } from './blocks/search-results.tsx';
import { section } from './blocks/section.tsx';
import { spacer } from './blocks/spacer.tsx';
import { sponsorWall } from './blocks/sponsor-wall.tsx';
import { table } from './blocks/table.tsx';
import { video } from './blocks/video.tsx';
import type { BlockDefinition } from './define-block.ts';

/** Every block type, in the order the editor's palette lists them. */
export const blockDefinitions: readonly BlockDefinition[] = [
  section,
  columns,
  heading,
  richText,
  image,
  gallery,
  button,
  spacer,
  divider,
  video,
  map,
  table,
  chart,
  attachments,
  navMenu,
  languageSwitcher,
  breadcrumb,
  footer,
  latestItems,
  itemList,
  itemDetail,
  sponsorWall,
  searchBox,
  searchResults,
  form,
] as unknown as readonly BlockDefinition[];

/** Block definitions by type name, as stored in page documents. */
export const blockRegistry: ReadonlyMap<string, BlockDefinition> = new Map(
  blockDefinitions.map((d) => [d.type, d]),
);
