import type { Lang } from '@sitewright/contract';
import Segmented from 'antd/es/segmented';
import { useT } from '../../shared/i18n/index.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';

const options: { label: string; value: Lang }[] = [
  { label: 'EN', value: 'en' },
  { label: '中文', value: 'zh' },
];

/** en / 中文: every text re-renders at once and the server answers in the new language. */
export function LanguageSwitch() {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  return (
    <Segmented<Lang>
      size="small"
      options={options}
      value={language}
      onChange={setLanguage}
      aria-label={t('shell.language')}
      data-testid="language-switch"
    />
  );
}
