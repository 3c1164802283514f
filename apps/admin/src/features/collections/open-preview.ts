import { isApiError } from '../../shared/api/api-error.ts';

/**
 * Opens a preview whose address is still to be fetched. The tab is opened at the click (a tab
 * opened after an await counts as a pop-up and is blocked), then sent to the address.
 */
export async function openPreview(
  link: () => Promise<{ url: string }>,
  onFail: (error: unknown) => void,
): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await link();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  } catch (error) {
    tab?.close();
    onFail(error);
  }
}

/** Why a preview could not be opened: the server's words when it refused, else the screen's. */
export function previewProblem(error: unknown, fallback: string): string {
  return isApiError(error) && error.kind === 'server' ? error.message : fallback;
}
