import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';

export interface Choice {
  key: string;
  title: string;
  /** Smaller text under the title: the address, a state. */
  detail?: ReactNode;
  testId: string;
}

/** A list of things to link to; a click on one chooses it. */
export function ChoiceList({
  choices,
  selected,
  loading,
  empty,
  label,
  onChoose,
}: {
  choices: readonly Choice[];
  /** The key of what the link leads to now. */
  selected?: string | undefined;
  loading: boolean;
  empty: string;
  /** What the list holds, for screen readers. */
  label: string;
  /** The chosen entry's key and title. */
  onChoose(key: string, title: string): void;
}) {
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (choices.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul className="link-choices" aria-label={label}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <button
            type="button"
            className={choice.key === selected ? 'link-choice link-choice--current' : 'link-choice'}
            aria-current={choice.key === selected ? 'true' : undefined}
            onClick={() => onChoose(choice.key, choice.title)}
            data-testid={choice.testId}
          >
            <span className="link-choice-title">{choice.title}</span>
            {choice.detail ? <span className="link-choice-detail">{choice.detail}</span> : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
