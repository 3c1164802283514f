import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { askToDiscard, closeDecision } from './unsaved-guard.ts';

export interface FormDrawerProps {
  open: boolean;
  title: ReactNode;
  /** The form holds edits that are not saved: closing asks before they are lost. */
  dirty: boolean;
  /** A save is under way: closing waits for it. */
  saving?: boolean;
  onClose(): void;
  /** The save and cancel buttons, under the form. */
  footer?: ReactNode;
  children: ReactNode;
  width?: number;
  testId?: string;
}

/** A form in a side drawer that does not lose unsaved edits to a stray close (mask, Esc, ×). */
export function FormDrawer({
  open,
  title,
  dirty,
  saving,
  onClose,
  footer,
  children,
  width,
  testId,
}: FormDrawerProps) {
  const t = useT();
  const [modal, contextHolder] = Modal.useModal();

  async function requestClose() {
    const decision = closeDecision({ dirty, saving });
    if (decision === 'stay') return;
    if (decision === 'ask' && !(await askToDiscard(modal, t))) return;
    onClose();
  }

  return (
    <Drawer
      open={open}
      title={title}
      size={width}
      onClose={() => void requestClose()}
      footer={footer}
      destroyOnHidden
      data-testid={testId}
    >
      {children}
      {contextHolder}
    </Drawer>
  );
}
