/** The essentials guide's categories and items: public, written by admins only. */
import { num, str, type AppRoot, type RawDoc } from './documents';

export const ESSENTIALS_CATEGORIES = 'essentials_categories';
export const ESSENTIALS_ITEMS = 'essentials_items';

export interface EssentialsCategory {
  id: string;
  name: string;
  priority: number;
}

export interface EssentialsItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  amazonLink: string;
  categoryId: string;
}

export const essentialsPaths = ({ publicData }: AppRoot) => ({
  essentialsCategory: (id: string) => `${publicData}/${ESSENTIALS_CATEGORIES}/${id}`,
  essentialsItem: (id: string) => `${publicData}/${ESSENTIALS_ITEMS}/${id}`,
});

export function toEssentialsCategory({ id, data }: RawDoc): EssentialsCategory {
  return { id, name: str(data, 'name'), priority: num(data, 'priority') };
}

export function toEssentialsItem({ id, data }: RawDoc): EssentialsItem {
  return {
    id,
    name: str(data, 'name'),
    description: str(data, 'description'),
    imageUrl: str(data, 'imageUrl'),
    amazonLink: str(data, 'amazonLink'),
    categoryId: str(data, 'categoryId'),
  };
}
