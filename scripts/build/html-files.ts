/** The built HTML file of a prerendered route: "/" → index.html, "/airport-cabs" → airport-cabs/index.html. */
export function htmlFileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`;
}
