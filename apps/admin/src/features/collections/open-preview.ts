/**
 * Opens a preview whose address is still to be fetched. The tab is opened at the click (a tab
 * opened after an await counts as a pop-up and is blocked), then sent to the address.
 */
export async function openPreview(link: () => Promise<{ url: string }>, onFail: () => void): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const { url } = await link();
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else window.open(url, '_blank', 'noopener');
  } catch {
    tab?.close();
    onFail();
  }
}
