/**
 * Shared chunks named by the modules they serve, not by file-name patterns. A group is given its
 * entry modules; Rolldown adds every module they depend on (`includeDependenciesRecursively`,
 * on by default) through the linked graph, so a barrel an entry imports from brings only what
 * the entry uses, and a new helper the room card starts to use joins the room card's chunk.
 */
export function isOneOf(moduleIds: readonly string[]): (moduleId: string) => boolean {
  const entries = new Set(moduleIds.map((id) => id.replaceAll('\\', '/')));
  return (moduleId) => entries.has(moduleId.replaceAll('\\', '/'));
}
