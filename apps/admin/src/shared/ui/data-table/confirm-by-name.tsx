import type { ButtonProps } from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';

export interface ConfirmByNameProps {
  open: boolean;
  /** The name to type; deleting stays disabled until it is typed exactly. */
  name: string;
  title: ReactNode;
  /** What deleting it means. */
  description?: ReactNode;
  /** The confirming button's text. */
  okText: string;
  onConfirm(): Promise<unknown> | unknown;
  onClose(): void;
  testId?: string;
}

/**
 * Asks before deleting something large (a whole website): the operator types its name, so a slip
 * of the mouse on the wrong row cannot delete it.
 */
export function ConfirmByName({
  open,
  name,
  title,
  description,
  okText,
  onConfirm,
  onClose,
  testId,
}: ConfirmByNameProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const matches = typed.trim() === name.trim();

  async function confirm() {
    if (!matches) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      onOk={() => void confirm()}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (!visible) setTyped('');
      }}
      confirmLoading={busy}
      okButtonProps={{ danger: true, disabled: !matches, 'data-testid': `${testId}-ok` } as ButtonProps}
      destroyOnHidden
    >
      {description ? <p>{description}</p> : null}
      <div className="confirm-by-name-label">
        <label htmlFor={inputId}>{t('kit.typeNameToConfirm', { name })}</label>
        <Input
          id={inputId}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => void confirm()}
          autoFocus
          autoComplete="off"
          data-testid={testId ? `${testId}-input` : undefined}
        />
      </div>
    </Modal>
  );
}
