import type { Tag } from '@sitewright/contract';
import type { ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import type { AnyCollection } from './any-collection.ts';
import { useMergeTags } from './api/merge-tags.ts';
import { mergePlan } from './tag-search.ts';
import './taxonomy-i18n.ts';

export interface TagMergeDialogProps {
  definition: AnyCollection;
  websiteId: number;
  /** The ticked tags, two or more; the operator picks the one to keep. */
  tags: Tag[];
  onMerged(): void;
  onClose(): void;
}

/** "Merge into…": one of the ticked tags stays, the others' items carry it instead, and they go. */
export function TagMergeDialog({ definition, websiteId, tags, onMerged, onClose }: TagMergeDialogProps) {
  const t = useT();
  const merge = useMergeTags(definition.name);
  // The most used tag is the likely keeper.
  const [keep, setKeep] = useState<number>(
    () => [...tags].sort((a, b) => b.item_count - a.item_count)[0]?.id ?? 0,
  );
  const kept = tags.find((tag) => tag.id === keep);

  async function submit() {
    const plan = mergePlan(tags, keep);
    if (!plan || !kept) return;
    try {
      await merge.mutateAsync({ websiteId, ...plan });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('taxonomy.merged', { name: kept.name }));
    onMerged();
  }

  return (
    <Modal
      open
      title={t('taxonomy.mergeTitle', { n: tags.length })}
      okText={t('taxonomy.mergeSubmit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={merge.isPending}
      okButtonProps={{ danger: true, 'data-testid': 'tag-merge-submit' } as ButtonProps}
      destroyOnHidden
    >
      <div data-testid="tag-merge">
        <p>{t('taxonomy.mergeKeep')}</p>
        <Radio.Group
          value={keep}
          onChange={(e) => setKeep(Number(e.target.value))}
          className="taxonomy-merge-list"
        >
          {tags.map((tag) => (
            <Radio key={tag.id} value={tag.id} data-testid={`tag-merge-keep-${tag.id}`}>
              {tag.name}{' '}
              <span className="screen-muted">
                ({tag.item_count === 1 ? t('taxonomy.itemsOne') : t('taxonomy.items', { n: tag.item_count })})
              </span>
            </Radio>
          ))}
        </Radio.Group>
        {kept ? <p className="screen-muted">{t('taxonomy.mergeExplain', { name: kept.name })}</p> : null}
      </div>
    </Modal>
  );
}
