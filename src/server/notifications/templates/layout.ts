// The frame every e-mail shares: a plain-text body and the same words as simple HTML. Plain and short:
// many readers are on basic phones and read mail in small clients.

export const APP_NAME = 'DoorstepFix';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A paragraph of lines, or a list when every line starts with '- '. */
type Block = string | string[];

function blockText(block: Block): string {
  return typeof block === 'string' ? block : block.join('\n');
}

function blockHtml(block: Block): string {
  const link = (line: string) =>
    escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  if (typeof block === 'string') return `<p>${link(block)}</p>`;
  if (block.every((line) => line.startsWith('- '))) {
    return `<ul>${block.map((line) => `<li>${link(line.slice(2))}</li>`).join('')}</ul>`;
  }
  return `<p>${block.map(link).join('<br>')}</p>`;
}

/** Renders blocks (paragraphs, or line groups) as the text and HTML of one e-mail. */
export function renderEmail(subject: string, blocks: Block[]): RenderedEmail {
  const text = blocks.map(blockText).join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...blocks.map(blockHtml),
    `<p style="color:#6b7280;font-size:13px">${APP_NAME}: doorstep phone and tablet repair</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
