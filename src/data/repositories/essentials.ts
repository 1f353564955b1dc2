/** UK essentials: categories (ordered by priority) and their items; public read, admin write. */
import { toEssentialsCategory, toEssentialsItem, type EssentialsCategory, type EssentialsItem } from '@/data/collections/essentials';
import { fsPaths, writer } from '../transport/db';
import { runQuery } from '../transport/oneShot';
import { COLLECTIONS } from '../collections';

const categoriesPath = fsPaths.publicCollection(COLLECTIONS.essentialsCategories);
const itemsPath = fsPaths.publicCollection(COLLECTIONS.essentialsItems);

export interface EssentialsCatalog {
  categories: EssentialsCategory[];
  items: EssentialsItem[];
}

export async function fetchEssentialsCatalog(): Promise<EssentialsCatalog> {
  const [categories, items] = await Promise.all([
    runQuery({ path: categoriesPath, orderBy: [{ field: 'priority', direction: 'asc' }] }, toEssentialsCategory),
    runQuery({ path: itemsPath }, toEssentialsItem),
  ]);
  return { categories: categories.items, items: items.items };
}

export type EssentialsCategoryInput = Omit<EssentialsCategory, 'id'>;
export type EssentialsItemInput = Omit<EssentialsItem, 'id'>;

export async function saveEssentialsCategory(input: EssentialsCategoryInput, id?: string): Promise<string> {
  const { sdk, db } = await writer();
  const ref = id ? sdk.doc(db, fsPaths.essentialsCategory(id)) : sdk.doc(sdk.collection(db, categoriesPath));
  await sdk.setDoc(ref, { name: input.name, priority: input.priority });
  return ref.id;
}

export async function deleteEssentialsCategory(id: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.deleteDoc(sdk.doc(db, fsPaths.essentialsCategory(id)));
}

export async function saveEssentialsItem(input: EssentialsItemInput, id?: string): Promise<string> {
  const { sdk, db } = await writer();
  const ref = id ? sdk.doc(db, fsPaths.essentialsItem(id)) : sdk.doc(sdk.collection(db, itemsPath));
  await sdk.setDoc(ref, { ...input });
  return ref.id;
}

export async function deleteEssentialsItem(id: string): Promise<void> {
  const { sdk, db } = await writer();
  await sdk.deleteDoc(sdk.doc(db, fsPaths.essentialsItem(id)));
}
