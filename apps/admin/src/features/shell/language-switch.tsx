import type { Lang } from '@sitewright/contract';
import { useT } from '../../shared/i18n/index.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';
import './language-switch.css';

const options: { label: string; value: Lang }[] = [
  { label: 'EN', value: 'en' },
  { label: '中文', value: 'zh' },
];

/**
 * en / 中文: every text re-renders at once and the server answers in the new language. Two native
 * radio buttons (arrow keys move between them) drawn as a segmented control: the shell loads no
 * widget library code for it.
 */
export function LanguageSwitch() {
  const t = useT();
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  return (
    <div
      className="language-switch"
      role="radiogroup"
      aria-label={t('shell.language')}
      data-testid="language-switch"
    >
      {options.map((option) => (
        <label key={option.value} className="language-switch__option">
          <input
            type="radio"
            name="sw-language"
            value={option.value}
            checked={language === option.value}
            onChange={() => setLanguage(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
