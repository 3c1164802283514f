import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import {
  ATTRIBUTE_CATEGORIES_MAX,
  ATTRIBUTE_KINDS,
  ATTRIBUTE_OPTIONS_MAX,
  ATTRIBUTE_UNIT_MAX,
  type Attribute,
  type AttributeKind,
  TAXONOMY_NAME_MAX,
} from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import TreeSelect from 'antd/es/tree-select';
import { useState } from 'react';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { TranslatedNames } from '../../shared/ui/translated-names.tsx';
import { categoryChoices, useProductCategories } from './api/get-product-categories.ts';
import { useSaveAttribute } from './api/save-attribute.ts';
import { type EditOption, hasOptions, optionIdsByKey, withOptionIds } from './attribute-options.ts';
import { strandedValues } from './stranded-values.ts';
import { KIND_HELP, KIND_LABEL } from './attribute-kinds.ts';
import './attributes-i18n.ts';

interface AttributeFormValues {
  name: string;
  names: Record<string, string | undefined>;
  kind: AttributeKind;
  unit: string;
  options: EditOption[];
  filterable: boolean;
  category_ids: number[];
}

let optionKeys = 0;
const newOption = (): EditOption => {
  optionKeys += 1;
  return { key: `new-${optionKeys}`, id: '', name: '', names: {} };
};

function filledNames(names: Record<string, string | undefined> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names ?? {})
      .map(([lang, name]) => [lang, (name ?? '').trim()] as const)
      .filter(([, name]) => name !== ''),
  );
}

export interface AttributeDialogProps {
  websiteId: number;
  /** The attribute to change; a new one when null. */
  attribute: Attribute | null;
  onClose(): void;
}

/**
 * Adds or changes a product attribute: its names, type, unit or options, the product categories
 * it belongs to, and whether it filters.
 */
export function AttributeDialog({ websiteId, attribute, onClose }: AttributeDialogProps) {
  const t = useT();
  const [form] = Form.useForm<AttributeFormValues>();
  const save = useSaveAttribute();
  const categories = useProductCategories(websiteId);
  const [general, setGeneral] = useState<string | null>(null);
  const kind = (Form.useWatch('kind', form) ?? attribute?.kind ?? 'text') as AttributeKind;
  // `preserve`: the rows' keys and stored ids are values of the list, not fields of their own.
  const watchedOptions = (Form.useWatch('options', { form, preserve: true }) ?? []) as (
    | EditOption
    | undefined
  )[];
  // The ids the options will be saved with, shown beside them as they are typed.
  const previewIds = optionIdsByKey(
    watchedOptions.map((o, i) => ({
      key: o?.key ?? String(i),
      id: o?.id ?? '',
      name: o?.name ?? '',
      names: {},
    })),
  );

  async function onFinish(values: AttributeFormValues) {
    setGeneral(null);
    // The list's rows as stored, with their keys and ids (not form fields of their own).
    const rows: EditOption[] = form.getFieldValue('options') ?? [];
    const options = hasOptions(values.kind)
      ? withOptionIds(rows.map((o) => ({ ...o, names: filledNames(o.names) })))
      : [];
    try {
      await save.mutateAsync({
        website_id: websiteId,
        ...(attribute ? { id: attribute.id } : {}),
        name: values.name.trim(),
        names: filledNames(values.names),
        kind: values.kind,
        unit: values.kind === 'number' ? (values.unit ?? '').trim() : '',
        options,
        filterable: values.filterable,
        category_ids: values.category_ids ?? [],
      });
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.ATTRIBUTE_NAME_TAKEN) {
        form.setFields([{ name: 'name', errors: [error.message] }]);
        return;
      }
      if (isApiError(error) && error.code === errorCodes.ATTRIBUTE_VALUE_INVALID) {
        setGeneral(strandedValues(error.data, attribute, rows, t) ?? error.message);
        return;
      }
      const fields = fieldErrors(error);
      if (fields.name) form.setFields([{ name: 'name', errors: [fields.name] }]);
      const other = Object.entries(fields).find(([key]) => key !== 'name');
      if (other) setGeneral(other[1]);
      return;
    }
    toastSuccess(t(attribute ? 'attributes.saved' : 'attributes.added'));
    onClose();
  }

  const initial: AttributeFormValues = {
    name: attribute?.name ?? '',
    names: attribute?.names ?? {},
    kind: attribute?.kind ?? 'text',
    unit: attribute?.unit ?? '',
    options:
      attribute?.options.map((o) => ({ key: `saved-${o.id}`, id: o.id, name: o.name, names: o.names })) ?? [],
    filterable: attribute?.filterable ?? true,
    category_ids: attribute?.category_ids ?? [],
  };

  return (
    <Modal
      open
      title={t(attribute ? 'attributes.editTitle' : 'attributes.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
      okButtonProps={{ 'data-testid': 'attribute-submit' } as Record<string, string>}
    >
      {general ? <Alert type="error" showIcon title={general} data-testid="attribute-error" /> : null}
      <Form<AttributeFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={(changed: Partial<AttributeFormValues>) => {
          setGeneral(null);
          // A choice attribute starts with one empty option to fill in.
          if (changed.kind && hasOptions(changed.kind) && (form.getFieldValue('options') ?? []).length === 0)
            form.setFieldValue('options', [newOption()]);
        }}
        preserve={false}
        data-testid="attribute-form"
      >
        <Form.Item
          label={t('attributes.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('attributes.nameRequired') },
            { max: TAXONOMY_NAME_MAX, message: t('attributes.nameTooLong', { n: TAXONOMY_NAME_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={TAXONOMY_NAME_MAX} data-testid="attribute-name" />
        </Form.Item>
        <TranslatedNames
          websiteId={websiteId}
          name={['names']}
          label={(language) => t('attributes.namesIn', { language })}
          help={(language) => t('attributes.namesHelp', { language })}
          testIdPrefix="attribute-name"
        />
        <Form.Item
          label={t('attributes.kind')}
          name="kind"
          extra={
            attribute && attribute.kind !== kind && attribute.product_count > 0
              ? t('attributes.kindChangeWarning', { n: attribute.product_count })
              : t(KIND_HELP[kind])
          }
        >
          <Select<AttributeKind>
            options={ATTRIBUTE_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
            data-testid="attribute-kind"
          />
        </Form.Item>
        {kind === 'number' ? (
          <Form.Item label={t('attributes.unit')} name="unit" extra={t('attributes.unitHelp')}>
            <Input maxLength={ATTRIBUTE_UNIT_MAX} placeholder="kg" data-testid="attribute-unit" />
          </Form.Item>
        ) : null}
        {hasOptions(kind) ? (
          <Form.List
            name="options"
            rules={[
              {
                validator: async (_rule, value: EditOption[] | undefined) => {
                  const named = (value ?? []).filter((o) => o && o.name.trim() !== '');
                  if (named.length === 0) throw new Error(t('attributes.optionsRequired'));
                  const lower = named.map((o) => o.name.trim().toLocaleLowerCase());
                  if (new Set(lower).size !== lower.length) throw new Error(t('attributes.optionsDuplicate'));
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <div className="attributes-options" data-testid="attribute-options">
                <div className="attributes-options-label">{t('attributes.options')}</div>
                <p className="screen-muted attributes-options-help">{t('attributes.optionsHelp')}</p>
                {fields.map((field, index) => (
                  <div key={field.key} className="attributes-option" data-testid="attribute-option">
                    <div className="attributes-option-main">
                      <Form.Item
                        name={[field.name, 'name']}
                        rules={[
                          { required: true, whitespace: true, message: t('attributes.optionRequired') },
                          {
                            max: TAXONOMY_NAME_MAX,
                            message: t('attributes.nameTooLong', { n: TAXONOMY_NAME_MAX }),
                          },
                        ]}
                        className="attributes-option-name"
                      >
                        <Input
                          maxLength={TAXONOMY_NAME_MAX}
                          placeholder={t('attributes.optionName', { n: index + 1 })}
                          aria-label={t('attributes.optionName', { n: index + 1 })}
                          data-testid={`attribute-option-name-${index}`}
                        />
                      </Form.Item>
                      <code className="attributes-option-id" data-testid={`attribute-option-id-${index}`}>
                        {previewIds.get(watchedOptions[index]?.key ?? String(index)) ?? ''}
                      </code>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('attributes.removeOption', { n: index + 1 })}
                        onClick={() => remove(field.name)}
                        data-testid={`attribute-option-remove-${index}`}
                      />
                    </div>
                    <div className="attributes-option-names">
                      <TranslatedNames
                        websiteId={websiteId}
                        name={[field.name, 'names']}
                        label={(language) => t('attributes.optionNameIn', { language })}
                        testIdPrefix={`attribute-option-${index}-name`}
                        compact
                      />
                    </div>
                  </div>
                ))}
                <Form.ErrorList errors={errors} />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add(newOption())}
                  disabled={fields.length >= ATTRIBUTE_OPTIONS_MAX}
                  data-testid="attribute-option-add"
                >
                  {t('attributes.addOption')}
                </Button>
              </div>
            )}
          </Form.List>
        ) : null}
        <Form.Item
          label={t('attributes.categories')}
          name="category_ids"
          extra={t('attributes.categoriesHelp')}
        >
          <TreeSelect<number[]>
            multiple
            treeDefaultExpandAll
            allowClear
            treeData={categoryChoices(categories.data?.list ?? [])}
            placeholder={t('attributes.categoriesAll')}
            maxCount={ATTRIBUTE_CATEGORIES_MAX}
            data-testid="attribute-categories"
          />
        </Form.Item>
        <Form.Item
          label={t('attributes.filterable')}
          name="filterable"
          valuePropName="checked"
          extra={t('attributes.filterableHelp')}
        >
          <Switch data-testid="attribute-filterable" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
