import ColumnHeightOutlined from '@ant-design/icons/es/icons/ColumnHeightOutlined';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Tooltip from 'antd/es/tooltip';
import { useT } from '../../shared/i18n/index.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { type ComponentSize, parseSize } from '../../shared/stores/preferences.ts';

/** Component size for every antd widget: small, medium or large (kept in the `size` cookie). */
export function SizeSwitch() {
  const t = useT();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);
  const items: { key: ComponentSize; label: string }[] = [
    { key: 'small', label: t('shell.sizeSmall') },
    { key: 'middle', label: t('shell.sizeMedium') },
    { key: 'large', label: t('shell.sizeLarge') },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => setSize(parseSize(key)),
      }}
    >
      <Tooltip title={t('shell.size')} placement="bottom">
        <Button
          type="text"
          icon={<ColumnHeightOutlined />}
          aria-label={t('shell.size')}
          data-testid="size-switch"
        />
      </Tooltip>
    </Dropdown>
  );
}
