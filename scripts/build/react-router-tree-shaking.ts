import type { Plugin } from 'vite';

/**
 * Lets the bundler drop react-router components the app never renders (NavLink, Form and the
 * form-submission code they pull in, ≈1.7 KB gzip on every page). react-router's build creates
 * them with un-annotated `React.forwardRef(...)` calls followed by `X.displayName = "X"` writes,
 * which a bundler must assume have side effects, so they stay even when unused. This marks those
 * calls pure and drops the displayName writes (only React DevTools reads them). Lines are kept
 * in place, so source maps stay valid.
 */
export function reactRouterTreeShaking(): Plugin {
  const forwardRef = /^var (\w+) = (React\d*\.forwardRef\()/gm;
  const displayName = /^\w+\.displayName = "[^"\n]*";$/gm;
  let patched = 0;
  return {
    name: 'react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/, code: 'forwardRef(' },
      handler(code) {
        patched += 1;
        return { code: code.replace(forwardRef, 'var $1 = /* @__PURE__ */ $2').replace(displayName, ''), map: null };
      },
    },
    buildEnd() {
      if (patched === 0) this.warn("react-router's components were not found: its build changed, revisit this plugin");
    },
  };
}
