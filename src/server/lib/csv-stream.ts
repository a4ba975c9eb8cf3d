import { CSV_BOM, csvHeaderLine, csvRowLine } from '../../shared/csv';
import type { CsvColumn } from '../../shared/csv';
import type { Logger } from './logger';

/**
 * A CSV download written while it is read: the byte-order mark and header, then one page of rows at
 * a time, the next page read only when the client has taken the last (the stream's pull), so however
 * long the file, the server holds about one page of rows.
 */
export function csvPagesStream<Row>(
  pages: AsyncGenerator<Row[]>,
  columns: readonly CsvColumn<Row>[],
  logger: Logger,
  what: string,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvHeaderLine(columns)));
        return;
      }
      try {
        const next = await pages.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((row) => csvRowLine(columns, row)).join('')));
      } catch (error) {
        // The status line has gone: all that is left is to cut the file short, so it cannot pass
        // for a whole one, and to say why in the log.
        logger.error({ err: error }, `${what} failed mid-stream`);
        controller.error(error);
      }
    },
    async cancel() {
      // The client went away: stop reading pages.
      await pages.return(undefined);
    },
  });
}
