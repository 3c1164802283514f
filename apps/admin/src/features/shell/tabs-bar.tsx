import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import Dropdown from 'antd/es/dropdown';
import Tabs from 'antd/es/tabs';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import PushpinFilled from '@ant-design/icons/es/icons/PushpinFilled';
import { isPinned, type VisitedView } from '../../shared/stores/visited-views.ts';

export interface TabsBarProps {
  views: VisitedView[];
  activePath: string;
  onOpen(view: VisitedView): void;
  /** Opens the view anew, with fresh data. */
  onRefresh(view: VisitedView): void;
  onClose(view: VisitedView): void;
  onCloseOthers(view: VisitedView): void;
  onCloseAll(): void;
  /** Pins (true) or unpins the view: pinned views stay at the left and are never closed. */
  onPin(view: VisitedView, pinned: boolean): void;
}

type TabAction = 'refresh' | 'pin' | 'unpin' | 'close' | 'closeOthers' | 'closeAll';

/**
 * Open views as tabs: a click opens one, the right-click menu refreshes one, the close button or
 * the right-click menu closes or pins. Pinned views have no close button, stay at the left and
 * survive "close others" and "close all".
 */
export function TabsBar({
  views,
  activePath,
  onOpen,
  onRefresh,
  onClose,
  onCloseOthers,
  onCloseAll,
  onPin,
}: TabsBarProps) {
  const t = useT();

  function run(action: TabAction, view: VisitedView) {
    if (action === 'refresh') onRefresh(view);
    else if (action === 'pin' || action === 'unpin') onPin(view, action === 'pin');
    else if (action === 'close') onClose(view);
    else if (action === 'closeOthers') onCloseOthers(view);
    else onCloseAll();
  }

  const items = views.map((view) => {
    const pinned = isPinned(view);
    return {
      key: view.path,
      closable: !pinned,
      // antd gives every close button the same label; the test id tells them apart.
      closeIcon: pinned ? undefined : <CloseOutlined data-testid={`tab-close-${view.name}`} />,
      label: (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'refresh', label: t('shell.refreshTab') },
              // A tab pinned by its route (the website center) is always pinned.
              ...(view.affix
                ? []
                : [
                    view.pinned
                      ? { key: 'unpin', label: t('shell.unpinTab') }
                      : { key: 'pin', label: t('shell.pinTab') },
                  ]),
              { key: 'close', label: t('shell.closeTab'), disabled: pinned },
              { key: 'closeOthers', label: t('shell.closeOthers') },
              { key: 'closeAll', label: t('shell.closeAll') },
            ],
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              run(key as TabAction, view);
            },
          }}
        >
          <span data-testid={`tab-${view.name}`} data-pinned={pinned ? 'true' : undefined}>
            {view.pinned ? <PushpinFilled className="shell-tab-pin" aria-label={t('shell.pinned')} /> : null}
            {t(view.title as MessageKey)}
          </span>
        </Dropdown>
      ),
    };
  });

  return (
    <nav aria-label={t('shell.tabs')} data-testid="tabs-bar" className="shell-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        locale={{ removeAriaLabel: t('shell.closeTab') }}
        size="small"
        activeKey={activePath}
        items={items}
        onChange={(key) => {
          const view = views.find((v) => v.path === key);
          if (view) onOpen(view);
        }}
        onEdit={(key, action) => {
          const view = action === 'remove' ? views.find((v) => v.path === key) : undefined;
          if (view) onClose(view);
        }}
      />
    </nav>
  );
}
