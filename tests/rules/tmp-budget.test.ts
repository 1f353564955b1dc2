import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { useRulesEnv } from './support/env';
import { emulatorUrl, firestoreEmulator, loadFirestoreRules, PROJECT_ID } from './support/emulator';
import { batchCreateListing, castDocs, OWNER } from './support/fixtures';
import { readFileSync } from 'node:fs';

type Node = { sourcePosition?: { line?: number }; values?: { count?: number }[]; children?: Node[] };
const h = useRulesEnv();
it('budget probe', async () => {
  await h.seed(castDocs());
  await loadFirestoreRules(firestoreEmulator(), readFileSync('firestore.rules', 'utf8'), PROJECT_ID);
  try { await batchCreateListing(h.as(OWNER), OWNER, 'l1'); } catch (e) { console.log('denied', String(e).slice(0, 200)); }
  const report = (await (await fetch(emulatorUrl(firestoreEmulator(), `/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`))).json()) as { report?: Node[] };
  const perLine = new Map<number, number>();
  const walk = (n: Node) => { const c = (n.values ?? []).reduce((a, v) => a + (v.count ?? 0), 0); const l = n.sourcePosition?.line ?? 0; perLine.set(l, (perLine.get(l) ?? 0) + c); (n.children ?? []).forEach(walk); };
  (report.report ?? []).forEach(walk);
  const rows = [...perLine.entries()].sort((a, b) => b[1] - a[1]);
  writeFileSync('/tmp/budget.txt', `total ${rows.reduce((a, r) => a + r[1], 0)}\n` + rows.map(([l, c]) => `${l}\t${c}`).join('\n'));
});
