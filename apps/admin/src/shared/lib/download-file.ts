/**
 * Hands text to the browser as a file download: a Blob behind a temporary link with `download`,
 * so nothing else opens and the name is the one the server chose.
 */
export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is not needed past this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
