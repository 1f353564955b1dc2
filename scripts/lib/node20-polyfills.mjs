/**
 * Node 20 lacks Map.groupBy / Object.groupBy (Node 21+), which Vitest 5's reporter uses when a
 * test fails; without this a failing run crashes instead of reporting. Every Vitest run loads it
 * first (`node --import ./scripts/lib/node20-polyfills.mjs`, package.json and scripts/test.ts);
 * plain JavaScript because it runs before any TypeScript loader.
 */
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, keyOf) {
    const map = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(item);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, keyOf) {
    const result = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      (result[key] ??= []).push(item);
    }
    return result;
  };
}
