export type FloorKind = 'floor' | 'dataFloor';
export function floorHtml(html: string): string;
export function dataFloorHtml(html: string): string;
export function floorPath(route: string, kind?: FloorKind): string;
export function writeFloorPages(outDir: string, routes: readonly string[], kind?: FloorKind): void;
