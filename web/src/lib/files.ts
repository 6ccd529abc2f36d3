/** Files: reading the ones the user picked (to send to the server), saving the ones we make. */

/** The file as a data URL (`data:<type>;base64,…`). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('Could not read the file.'));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** The file's bytes, base64-encoded (a data URL's payload). */
export async function readAsBase64(file: Blob): Promise<string> {
  const url = await readAsDataUrl(file);
  return url.slice(url.indexOf(',') + 1);
}

/**
 * Saves `blob` as a download named `file`, through a temporary link. The object URL is revoked a
 * second later, once the download has started.
 */
export function saveBlob(blob: Blob, file: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = file;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
