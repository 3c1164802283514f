import BgColorsOutlined from '@ant-design/icons/es/icons/BgColorsOutlined';
import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { ANIMATION_PRESETS, FONT_PAIRS, PALETTES } from '@sitewright/blocks/editor';
import type { SiteTheme } from '@sitewright/contract';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Select from 'antd/es/select';
import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { CustomColorPickers, FontSelect } from '../../shared/theme/theme-controls.tsx';
import { withCustomColor } from '../../shared/theme/theme-options.ts';

const usePuck = createUsePuck();

/**
 * The design travels in Puck's root props, so a change is a step of the editor's history: undo
 * and redo take it back and forth like any other edit (and {@link DesignSync} saves each state).
 */
function useDesign(fallback: SiteTheme): [SiteTheme, (theme: SiteTheme) => void] {
  const rootTheme = usePuck((s) => (s.appState.data.root.props as { theme?: SiteTheme } | undefined)?.theme);
  const getPuck = useGetPuck();
  const change = (theme: SiteTheme) => {
    const { appState, dispatch } = getPuck();
    dispatch({
      type: 'replaceRoot',
      root: { ...appState.data.root, props: { ...appState.data.root.props, theme } as never },
    });
  };
  return [rootTheme ?? fallback, change];
}

/**
 * Saves the website's design whenever the editor's design differs from the saved one: after a
 * change in the Design menu, and after undo or redo of one.
 */
export function DesignSync({ saved, onSave }: { saved: SiteTheme; onSave(theme: SiteTheme): void }) {
  const [theme] = useDesign(saved);
  const savedJson = JSON.stringify(saved);
  const json = JSON.stringify(theme);
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  useEffect(() => {
    if (json !== savedJson) onSaveRef.current(JSON.parse(json) as SiteTheme);
  }, [json, savedJson]);
  return null;
}

/** Spec §2 Design: theme (palette), font and animation of the whole site. */
export function DesignMenu({ theme: fallback }: { theme: SiteTheme }) {
  const t = useT();
  const lang = useLanguage();
  const [theme, onChange] = useDesign(fallback);
  const content = (
    <div className="page-editor-design">
      <div className="page-editor-design-row">
        <span>{t('pageEditor.palette')}</span>
        <Select
          value={theme.palette}
          onChange={(palette) =>
            onChange(palette === 'custom' ? withCustomColor(theme) : { ...theme, palette })
          }
          aria-label={t('pageEditor.palette')}
          data-testid="design-palette"
          options={PALETTES.map((p) => ({
            value: p.id as SiteTheme['palette'],
            label: (
              <span className="page-editor-swatch">
                <i style={{ background: p.colors.primary }} />
                <i style={{ background: p.colors.accent }} />
                {p.label[lang]}
              </span>
            ),
          })).concat({
            value: 'custom',
            label: <span className="page-editor-swatch">{t('brandTheme.custom')}</span>,
          })}
        />
      </div>
      {theme.palette === 'custom' && (
        <CustomColorPickers theme={theme} onChange={onChange} testId="design-color" />
      )}
      <div className="page-editor-design-row">
        <span>{t('pageEditor.font')}</span>
        <Select
          value={theme.fontPair}
          onChange={(fontPair) => onChange({ ...theme, fontPair })}
          aria-label={t('pageEditor.font')}
          data-testid="design-font"
          options={FONT_PAIRS.map((f) => ({ value: f.id, label: f.label[lang] }))}
        />
      </div>
      <div className="page-editor-design-row">
        <span>{t('brandTheme.headingFont')}</span>
        <FontSelect theme={theme} part="headingFont" onChange={onChange} testId="design-heading-font" />
      </div>
      <div className="page-editor-design-row">
        <span>{t('brandTheme.bodyFont')}</span>
        <FontSelect theme={theme} part="bodyFont" onChange={onChange} testId="design-body-font" />
      </div>
      <div className="page-editor-design-row">
        <span>{t('pageEditor.animation')}</span>
        <Select
          value={theme.animation}
          onChange={(animation) => onChange({ ...theme, animation })}
          aria-label={t('pageEditor.animation')}
          data-testid="design-animation"
          options={ANIMATION_PRESETS.map((a) => ({ value: a.id, label: a.label[lang] }))}
        />
      </div>
      <p className="page-editor-field-hint">{t('pageEditor.designUndo')}</p>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottom">
      <Button icon={<BgColorsOutlined />} data-testid="editor-design">
        {t('pageEditor.design')}
      </Button>
    </Popover>
  );
}
