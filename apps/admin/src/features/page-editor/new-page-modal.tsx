import type { PageDocument } from '@sitewright/contract';
import { NewPageModal as SharedNewPageModal } from '../../shared/new-page/new-page-modal.tsx';

/** The editor's Add → new page: the shared new-page dialog, with "a copy of this page" offered. */
export function NewPageModal(props: {
  open: boolean;
  websiteId: number;
  lang: string;
  currentDocument: () => PageDocument;
  onClose(): void;
  onCreated(pageId: number): void;
}) {
  const { onCreated, ...rest } = props;
  return <SharedNewPageModal {...rest} onCreated={(page) => onCreated(page.id)} />;
}
