import { describe, expect, it } from 'vitest';
import {
  fillPageFrame,
  fillPageTemplate,
  PAGE_DATA_ELEMENT_ID,
  renderAlternateLinks,
  withPageData,
} from './page-template';

const template = `<!doctype html><html><head><title data-static>Shell</title>
<meta
  data-static
  name="description"
  content="The app."
/>
</head><body><div id="root"></div><script>start()</script></body></html>`;

describe('a page rendered ahead', () => {
  it('goes into the app shell with its own head tags, marked for the app to replace', () => {
    const html = fillPageTemplate(template, {
      head: '<title>Devices | DoorstepFix</title><link rel="canonical" href="/devices"/>',
      body: '<main><h1>Choose Your Device</h1><p>From ₹1,099 $& $1</p></main>',
    });
    expect(html).not.toContain('Shell');
    expect(html).not.toContain('The app.');
    expect(html).toContain('<title data-static>Devices | DoorstepFix</title>');
    expect(html).toContain('<link data-static rel="canonical" href="/devices"/>');
    expect(html).toContain(
      '<div id="root"><main><h1>Choose Your Device</h1><p>From ₹1,099 $& $1</p></main></div>',
    );
  });

  it('in Hindi or Odia says its language, and keeps its addresses in the other languages', () => {
    const html = fillPageTemplate(template.replace('<html>', '<html lang="en">'), {
      head: '<title>अक्सर पूछे जाने वाले सवाल</title>',
      body: '<main><h1>सवाल</h1></main>',
      language: 'hi',
      alternates: '<link rel="alternate" hreflang="or" href="/or/faq" />',
    });
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<div id="root" data-language="hi"><main>');
    // Not marked: the app leaves them where they are.
    expect(html).toContain('<link rel="alternate" hreflang="or" href="/or/faq" /></head>');
    expect(() => fillPageTemplate(template, { head: '', body: '', language: 'or' })).toThrow();
  });

  it('as a frame is never hydrated, and says a language the server chose for it', () => {
    const withLang = template.replace('<html>', '<html lang="en">');
    const booking = fillPageFrame(withLang, {
      body: '<header>ମରାମତି</header>',
      notice: '<div class="without-script">ଫୋନ୍</div>',
      language: 'or',
    });
    expect(booking).toContain('<html lang="or">');
    // The notice for browsers without JavaScript is outside the root, where the app never draws.
    expect(booking).toContain(
      '<div id="root" data-language="frame"><header>ମରାମତି</header></div><div class="without-script">ଫୋନ୍</div>',
    );
    // Without head tags of its own, index.html's title stays.
    expect(booking).toContain('<title data-static>Shell</title>');
    const tracked = fillPageFrame(withLang, { body: '', language: 'hi', chosenByServer: true });
    expect(tracked).toContain('<html lang="hi" data-page-language="hi">');
    const notFound = fillPageFrame(withLang, {
      head: '<title>Page Not Found</title>',
      body: '<h1>Page Not Found</h1>',
      language: 'en',
    });
    expect(notFound).toContain('<title data-static>Page Not Found</title>');
    expect(notFound).not.toContain('Shell');
  });

  it('carries its data as JSON that no text in it can end early', () => {
    const description = '</script><script>alert(1)</script> <!-- \u2028';
    const html = withPageData(template, [[['device', 'x'], { device: { description } }]]);
    const element = new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([^<]*)</script>`,
    );
    const json = element.exec(html)?.[1];
    expect(json).toBeDefined();
    expect(JSON.parse(json!)).toEqual([[['device', 'x'], { device: { description } }]]);
    // The element comes before </body>, after the page and its scripts: read once the page is parsed.
    expect(html.indexOf(PAGE_DATA_ELEMENT_ID)).toBeGreaterThan(html.indexOf('start()'));
    expect(() => withPageData(html, [])).toThrow();
  });
});

describe("a page's addresses in every language", () => {
  it('names the English, Hindi and Odia addresses, English as the default, from any of them', () => {
    const links = [
      '<link rel="alternate" hreflang="en" href="https://x.test/devices/a" />',
      '<link rel="alternate" hreflang="hi" href="https://x.test/hi/devices/a" />',
      '<link rel="alternate" hreflang="or" href="https://x.test/or/devices/a" />',
      '<link rel="alternate" hreflang="x-default" href="https://x.test/devices/a" />',
    ].join('');
    for (const path of ['/devices/a', '/hi/devices/a', '/or/devices/a']) {
      expect(renderAlternateLinks(path, 'https://x.test')).toBe(links);
    }
    expect(renderAlternateLinks('/or', 'https://x.test')).toContain('hreflang="hi" href="https://x.test/hi"');
  });
});
