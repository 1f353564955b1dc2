/**
 * The emulator project of the Vitest worker running a file (`VITEST_POOL_ID`, 1 to maxWorkers):
 * files that run side by side each clear and seed their own database, never another's. A demo-*
 * stem never touches a real project.
 */
export function projectPerWorker(stem: string, poolId = process.env.VITEST_POOL_ID ?? '1'): string {
  return `${stem}-${poolId}`;
}
