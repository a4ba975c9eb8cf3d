import type { Plugin } from 'vite';

// A Vite plugin for the built index.html (and so every prerendered page): the app's module script and
// its module preloads are started by a small inline script once the browser has painted the page,
// rather than by tags the browser fetches at once. The page's HTML and CSS then have the network and
// the processor to themselves until the first paint; the app follows a frame later (decision 021).

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The inline loader: preloads first, then the entry; a background tab (no frames) starts on a timer. */
export function loaderScript(entry: string, preloads: readonly string[]): string {
  return [
    '(function () {',
    '  var started = false;',
    '  function start() {',
    '    if (started) return;',
    '    started = true;',
    `    ${JSON.stringify(preloads)}.forEach(function (href) {`,
    "      var link = document.createElement('link');",
    "      link.rel = 'modulepreload';",
    "      link.crossOrigin = '';",
    '      link.href = href;',
    '      document.head.appendChild(link);',
    '    });',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = '';",
    `    script.src = ${JSON.stringify(entry)};`,
    '    document.head.appendChild(script);',
    '  }',
    '  requestAnimationFrame(function () {',
    '    setTimeout(start, 0);',
    '  });',
    '  setTimeout(start, 500);',
    '})();',
  ].join('\n');
}

export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = moduleScript.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no module script to start after the first paint');
        const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
        const rest = html.replace(moduleScript, '').replace(modulePreload, '');
        // Last in <body>: the loader runs once the page above it is parsed.
        return rest.replace('</body>', `  <script>\n${loaderScript(entry, preloads)}\n</script>\n  </body>`);
      },
    },
  };
}
