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
