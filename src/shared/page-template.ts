// Puts a page rendered by the web app's server build (src/web/entry-server.tsx) into the built
// index.html: at build time for the content pages (scripts/prerender.ts), and in the server for the
// catalogue pages, whose data lives in the database (decision 021).

/** Where the data a rendered page was rendered with travels to the app, which starts with it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Query keys and the data under them, as the app's queries hold it. */
export type PageData = readonly (readonly [readonly unknown[], unknown])[];

/** JSON that can sit inside a <script> element: no '<' to end it early, no line separators. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Adds the data a page was rendered with, for the app to start with (it reads it after the parse). */
export function withPageData(html: string, data: PageData): string {
  if (html.includes(`id="${PAGE_DATA_ELEMENT_ID}"`)) throw new Error('the page already carries its data');
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  return html.replace('</body>', () => `${element}\n  </body>`);
}

export function fillPageTemplate(template: string, page: { head: string; body: string }): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  // The app removes [data-static] head tags when it starts and renders its own.
  const staticHead = page.head.replace(/<(title|meta|link)\b/g, '<$1 data-static');
  return template
    .replace(/\s*<title data-static>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+data-static\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `${staticHead}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}
