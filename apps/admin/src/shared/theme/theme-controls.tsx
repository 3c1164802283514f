import type { SiteTheme } from '@sitewright/contract';
import ColorPicker from 'antd/es/color-picker';
import Select from 'antd/es/select';
import { useLanguage, useT } from '../i18n/index.ts';
import './theme-i18n.ts';
import './theme-controls.css';
import {
  type CustomColorRole,
  customColorRoles,
  fontFaceCss,
  fontOptions,
  optionLabel,
  withCustomColor,
  withFont,
} from './theme-options.ts';

/** The four colour pickers of a custom palette; a change makes the palette custom. */
export function CustomColorPickers({
  theme,
  onChange,
  testId,
}: {
  theme: SiteTheme;
  onChange(theme: SiteTheme): void;
  testId: string;
}) {
  const t = useT();
  const colors = withCustomColor(theme).customColors;
  return (
    <div className="sw-theme-colors">
      {customColorRoles.map((role: CustomColorRole) => (
        <div key={role} className="sw-theme-color">
          <ColorPicker
            value={colors?.[role]}
            disabledAlpha
            disabledFormat
            format="hex"
            showText
            onChangeComplete={(color) => onChange(withCustomColor(theme, role, color.toHexString()))}
            data-testid={`${testId}-${role}`}
          />
          <span>{t(`brandTheme.${role}`)}</span>
        </div>
      ))}
    </div>
  );
}

/** A heading or body family, or none: the font pair decides. */
export function FontSelect({
  theme,
  part,
  onChange,
  testId,
}: {
  theme: SiteTheme;
  part: 'headingFont' | 'bodyFont';
  onChange(theme: SiteTheme): void;
  testId: string;
}) {
  const t = useT();
  const lang = useLanguage();
  const label = t(part === 'headingFont' ? 'brandTheme.headingFont' : 'brandTheme.bodyFont');
  return (
    <Select
      value={theme[part] ?? ''}
      onChange={(id: string) => onChange(withFont(theme, part, id || undefined))}
      aria-label={label}
      data-testid={testId}
      popupMatchSelectWidth={false}
      options={[
        { value: '', label: t('brandTheme.fromPair') },
        ...fontOptions.map((f) => ({ value: f.id, label: optionLabel(f, lang) })),
      ]}
    />
  );
}

/** Loads the theme's self-hosted families into the back office, for previews drawn outside the canvas. */
export function ThemeFontFaces({ theme }: { theme: SiteTheme }) {
  const css = fontFaceCss(theme);
  return css ? <style>{css}</style> : null;
}
