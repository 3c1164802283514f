import { CHART_HEIGHT, type ChartKind, chartSvg } from '@sitewright/blocks';
import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Radio from 'antd/es/radio';
import { useEffect, useMemo, useState } from 'react';
import { gridOfTable } from '../chart-preview.ts';
import {
  CHART_KINDS,
  chartClass,
  chartKindOf,
  chartTableMessages,
  tableDataFromGrid,
} from '../chart-table.ts';
import type { DialogProps } from '../editor-context.ts';

/** The table around the cursor, if any. */
export function selectedTable(editor: Editor): PmNode | null {
  const { $from } = editor.state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d);
    if (node.type.name === 'table') return node;
  }
  return null;
}

const KIND_LABEL = { bar: 'chartBar', line: 'chartLine', pie: 'chartPie' } as const;

/** Chart dialog: draws the selected table as a bar, line or pie chart, or says what the table lacks. */
export function ChartDialog({ open, editor, t, language, onClose }: DialogProps) {
  const [kind, setKind] = useState<ChartKind>('bar');
  const [table, setTable] = useState<PmNode | null>(null);

  useEffect(() => {
    if (!open) return;
    const found = selectedTable(editor);
    setTable(found);
    setKind(chartKindOf(found?.attrs.class as string | null) ?? 'bar');
  }, [open, editor]);

  const data = useMemo(() => (table ? tableDataFromGrid(gridOfTable(table)) : null), [table]);
  const problems = data ? chartTableMessages(data, language) : [];
  const svg = data && problems.length === 0 ? chartSvg(data, { kind, height: CHART_HEIGHT }) : null;
  const isChart = chartKindOf(table?.attrs.class as string | null) !== null;

  const apply = (className: string | null) => {
    editor.chain().focus().updateAttributes('table', { class: className }).run();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('chart')}
      okText={t('insert')}
      cancelText={t('cancel')}
      onOk={() => apply(chartClass(kind))}
      okButtonProps={{ disabled: !svg }}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {isChart ? (
            <Button onClick={() => apply(null)} style={{ float: 'left' }}>
              {t('chartRemove')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      {!table ? (
        <Alert type="info" showIcon title={t('chartNoTable')} />
      ) : (
        <>
          <p className="rte-dialog__hint">{t('chartHelp')}</p>
          <Radio.Group
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            optionType="button"
            options={CHART_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
            aria-label={t('chartKind')}
          />
          {problems.length > 0 ? (
            <Alert
              className="rte-chart-problems"
              type="warning"
              showIcon
              title={problems.length === 1 ? problems[0] : undefined}
              description={
                problems.length > 1 ? (
                  <ul>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : undefined
              }
            />
          ) : null}
          {svg ? (
            <div
              className="rte-chart-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: chartSvg draws from numbers and escaped labels only
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
