import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import type { Website } from '@sitewright/contract';
import { FlagIcon } from '../../shared/ui/flag-icon.tsx';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useWebsites } from '../../shared/api/websites/get-websites.ts';
import { useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';

/** Menu key of the "no website" entry; website keys are their ids. */
const NO_WEBSITE_KEY = 'none';

export interface WebsiteSwitcherProps {
  onChoose(website: Website): void;
  onChooseNone(): void;
}

/**
 * Lists the company's websites with their flags; the choice is handed to the shell. A dropdown
 * menu rather than a Select: the shell already carries the menu, and Select would add its own
 * virtual list to every screen.
 */
export function WebsiteSwitcher({ onChoose, onChooseNone }: WebsiteSwitcherProps) {
  const t = useT();
  const { data, isPending } = useWebsites();
  const selected = useWebsiteStore((s) => s.website);
  const websites = data?.list ?? [];

  const items = [
    { key: NO_WEBSITE_KEY, label: t('shell.noWebsite') },
    ...(websites.length > 0 ? [{ type: 'divider' as const }] : []),
    ...websites.map((w) => ({
      key: String(w.website_id),
      label: (
        <span className="switcher-item">
          <FlagIcon code={w.flag_code} /> {w.name}
        </span>
      ),
    })),
  ];

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [selected ? String(selected.website_id) : NO_WEBSITE_KEY],
        style: { maxHeight: 420, overflowY: 'auto' },
        onClick: ({ key }) => {
          const website = websites.find((w) => String(w.website_id) === key);
          if (website) onChoose(website);
          else onChooseNone();
        },
      }}
    >
      <Button
        loading={isPending}
        aria-haspopup="menu"
        data-testid="website-switcher"
        className="shell-switcher"
      >
        <span className="shell-switcher-label">
          {selected ? (
            <>
              {/* The name read out holds the website's name as shown (WCAG 2.5.3), after what the button does. */}
              <span className="visually-hidden">{t('shell.switchWebsite')} </span>
              <FlagIcon code={selected.flag_code} /> {selected.name}
            </>
          ) : (
            t('shell.switchWebsite')
          )}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
