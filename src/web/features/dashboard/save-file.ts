/** Hands bytes made or fetched in the page to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.click();
  // After the click the browser holds its own reference to the file.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
