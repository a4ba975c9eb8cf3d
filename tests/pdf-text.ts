import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';

/**
 * The text a PDF drawn with the standard fonts shows, line by line in drawing order: each content
 * stream inflated, each string shown (`<hex> Tj`) read back from WinAnsi. Enough to check what a
 * document says without a PDF reader.
 */
export async function readPdfText(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = new TextDecoder('latin1').decode(decodePDFRawStream(object).decode());
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = match[1]!;
      let text = '';
      for (let i = 0; i < hex.length; i += 2) text += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
      lines.push(text);
    }
  }
  return lines;
}

/**
 * The text of a PDF as a reader extracts it: Debian's `pdftotext` (poppler-utils, installed by
 * .ci/run), in its layout mode, so a table's row reads as one line.
 */
export function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
