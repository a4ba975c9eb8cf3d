// The frame every e-mail shares: a plain-text body and the same words as simple HTML. Plain and short:
// many readers are on basic phones and read mail in small clients.

import type { Language } from '../../../shared/languages';
import { say } from '../words';

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

/**
 * Several lines someone typed (a problem, a message), shown under its label as a quotation: each of
 * its lines is marked as theirs, so none of them can pass for a line of ours (a total, a status).
 */
interface Quote {
  label: string;
  quote: string;
}

/** A paragraph of lines, a list when every line starts with '- ', or a quotation. */
type Block = string | string[] | Quote;

export function quoted(label: string, text: string): Quote {
  return { label, quote: text };
}

const linesOf = (text: string) => text.split(/\r\n|[\n\r\u2028\u2029]/);

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if (Array.isArray(block)) return block.join('\n');
  return [block.label, ...linesOf(block.quote).map((line) => `> ${line}`)].join('\n');
}

function blockHtml(block: Block): string {
  const link = (line: string) =>
    escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
  if (typeof block === 'string') return `<p>${link(block)}</p>`;
  if (!Array.isArray(block)) {
    return `<p>${escapeHtml(block.label)}</p><blockquote style="margin:0 0 1em;padding-left:12px;border-left:3px solid #d1d5db">${linesOf(
      block.quote,
    )
      .map(escapeHtml)
      .join('<br>')}</blockquote>`;
  }
  if (block.every((line) => line.startsWith('- '))) {
    return `<ul>${block.map((line) => `<li>${link(line.slice(2))}</li>`).join('')}</ul>`;
  }
  return `<p>${block.map(link).join('<br>')}</p>`;
}

/**
 * Renders blocks (paragraphs, or line groups) as the text and HTML of one e-mail, its footer in the
 * reader's language: the customer's for their own messages, English for staff and sign-in mail.
 */
export function renderEmail(subject: string, blocks: Block[], language: Language): RenderedEmail {
  const text = blocks.map(blockText).join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1f2937">',
    ...blocks.map(blockHtml),
    `<p style="color:#6b7280;font-size:13px">${APP_NAME}: ${escapeHtml(say(language, 'layout.footer'))}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}
