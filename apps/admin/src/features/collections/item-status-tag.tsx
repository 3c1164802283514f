import type { ItemStatus } from '@sitewright/contract';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useT } from '../../shared/i18n/index.ts';
import './collections-i18n.ts';
import { statusLook } from './list-columns.ts';

/** The status of an item as the list shows it: its state, and a mark for changes or a date to come. */
export function ItemStatusTag({ status }: { status: ItemStatus }) {
  const t = useT();
  const look = statusLook(status);
  return (
    <span className="collection-status" data-testid="item-status" data-status={status}>
      <Tag color={look.base === 'published' ? 'green' : undefined}>
        {t(look.base === 'published' ? 'collections.statusPublished' : 'collections.statusDraft')}
      </Tag>
      {look.mark ? (
        <Tooltip
          title={t(
            look.mark === 'updated' ? 'collections.statusUpdatedHint' : 'collections.statusScheduledHint',
          )}
        >
          <Tag color={look.mark === 'updated' ? 'orange' : 'blue'} data-testid={`item-mark-${look.mark}`}>
            {t(look.mark === 'updated' ? 'collections.statusUpdated' : 'collections.statusScheduled')}
          </Tag>
        </Tooltip>
      ) : null}
    </span>
  );
}
