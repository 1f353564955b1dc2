export function searchTermsOf(name: string, email: string): string[];
