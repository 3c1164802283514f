import { createUsePuck, useGetPuck } from '@puckeditor/core';
import { blockPalette } from '@sitewright/blocks/editor';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { ROOT_ZONE } from './layers.ts';
import { CATEGORY_TITLES } from './block-categories.ts';

const usePuck = createUsePuck();

/**
 * Spec §2 Add → new component: the block library in a dialog. The chosen block goes after the
 * selected block (in the same list), or at the end of the page above its footer, and is selected
 * for editing.
 */
export function InsertBlockDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const lang = useLanguage();
  const hasSelection = usePuck((s) => s.selectedItem !== null);
  const getPuck = useGetPuck();
  const categories = new Map<string, typeof blockPalette>();
  for (const entry of blockPalette)
    categories.set(entry.category, [...(categories.get(entry.category) ?? []), entry]);

  function insert(type: string) {
    const { appState, dispatch, getItemBySelector } = getPuck();
    const selector = appState.ui.itemSelector;
    const zone = selector?.zone ?? ROOT_ZONE;
    const content = appState.data.content;
    // Without a selection: the end of the page, yet above a closing footer.
    const end = content.at(-1)?.type === 'footer' ? content.length - 1 : content.length;
    const index = selector?.zone ? selector.index + 1 : end;
    dispatch({ type: 'insert', componentType: type, destinationIndex: index, destinationZone: zone });
    dispatch({ type: 'setUi', ui: { itemSelector: { index, zone } } });
    onClose();
    // Brings the new block into view on the canvas once it is drawn.
    setTimeout(() => {
      const id = getItemBySelector({ index, zone })?.props.id;
      const frame = document.querySelector<HTMLIFrameElement>('[data-testid="editor-canvas"] iframe');
      const element = id ? frame?.contentDocument?.querySelector(`[data-puck-component="${id}"]`) : null;
      element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 100);
  }

  return (
    <Modal
      open={open}
      title={t('pageEditor.insertTitle')}
      footer={null}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <p className="page-editor-muted">
        {t(hasSelection ? 'pageEditor.insertAfterSelected' : 'pageEditor.insertAtEnd')}
      </p>
      {[...categories].map(([category, entries]) => (
        <section key={category} className="page-editor-insert-group">
          <h3>{t(CATEGORY_TITLES[category] ?? 'pageEditor.library')}</h3>
          <div className="page-editor-insert-grid">
            {entries.map((entry) => (
              <Button
                key={entry.type}
                onClick={() => insert(entry.type)}
                data-testid={`insert-block-${entry.type}`}
              >
                {entry.label[lang]}
              </Button>
            ))}
          </div>
        </section>
      ))}
    </Modal>
  );
}
