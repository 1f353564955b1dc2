/** The early read's inline script, compiled at build time (scripts/build/inline-scripts.ts earlyReadScriptModule). */
declare module 'virtual:early-read-script' {
  const code: string;
  export default code;
}
