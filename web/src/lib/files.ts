/** Reading files the user picked, for the features that send them to the server. */

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
