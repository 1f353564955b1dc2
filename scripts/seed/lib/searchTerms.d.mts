export function searchTermsOf(name: string, email: string): Record<string, true>;
export function dayNumberOf(date: Date): number;
export function searchFieldsOf(name: string, email: string, createdAt: Date): { searchTerms: Record<string, true>; createdDay: number };
