import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';

export interface RowMoreAction {
  key: string;
  label: ReactNode;
  onClick(): void;
  danger?: boolean;
  disabled?: boolean;
  /** Set on the menu entry (antd passes unknown item props to the element). */
  testId?: string;
}

export interface RowActionsProps {
  /** The row's main actions (two at most, so the row stays on one line). */
  children: ReactNode;
  /** The row's other actions, in a "More" menu; the menu is left out when there are none. */
  more?: readonly (RowMoreAction | false | null | undefined)[];
  /** The "More" button's test id. */
  moreTestId?: string;
  /** Names the row for screen readers: "More actions for {name}". */
  rowName?: string;
  /** The pointer or focus reached "More" (e.g. to load a form ahead of the click). */
  onMoreIntent?(): void;
}

/**
 * A row's actions: its main ones as small buttons, the rest behind one "More" menu, so every row
 * holds the same few controls on one line whatever it offers.
 */
export function RowActions({ children, more = [], moreTestId, rowName, onMoreIntent }: RowActionsProps) {
  const t = useT();
  const entries = more.filter((a): a is RowMoreAction => Boolean(a));
  return (
    <span className="data-table-actions-row data-table-actions-nowrap">
      {children}
      {entries.length > 0 ? (
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: entries.map((a) => ({
              key: a.key,
              label: a.label,
              danger: a.danger,
              disabled: a.disabled,
              ...(a.testId ? { 'data-testid': a.testId } : {}),
            })),
            onClick: ({ key }) => entries.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button
            size="small"
            aria-label={rowName ? t('kit.moreActionsFor', { name: rowName }) : undefined}
            onPointerEnter={onMoreIntent}
            onFocus={onMoreIntent}
            data-testid={moreTestId}
          >
            {t('kit.more')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </span>
  );
}
