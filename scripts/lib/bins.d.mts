/** Absolute paths of the CLIs the scripts run with `node` (bins.mjs). */
export declare const bins: {
  vite: string;
  vitest: string;
  eslint: string;
  tsc: string;
  playwright: string;
  firebase: string;
};
