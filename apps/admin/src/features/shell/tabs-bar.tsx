import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import Dropdown from 'antd/es/dropdown';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import PushpinFilled from '@ant-design/icons/es/icons/PushpinFilled';
import { isPinned, type VisitedView } from '../../shared/stores/visited-views.ts';
import './tabs-bar.css';

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
 * survive "close others" and "close all". Drawn as a list of links (antd's closable tabs put their
 * close buttons inside a tablist, where only tabs may be).
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

  return (
    // Open screens are links between screens, not tabs over panels: a list of links in a nav.
    <nav aria-label={t('shell.tabs')} data-testid="tabs-bar" className="shell-tabs">
      <ul className="shell-tabs-list">
        {views.map((view) => {
          const pinned = isPinned(view);
          const active = view.path === activePath;
          const title = t(view.title as MessageKey);
          return (
            <li key={view.path} className={active ? 'shell-tab shell-tab--active' : 'shell-tab'}>
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
                <a
                  href={view.fullPath}
                  className="shell-tab-link"
                  aria-current={active ? 'page' : undefined}
                  onClick={(e) => {
                    // A plain click opens the screen in place; with a modifier the browser opens a new tab.
                    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                    e.preventDefault();
                    onOpen(view);
                  }}
                  data-testid={`tab-${view.name}`}
                  data-pinned={pinned ? 'true' : undefined}
                >
                  {view.pinned ? (
                    <PushpinFilled className="shell-tab-pin" aria-label={t('shell.pinned')} />
                  ) : null}
                  {title}
                </a>
              </Dropdown>
              {pinned ? null : (
                <button
                  type="button"
                  className="shell-tab-close"
                  aria-label={`${t('shell.closeTab')}: ${title}`}
                  onClick={() => onClose(view)}
                  data-testid={`tab-close-${view.name}`}
                >
                  <CloseOutlined aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
