/**
 * The nearest items first, a page at a time, from a store that can only read a geohash cell in
 * geohash order, a few items per read (Firestore: a range on the geohash, a limit). A best-first
 * search: the cells not yet read wait nearest first (by the least distance any point of them can
 * have, ./geohashCells); the nearest is read, and when it comes back full its finer cells take its
 * place, from where the read stopped, so no item is read twice. An item is shown only once no
 * unread cell can hold a nearer one, so each page is exactly the next-nearest items that `keep`
 * accepts. Pure apart from `read`: the data layer supplies the query, tests a fake.
 */
import { distanceKm, GEOHASH_LENGTH, type LatLng, type WithDistance } from './geo';
import { cellMinDistanceKm, cellsCovering, childCells, startLengthFor } from './geohashCells';

/** One read of a cell: what it returned, and where it stopped when it came back full. */
export interface CellPage<T, C> {
  items: T[];
  /** Null when the cell has nothing more; else the cursor after the last item and that item's geohash. */
  more: { cursor: C; geohash: string } | null;
}

/** Reads the first items of the cell `prefix` in geohash order, after `startAfter` when given. */
export type ReadCell<T, C> = (prefix: string, startAfter: C | null) => Promise<CellPage<T, C>>;

export interface NearestSearch<T, C> {
  centre: LatLng;
  radiusKm: number;
  read: ReadCell<T, C>;
  /** Items without a point are read but never shown. */
  pointOf: (item: T) => LatLng | null | undefined;
  idOf: (item: T) => string;
  /** The part of a filter the store cannot run: items it rejects are read but never shown. */
  keep: (item: T) => boolean;
  pageSize: number;
  /** Queries one page may make at most; when reached, the page holds what is proven so far. */
  maxQueries: number;
  /** Cells read at once. */
  parallel: number;
}

interface PendingCell<C> {
  prefix: string;
  minKm: number;
  startAfter: C | null;
}

/** Where a search stands between pages: the cells still to read and the items read but not shown. */
export interface NearestState<T, C> {
  cells: readonly PendingCell<C>[];
  found: readonly WithDistance<T>[];
}

export interface NearestPage<T, C> {
  items: WithDistance<T>[];
  /** Null when every cell is read and every item shown. */
  next: NearestState<T, C> | null;
  /** Cell queries this page made. */
  queries: number;
}

export function startNearest<T, C>(centre: LatLng, radiusKm: number): NearestState<T, C> {
  return { cells: cellsCovering(centre, radiusKm, startLengthFor(radiusKm)).map((cell) => ({ ...cell, startAfter: null })), found: [] };
}

/** What is left of a cell that came back full: its finer cells from the one the read stopped in. */
function rest<C>(cell: PendingCell<C>, more: { cursor: C; geohash: string }, centre: LatLng, radiusKm: number): PendingCell<C>[] {
  const stoppedIn = cell.prefix + (more.geohash[cell.prefix.length] ?? '');
  if (cell.prefix.length >= GEOHASH_LENGTH || stoppedIn === cell.prefix) return [{ ...cell, startAfter: more.cursor }];
  return childCells(cell.prefix)
    .filter((child) => child >= stoppedIn)
    .map((child) => ({ prefix: child, minKm: cellMinDistanceKm(child, centre), startAfter: child === stoppedIn ? more.cursor : null }))
    .filter((child) => child.minKm <= radiusKm);
}

const byMinKm = <C>(a: PendingCell<C>, b: PendingCell<C>) => a.minKm - b.minKm || (a.prefix < b.prefix ? -1 : 1);

/** The next page: up to `pageSize` items, nearer than anything not yet shown or read. */
export async function nearestPage<T, C>(state: NearestState<T, C>, search: NearestSearch<T, C>): Promise<NearestPage<T, C>> {
  const cells = [...state.cells];
  const found = [...state.found];
  const byDistance = (a: WithDistance<T>, b: WithDistance<T>) => a.distanceKm - b.distanceKm || (search.idOf(a.item) < search.idOf(b.item) ? -1 : 1);
  const items: WithDistance<T>[] = [];
  let queries = 0;
  for (;;) {
    const bound = cells[0]?.minKm ?? Number.POSITIVE_INFINITY;
    while (items.length < search.pageSize && found.length > 0 && found[0]!.distanceKm <= bound) items.push(found.shift()!);
    if (items.length >= search.pageSize || cells.length === 0 || queries >= search.maxQueries) break;
    // Cells farther than the item that would complete the page cannot change it: not read yet.
    const last = found[search.pageSize - items.length - 1]?.distanceKm ?? Number.POSITIVE_INFINITY;
    const wanted = cells.filter((cell) => cell.minKm <= last).length;
    const batch = cells.splice(0, Math.max(1, Math.min(wanted, search.parallel, search.maxQueries - queries)));
    queries += batch.length;
    const pages = await Promise.all(batch.map((cell) => search.read(cell.prefix, cell.startAfter)));
    batch.forEach((cell, index) => {
      const page = pages[index]!;
      for (const item of page.items) {
        const point = search.pointOf(item);
        const distance = point ? distanceKm(search.centre, point) : Number.POSITIVE_INFINITY;
        if (distance <= search.radiusKm && search.keep(item)) found.push({ item, distanceKm: distance });
      }
      if (page.more) cells.push(...rest(cell, page.more, search.centre, search.radiusKm));
    });
    cells.sort(byMinKm);
    found.sort(byDistance);
  }
  const done = cells.length === 0 && found.length === 0;
  return { items, next: done ? null : { cells, found }, queries };
}
