import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { blockPalette } from '@sitewright/blocks/editor';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { type Layer, layersOf } from './layers.ts';

const usePuck = createUsePuck();

function LayerList({
  layers,
  selectedId,
  onSelect,
}: {
  layers: Layer[];
  selectedId: string | null;
  onSelect(layer: Layer): void;
}) {
  return (
    <ul className="page-editor-layers-list">
      {layers.map((layer) => (
        <li key={layer.id}>
          <button
            type="button"
            className={`page-editor-layer${layer.id === selectedId ? ' is-selected' : ''}`}
            aria-current={layer.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(layer)}
            data-testid="editor-layer"
          >
            <span className="page-editor-layer-type">{layer.label}</span>
            {layer.words ? <span className="page-editor-layer-words">{layer.words}</span> : null}
          </button>
          {layer.children.length > 0 ? (
            <LayerList layers={layer.children} selectedId={selectedId} onSelect={onSelect} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's blocks as a tree, each named by its type and first words; a click selects it. */
export function LayersPanel() {
  const t = useT();
  const lang = useLanguage();
  const content = usePuck((s) => s.appState.data.content);
  const selectedId = usePuck((s) => (s.selectedItem ? String(s.selectedItem.props.id) : null));
  const getPuck = useGetPuck();
  const labels = useMemo(() => new Map(blockPalette.map((entry) => [entry.type, entry.label[lang]])), [lang]);
  const layers = useMemo(() => layersOf(content, (type) => labels.get(type) ?? type), [content, labels]);
  if (layers.length === 0) return <p className="page-editor-muted">{t('pageEditor.layersEmpty')}</p>;
  return (
    <nav aria-label={t('pageEditor.outline')} data-testid="editor-layers">
      <LayerList
        layers={layers}
        selectedId={selectedId}
        onSelect={(layer) =>
          getPuck().dispatch({
            type: 'setUi',
            ui: { itemSelector: { index: layer.index, zone: layer.zone } },
          })
        }
      />
    </nav>
  );
}
