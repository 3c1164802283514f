import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { type MessageKey, useT } from '../../i18n/index.ts';
import './tag-list.css';
import { type AddTagResult, addTag, removeTag, type TagRules } from './tag-list.ts';

const REASON: Record<Exclude<AddTagResult, { ok: true }>['reason'], MessageKey> = {
  empty: 'kit.tagEmpty',
  duplicate: 'kit.tagDuplicate',
  too_long: 'kit.tagTooLong',
  too_many: 'kit.tagTooMany',
};

export interface TagListProps extends TagRules {
  tags: readonly string[];
  onChange(tags: string[]): void;
  disabled?: boolean;
  testId?: string;
}

/** Tags as closable chips with a box that adds one on Enter, saying why one is refused. */
export function TagList({ tags, onChange, maxLength, maxCount, disabled, testId }: TagListProps) {
  const t = useT();
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<MessageKey | null>(null);

  function add() {
    const result = addTag(tags, input, { maxLength, maxCount });
    if (!result.ok) {
      setProblem(REASON[result.reason]);
      return;
    }
    setProblem(null);
    setInput('');
    onChange(result.tags);
  }

  return (
    <div className="tag-list" data-testid={testId}>
      {tags.map((tag) => (
        <Tag
          key={tag}
          closable={disabled ? false : { 'aria-label': t('kit.tagRemove', { tag }) }}
          onClose={() => onChange(removeTag(tags, tag))}
        >
          {tag}
        </Tag>
      ))}
      {disabled ? null : (
        <Input
          size="small"
          value={input}
          placeholder={t('kit.tagAdd')}
          aria-label={t('kit.tagAdd')}
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setInput(e.target.value);
            setProblem(null);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
          style={{ width: 160 }}
        />
      )}
      {problem ? (
        <div className="tag-list-problem" role="alert">
          {t(problem, { max: problem === 'kit.tagTooLong' ? maxLength : maxCount })}
        </div>
      ) : null}
    </div>
  );
}
