import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatNumber } from '@shared/format';
import { useTranslation } from '../../lib/use-translation';
import { Card } from '../../components/ui/card';

// Every chart has its figures in a table for screen readers, and the ranked lists are plain HTML bars
// that stay readable on a 375 px phone.

export function ChartCard({
  title,
  table,
  children,
}: {
  title: string;
  /** The same figures as rows, for screen readers. */
  table: { head: [string, string]; rows: [string, string][] };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-4">
      <h3 id={id} className="mb-3 font-bold">
        {title}
      </h3>
      {/* Drawn for the eye only (the charts' own keyboard layer is off): the table below says it. */}
      <div aria-hidden="true">{children}</div>
      {/* A table ignores the 1 px width of sr-only; the wrapper keeps it from widening the page. */}
      <div className="sr-only">
        <table aria-labelledby={id}>
          <thead>
            <tr>
              <th scope="col">{table.head[0]}</th>
              <th scope="col">{table.head[1]}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

export function RankedBars({
  title,
  items,
  empty,
}: {
  title: string;
  items: { name: string; count: number }[];
  empty: string;
}) {
  const { i18n } = useTranslation();
  const top = Math.max(1, ...items.map((item) => item.count));
  return (
    <Card className="p-4">
      <h3 className="mb-3 font-bold">{title}</h3>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ol className="space-y-2">
          {items.map((item) => (
            <li key={item.name}>
              <div className="flex justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium">{item.name}</span>
                <span className="font-semibold tabular-nums">{formatNumber(item.count, i18n.language)}</span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                <div
                  className="h-2 rounded-full bg-primary"
                  style={{ width: `${(item.count / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
