import Button, { type ButtonProps } from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';

export interface ConfirmDeleteProps {
  /** The button's text. */
  label: ReactNode;
  /** The question, naming what goes. */
  title: ReactNode;
  /** What deleting it means (e.g. that it cannot be undone). */
  description?: ReactNode;
  /** The confirming button's text: OK unless the screen names the action. */
  okText?: string;
  onConfirm(): unknown;
  testId?: string;
  confirmTestId?: string;
  disabled?: boolean;
}

/** A danger button that asks before deleting; nothing is sent until the operator confirms. */
export function ConfirmDelete({
  label,
  title,
  description,
  okText,
  onConfirm,
  testId,
  confirmTestId,
  disabled,
}: ConfirmDeleteProps) {
  const t = useT();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={okText ?? t('common.ok')}
      cancelText={t('common.cancel')}
      // antd's button props do not declare data attributes, though they reach the element.
      okButtonProps={{ danger: true, 'data-testid': confirmTestId } as ButtonProps}
      onConfirm={onConfirm}
      disabled={disabled}
    >
      <Button size="small" danger disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </Popconfirm>
  );
}
