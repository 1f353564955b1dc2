// @vitest-environment happy-dom
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import imageCompression from 'browser-image-compression';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LISTING_IMAGE_COMPRESSION } from '@/config/constants';
import { compressCardImage, compressImage, compressionLibUrl } from './compressImage';

vi.mock('browser-image-compression', () => ({ default: vi.fn() }));

const compressMock = vi.mocked(imageCompression);
const file = new File(['raw'], 'room.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  compressMock.mockReset();
});

describe('compressImage', () => {
  it('compresses in a web worker with the spec settings and the self-hosted library', async () => {
    const small = new File(['small'], 'room.jpg', { type: 'image/jpeg' });
    compressMock.mockResolvedValue(small);
    await expect(compressImage(file)).resolves.toBe(small);
    expect(compressMock).toHaveBeenCalledWith(file, {
      maxSizeMB: 0.07,
      maxWidthOrHeight: 1280,
      initialQuality: 0.7,
      useWebWorker: true,
      libURL: `${window.location.origin}/vendor/browser-image-compression.js`,
    });
    expect(LISTING_IMAGE_COMPRESSION).toEqual({ maxSizeMB: 0.07, maxWidthOrHeight: 1280, initialQuality: 0.7 });
  });

  it('uploads the original when compression fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    compressMock.mockRejectedValue(new Error('canvas unavailable'));
    await expect(compressImage(file)).resolves.toBe(file);
    expect(warn).toHaveBeenCalled();
  });

  it('points the worker at an absolute URL (blob workers cannot resolve relative ones)', () => {
    expect(compressionLibUrl()).toMatch(/^https?:\/\/[^/]+\/vendor\/browser-image-compression\.js$/);
  });

  it('self-hosts exactly the installed library version', () => {
    const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
    expect(read('../../../public/vendor/browser-image-compression.js')).toBe(
      read('../../../node_modules/browser-image-compression/dist/browser-image-compression.js'),
    );
  });
});

describe('compressCardImage', () => {
  it('makes a 480 px JPEG of about 25 KB from the original, in the worker', async () => {
    const card = new File(['card'], 'room.jpg', { type: 'image/jpeg' });
    compressMock.mockResolvedValue(card);
    await expect(compressCardImage(file)).resolves.toBe(card);
    expect(compressMock).toHaveBeenCalledWith(file, {
      maxSizeMB: 0.025,
      maxWidthOrHeight: 480,
      initialQuality: 0.7,
      fileType: 'image/jpeg',
      useWebWorker: true,
      libURL: `${window.location.origin}/vendor/browser-image-compression.js`,
    });
  });

  it('makes none when compression fails (the card shows the full photo)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    compressMock.mockRejectedValue(new Error('canvas unavailable'));
    await expect(compressCardImage(file)).resolves.toBeNull();
  });
});
