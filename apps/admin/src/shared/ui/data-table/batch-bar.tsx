import type { ReactNode } from 'react';
import './data-table.css';

export interface BatchBarProps {
  /** The batch actions (buttons), applied to the ticked rows. */
  children: ReactNode;
  /** How many rows are ticked; the count is announced only when some are. */
  count: number;
  countText: string;
  testId?: string;
  countTestId?: string;
}

/** The actions over the ticked rows of one or more tables, with how many are ticked. */
export function BatchBar({ children, count, countText, testId, countTestId }: BatchBarProps) {
  return (
    <div className="batch-bar" data-testid={testId}>
      {children}
      <span className="screen-muted" aria-live="polite" data-testid={countTestId}>
        {count > 0 ? countText : ''}
      </span>
    </div>
  );
}
