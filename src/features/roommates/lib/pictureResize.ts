/** Profile pictures are shrunk in the browser and stored as JPEG. */

export interface Size {
  width: number;
  height: number;
}

/** Scales a size down (never up) so its longest side is at most `maxSide`, keeping the aspect ratio. */
export function fitWithin({ width, height }: Size, maxSide: number): Size {
  if (!(width > 0 && height > 0)) throw new Error('Image has no size');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const JPEG_QUALITY = 0.85;

async function decode(file: Blob): Promise<{ source: CanvasImageSource; size: Size; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, size: { width: image.naturalWidth, height: image.naturalHeight }, release: () => URL.revokeObjectURL(url) };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

/** Decodes an image file, draws it at most `maxSide` px on its longest side and encodes it as JPEG. */
export async function shrinkToJpeg(file: Blob, maxSide: number): Promise<Blob> {
  const { source, size, release } = await decode(file);
  try {
    const target = fitWithin(size, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D is not available');
    // JPEG has no transparency: paint transparent pixels white rather than black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, target.width, target.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))), 'image/jpeg', JPEG_QUALITY),
    );
  } finally {
    release();
  }
}
