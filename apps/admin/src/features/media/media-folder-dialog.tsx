import { MEDIA_FOLDER_NAME_MAX } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useCreateMediaFolder } from '../../shared/api/media/create-media-folder.ts';
import { useRenameMediaFolder } from '../../shared/api/media/rename-media-folder.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';

export type FolderDialogState =
  | { mode: 'create'; parentId: number | null; parentName: string | null }
  | { mode: 'rename'; id: number; name: string };

/** Names a new folder, or renames one. */
export function MediaFolderDialog({
  websiteId,
  state,
  onClose,
  onCreated,
}: {
  websiteId: number;
  state: FolderDialogState;
  onClose(): void;
  onCreated?(id: number): void;
}) {
  const t = useT();
  const [form] = Form.useForm<{ name: string }>();
  const create = useCreateMediaFolder();
  const rename = useRenameMediaFolder();

  async function submit({ name }: { name: string }) {
    try {
      if (state.mode === 'create') {
        const folder = await create.mutateAsync({ website_id: websiteId, parent_id: state.parentId, name });
        toastSuccess(t('media.folderCreated', { name: folder.name }));
        onCreated?.(folder.id);
      } else {
        await rename.mutateAsync({ website_id: websiteId, id: state.id, name });
        toastSuccess(t('media.folderRenamed'));
      }
      onClose();
    } catch {
      // The client has shown why.
    }
  }

  return (
    <Modal
      open
      title={
        state.mode === 'rename'
          ? t('media.renameFolderTitle', { name: state.name })
          : state.parentName
            ? t('media.newSubfolderTitle', { name: state.parentName })
            : t('media.newFolderTitle')
      }
      okText={state.mode === 'create' ? t('common.create') : t('common.save')}
      okButtonProps={{ ...({ 'data-testid': 'media-folder-save' } as object) }}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || rename.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: state.mode === 'rename' ? state.name : '' }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('media.folderName')}
          rules={[
            { required: true, whitespace: true, message: t('media.folderNameRequired') },
            {
              max: MEDIA_FOLDER_NAME_MAX,
              message: t('media.folderNameTooLong', { max: MEDIA_FOLDER_NAME_MAX }),
            },
            { pattern: /^[^/\\]*$/, message: t('media.nameNoSlash') },
          ]}
        >
          <Input autoFocus maxLength={MEDIA_FOLDER_NAME_MAX} data-testid="media-folder-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
