/** Saves `text` as a file download named `fileName`. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the blob by the next task; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url));
}
