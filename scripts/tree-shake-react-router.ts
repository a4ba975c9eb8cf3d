import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the parts of React Router this app never calls (its framework mode's
 * <Link> prefetching, <Form>, fetchers, server components): the library assigns `X.displayName`
 * to its components and creates some with an unannotated `React.forwardRef(…)`, and either keeps
 * every such component in the build whether it is used or not. Without the assignments, and with
 * the calls marked pure, the home page loads about 4 KB less gzipped JavaScript (decision 026).
 * Names shown in React's developer tools are the only loss; the production build shows none anyway.
 * If a new release writes these differently, nothing breaks: the page-weight test notices the size.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^\w+\.displayName = "\w+";$/gm, '')
          .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
