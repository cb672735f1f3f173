import path from 'node:path';
import { imageFileNames, putImage, type EncodedImage } from './store';
import { imageStoreOf, type ImageStore, type StoredFile } from './storage';

/**
 * A technician's photos of a visit show the inside of a customer's home. They are kept apart from the
 * public images (DATA_DIR/visit-photos, or `visit-photos/` in the bucket), which /uploads never reaches,
 * and are read only through the bookings module's authorised routes. A booking keeps their file names
 * (photos taken before they were kept apart are kept as '/uploads/{name}' until moved, below).
 * Files are named by content and nothing removes them (a visit's record keeps its photos), so no lock is needed.
 */
export const visitPhotoFolder = 'visit-photos';

export function visitPhotoStoreOf(config: Parameters<typeof imageStoreOf>[0]): ImageStore {
  return imageStoreOf(config, visitPhotoFolder);
}

/** Stores each photo not already there; answers their file names, in order. */
export async function keepVisitPhotos(store: ImageStore, photos: EncodedImage[]): Promise<string[]> {
  const names: string[] = [];
  for (const photo of photos) {
    const name = path.basename(photo.url);
    if (!(await store.has(name))) await putImage(photo, store);
    names.push(name);
  }
  return names;
}

/** A stored photo's file name, whether kept apart ('{hash}.webp') or from before ('/uploads/{hash}.webp'). */
export const visitPhotoName = (stored: string) => path.basename(stored);

const photoFileName = /^([0-9a-f]{32})(-w\d+)?\.webp$/;

/** The content hash a photo's file is named by, or undefined for a name that is not a photo's. */
export const visitPhotoHash = (name: string) => photoFileName.exec(name)?.[1];

/**
 * A file of one of these photos (the full one or a smaller width), or undefined. A photo not yet moved
 * apart is read where it was stored.
 */
export async function readVisitPhoto(stores: { visitPhotos: ImageStore; images: ImageStore }, photos: string[], name: string): Promise<StoredFile | undefined> {
  const hash = visitPhotoHash(name);
  if (!hash || !photos.map(visitPhotoName).includes(`${hash}.webp`) || !imageFileNames(hash).includes(name)) return undefined;
  return (await stores.visitPhotos.read(name)) ?? (await stores.images.read(name));
}
