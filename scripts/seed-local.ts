/** `npm run seed`: (re)loads the demo data into an already running dev stack (`npm run dev` seeds on its own). */
import { DEV_PORTS } from './stack/ports';
import { stackEnv } from './stack/stack';

for (const [key, value] of Object.entries(stackEnv(DEV_PORTS))) process.env[key] ??= value;
const { seed } = await import('./seed/index');
try {
  await seed();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('Is the local stack running? Start it with "npm run dev".');
  process.exit(1);
}
