/** The largest photo the API takes (a data URL of a JPEG or PNG of at most 2 MB). */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(new Error('The photo could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A larger photo made smaller in the browser (JPEG, at most 2000 px a side), where it can be. */
async function shrink(file: File): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, 2000 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.8),
    );
  } catch {
    return null;
  }
}

/**
 * The document's photo as the API takes it: a data URL of a JPEG or PNG of at most 2 MB (a larger
 * one is resized first). Rejects with the reason to show at the field.
 */
export async function photoDataUrl(file: File): Promise<string> {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') {
    throw new Error('Choose a JPEG or PNG image');
  }
  if (file.size <= MAX_PHOTO_BYTES) return readAsDataUrl(file);
  const smaller = await shrink(file);
  if (!smaller || smaller.size > MAX_PHOTO_BYTES) {
    throw new Error('The photo must be at most 2 MB');
  }
  return readAsDataUrl(smaller);
}
