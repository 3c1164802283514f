import { useQueryClient } from '@tanstack/react-query';
import { useT } from '../../shared/i18n/index.ts';
import { NewPageModal } from '../../shared/new-page/new-page-modal.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { pagesQueryKey } from './api/get-pages.ts';

export interface PageCreateModalProps {
  open: boolean;
  websiteId: number;
  /** The language of the list the operator is looking at; the website's default when absent. */
  lang?: string | undefined;
  onClose(): void;
}

/**
 * The page list's New page: the editor's dialog (name, start from, menu position) with the
 * address segment besides. Without a menu position the page lands among the unassociated pages.
 */
function PageCreateModal({ open, websiteId, lang, onClose }: PageCreateModalProps) {
  const t = useT();
  const queryClient = useQueryClient();
  return (
    <NewPageModal
      open={open}
      websiteId={websiteId}
      lang={lang}
      withPathSegment
      onClose={onClose}
      onCreated={() => {
        void queryClient.invalidateQueries({ queryKey: pagesQueryKey });
        toastSuccess(t('pages.created'));
        onClose();
      }}
    />
  );
}

/** Loaded on demand: the list does not need the form until a page is created. */
export default PageCreateModal;
