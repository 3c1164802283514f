import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useT } from '../../shared/i18n/index.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { useCreatePage } from './api/create-page.ts';
import {
  PAGE_FORM_ERROR_CODES,
  PAGE_NAME_MAX,
  PAGE_PATH_SEGMENT_MAX,
  PATH_SEGMENT_PATTERN,
  type PageCreateValues,
  pageFieldErrors,
  toCreateBody,
} from './page-form.ts';
import { isApiError } from '../../shared/api/api-error.ts';

export interface PageCreateModalProps {
  open: boolean;
  websiteId: number;
  /** The language of the list the operator is looking at; the website's default when absent. */
  lang?: string | undefined;
  onClose(): void;
}

const SHOWN_FIELDS = ['page_name', 'path_segment'] as const;

/** A new ordinary page; it lands among the unassociated pages until the menu takes it in. */
function PageCreateModal({ open, websiteId, lang, onClose }: PageCreateModalProps) {
  const t = useT();
  const [form] = Form.useForm<PageCreateValues>();
  const mutation = useCreatePage();

  async function onFinish(values: PageCreateValues) {
    try {
      await mutation.mutateAsync(toCreateBody(websiteId, values, lang));
    } catch (error) {
      const fields = pageFieldErrors(error, SHOWN_FIELDS);
      // Only the shown fields come back, and both of them are this form's.
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else if (isApiError(error) && (PAGE_FORM_ERROR_CODES as readonly number[]).includes(error.code)) {
        toastError(error.message);
      }
      return;
    }
    toastSuccess(t('pages.created'));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('pages.createTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'page-create-submit' } as Record<string, string>}
    >
      <Form<PageCreateValues>
        form={form}
        layout="vertical"
        initialValues={{ page_name: '', path_segment: '' }}
        onFinish={onFinish}
        data-testid="page-create-form"
        preserve={false}
      >
        <Form.Item
          label={t('pages.pageName')}
          name="page_name"
          rules={[
            { required: true, whitespace: true, message: t('pages.pageNameRequired') },
            { max: PAGE_NAME_MAX, message: t('pages.max', { n: PAGE_NAME_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={PAGE_NAME_MAX} data-testid="page-create-name" />
        </Form.Item>
        <Form.Item
          label={`${t('pages.pathSegment')} (${t('common.optional')})`}
          name="path_segment"
          extra={t('pages.pathSegmentHelp')}
          rules={[
            { max: PAGE_PATH_SEGMENT_MAX, message: t('pages.max', { n: PAGE_PATH_SEGMENT_MAX }) },
            { pattern: PATH_SEGMENT_PATTERN, message: t('pages.pathSegmentInvalid') },
          ]}
        >
          <Input maxLength={PAGE_PATH_SEGMENT_MAX} data-testid="page-create-path" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Loaded on demand: the list does not need the form until a page is created. */
export default PageCreateModal;
