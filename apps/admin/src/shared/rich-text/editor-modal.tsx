import Modal, { type ModalProps } from 'antd/es/modal';
import type { KeyboardEvent } from 'react';

function keepKeys(e: KeyboardEvent) {
  // Dialogs render outside the editor; their keys must not reach page shortcuts either.
  e.stopPropagation();
}

/** antd's Modal for the editor's dialogs: keys typed in it stay in it. */
export function EditorModal(props: ModalProps) {
  return (
    <Modal
      {...props}
      modalRender={(node) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops key events from bubbling out
        <div onKeyDown={keepKeys}>{node}</div>
      )}
    />
  );
}
