/**
 * UK essentials categories and items (docs/data-model.md `essentials_categories` /
 * `essentials_items`). Item images are ../images/essential-{image}.jpg; amazonLink is an
 * Amazon UK search with the site's affiliate tag.
 */
import type { EssentialsCategory, EssentialsItem } from '../../../src/data/collections/essentials';

export const AFFILIATE_TAG = 'roomshareuk-21';

export const amazonSearch = (query: string) => `https://www.amazon.co.uk/s?k=${encodeURIComponent(query).replace(/%20/g, '+')}&tag=${AFFILIATE_TAG}`;

export const CATEGORIES: EssentialsCategory[] = [
  { id: 'seed-cat-kitchen', name: 'Kitchen & Cooking', priority: 10 },
  { id: 'seed-cat-bedding', name: 'Bedding & Home', priority: 20 },
  { id: 'seed-cat-groceries', name: 'Indian Groceries & Spices', priority: 30 },
  { id: 'seed-cat-winter', name: 'Winter Clothing', priority: 40 },
  { id: 'seed-cat-electronics', name: 'Electronics & Adapters', priority: 50 },
  { id: 'seed-cat-health', name: 'Health & Toiletries', priority: 60 },
];

/** `image` names ../images/essential-{image}.jpg; `query` the Amazon search. */
export interface SeedItem extends Pick<EssentialsItem, 'id' | 'categoryId' | 'name' | 'description'> {
  image: string;
  query: string;
}

export const ITEMS: SeedItem[] = [
  // Kitchen & Cooking
  { id: 'seed-item-pressure-cooker', categoryId: 'seed-cat-kitchen', image: 'pressure-cooker', query: 'pressure cooker 5 litre',
    name: 'Pressure Cooker (5 L)', description: 'For dal, rajma and biryani in a fraction of the time. Induction-compatible models work on most UK hobs.' },
  { id: 'seed-item-tawa', categoryId: 'seed-cat-kitchen', image: 'tawa-pan', query: 'non stick tawa',
    name: 'Non-stick Tawa', description: 'Rotis, parathas and dosas at home. Pick a flat-bottomed tawa for electric and induction hobs.' },
  { id: 'seed-item-kettle', categoryId: 'seed-cat-kitchen', image: 'electric-kettle', query: 'electric kettle 1.7l',
    name: 'Electric Kettle', description: 'The most used appliance in any British kitchen: chai, instant noodles and hot water bottles.' },
  { id: 'seed-item-tiffin', categoryId: 'seed-cat-kitchen', image: 'tiffin', query: 'stainless steel tiffin box',
    name: 'Stainless Steel Tiffin', description: 'Take home-cooked lunch to campus or the office and save on meal deals.' },
  // Bedding & Home
  { id: 'seed-item-duvet', categoryId: 'seed-cat-bedding', image: 'duvet-set', query: 'double duvet 13.5 tog pillows',
    name: 'Duvet & Pillow Set (13.5 tog)', description: 'Most UK rooms come without bedding. A 13.5 tog duvet keeps you warm through winter.' },
  { id: 'seed-item-heater', categoryId: 'seed-cat-bedding', image: 'heater', query: 'oil filled radiator',
    name: 'Oil-filled Radiator', description: 'A small portable heater for draughty rooms; cheaper to run than a fan heater.' },
  { id: 'seed-item-airer', categoryId: 'seed-cat-bedding', image: 'airer', query: 'clothes airer indoor',
    name: 'Indoor Clothes Airer', description: 'Few UK homes have dryers and it rains often: a folding airer is a must.' },
  // Indian Groceries & Spices
  { id: 'seed-item-masala-dabba', categoryId: 'seed-cat-groceries', image: 'spice-box', query: 'masala dabba spice box',
    name: 'Masala Dabba', description: 'A steel spice box with seven bowls: keep haldi, jeera, rai and more in one place.' },
  { id: 'seed-item-basmati', categoryId: 'seed-cat-groceries', image: 'rice-bag', query: 'basmati rice 10kg',
    name: 'Basmati Rice (10 kg)', description: 'Big bags are much cheaper per kilo. Supermarkets and Indian grocers both stock them.' },
  { id: 'seed-item-atta', categoryId: 'seed-cat-groceries', image: 'atta-bag', query: 'chakki atta 10kg',
    name: 'Chakki Atta (10 kg)', description: 'Whole-wheat flour for soft rotis, widely available in the UK.' },
  // Winter Clothing
  { id: 'seed-item-coat', categoryId: 'seed-cat-winter', image: 'winter-coat', query: 'waterproof winter coat',
    name: 'Waterproof Winter Coat', description: 'UK winters are more wet and windy than cold. Choose waterproof with a hood.' },
  { id: 'seed-item-gloves', categoryId: 'seed-cat-winter', image: 'thermal-gloves', query: 'thermal gloves scarf set',
    name: 'Thermal Gloves & Scarf', description: 'Essential for waiting at bus stops from November to March.' },
  { id: 'seed-item-umbrella', categoryId: 'seed-cat-winter', image: 'umbrella', query: 'compact windproof umbrella',
    name: 'Compact Windproof Umbrella', description: 'A sturdy, foldable umbrella that survives British wind.' },
  // Electronics & Adapters
  { id: 'seed-item-adapter', categoryId: 'seed-cat-electronics', image: 'plug-adapter', query: 'india to uk plug adapter',
    name: 'India to UK Plug Adapter', description: 'UK sockets use three rectangular pins (Type G). Bring two or three for your chargers.' },
  { id: 'seed-item-extension', categoryId: 'seed-cat-electronics', image: 'extension-lead', query: 'extension lead 4 way surge protected',
    name: 'Surge-protected Extension Lead', description: 'Rooms often have just one or two sockets. Get a 4-way lead with surge protection.' },
  { id: 'seed-item-power-bank', categoryId: 'seed-cat-electronics', image: 'power-bank', query: 'power bank 20000mah',
    name: 'Power Bank (20,000 mAh)', description: 'Keeps your phone alive for maps, banking apps and long commutes.' },
  // Health & Toiletries
  { id: 'seed-item-toiletries', categoryId: 'seed-cat-health', image: 'toiletries', query: 'travel toiletries set',
    name: 'Toiletries Starter Kit', description: 'Shampoo, body wash and toothpaste to get you through the first week.' },
  { id: 'seed-item-first-aid', categoryId: 'seed-cat-health', image: 'first-aid', query: 'first aid kit home',
    name: 'Home First Aid Kit', description: 'Plasters, paracetamol and basics while you register with a local GP.' },
  { id: 'seed-item-hot-water-bottle', categoryId: 'seed-cat-health', image: 'hot-water-bottle', query: 'hot water bottle with cover',
    name: 'Hot Water Bottle', description: 'A cheap, cosy way to stay warm at night without turning the heating up.' },
];
