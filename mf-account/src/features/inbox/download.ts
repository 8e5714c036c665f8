/** Hands the browser a text file to save, made on the page: nothing is uploaded or fetched for it. */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL is released once this task is over.
  setTimeout(() => URL.revokeObjectURL(url));
}
