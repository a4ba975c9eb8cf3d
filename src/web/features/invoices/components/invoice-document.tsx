import { indiaDate } from '@shared/booking-time';
import type { Invoice, InvoiceLine } from '@shared/contracts/invoice';
import { formatMessage } from '@shared/message-format';
import type { MessageValues } from '@shared/message-format';
import { formatRupeesExact as money } from '@shared/money';
// Only the invoice's labels: the PDF's own words (decision 062), so paper and screen say the same.
import { invoice as words } from '../../../../locales/en/english-only.json';
import '../../../entities/booking/printed-document.css';

type Key = Exclude<keyof typeof words, 'paymentMethods'>;
/** The invoice's labels are English, on the page as on the PDF (issue 33). */
const say = (key: Key, values?: MessageValues) => formatMessage(words[key], values);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-11-22T04:00:00Z' → '22 Nov 2026', the invoice's day in India, as the PDF writes it. */
function invoiceDate(issuedAt: string): string {
  const [year, month, day] = indiaDate(new Date(issuedAt)).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const acrossStates = (invoice: Invoice) => invoice.placeOfSupply.state !== invoice.shop.state;

interface Column {
  label: string;
  cell: (line: InvoiceLine) => string;
}

function taxColumns(invoice: Invoice): Column[] {
  if (invoice.kind === 'bill_of_supply') return [];
  const rate: Column = { label: say('rateColumn'), cell: (l) => say('rate', { rate: l.rate }) };
  const taxable: Column = { label: say('taxableColumn'), cell: (l) => money(l.taxable) };
  if (acrossStates(invoice)) return [taxable, rate, { label: say('igstColumn'), cell: (l) => money(l.igst) }];
  return [
    taxable,
    rate,
    { label: say('cgstColumn'), cell: (l) => money(l.cgst) },
    { label: say('sgstColumn'), cell: (l) => money(l.sgst) },
  ];
}

/** A line's name, with its share of the discount under it when it has one. */
function LineName({ line }: { line: InvoiceLine }) {
  return (
    <>
      <span className="font-medium">{line.name}</span>
      {line.discount > 0 ? (
        <span className="block text-xs text-muted-foreground">
          {say('lineDiscount', { price: money(line.price), discount: money(line.discount) })}
        </span>
      ) : null}
    </>
  );
}

/** The lines as the PDF's table from a small tablet up, and on paper. */
function LineTable({ invoice, columns }: { invoice: Invoice; columns: Column[] }) {
  return (
    <table className="mt-6 hidden w-full border-collapse text-sm sm:table print:table">
      <thead>
        <tr className="bg-muted text-left text-xs font-bold text-muted-foreground">
          <th scope="col" className="p-2">
            {say('descriptionColumn')}
          </th>
          <th scope="col" className="p-2">
            {say('sacColumn')}
          </th>
          {columns.map((column) => (
            <th key={column.label} scope="col" className="p-2 text-right">
              {column.label}
            </th>
          ))}
          <th scope="col" className="p-2 text-right">
            {say('amountColumn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.lines.map((line, i) => (
          <tr key={i} className="border-b border-border align-top">
            <td className="p-2">
              <LineName line={line} />
            </td>
            <td className="p-2 tabular-nums">{line.sacCode}</td>
            {columns.map((column) => (
              <td key={column.label} className="p-2 text-right tabular-nums">
                {column.cell(line)}
              </td>
            ))}
            <td className="p-2 text-right font-semibold tabular-nums">{money(line.gross)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone, each line on its own: its name, then each figure with its label. */
function LineList({ invoice, columns }: { invoice: Invoice; columns: Column[] }) {
  return (
    <ol className="mt-6 divide-y divide-border border-y border-border sm:hidden print:hidden">
      {invoice.lines.map((line, i) => (
        <li key={i} className="py-3">
          <LineName line={line} />
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {[{ label: say('sacColumn'), cell: (l: InvoiceLine) => l.sacCode }, ...columns].map((column) => (
              <div key={column.label} className="contents">
                <dt className="text-muted-foreground">{column.label}</dt>
                <dd className="text-right tabular-nums">{column.cell(line)}</dd>
              </div>
            ))}
            <dt className="font-semibold">{say('amountColumn')}</dt>
            <dd className="text-right font-semibold tabular-nums">{money(line.gross)}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

function Lines({ invoice }: { invoice: Invoice }) {
  const columns = taxColumns(invoice);
  return (
    <>
      <LineTable invoice={invoice} columns={columns} />
      <LineList invoice={invoice} columns={columns} />
    </>
  );
}

function Totals({ invoice }: { invoice: Invoice }) {
  const rows: [string, number][] =
    invoice.kind === 'bill_of_supply'
      ? []
      : [
          [say('taxableTotal'), invoice.taxableValue],
          ...(acrossStates(invoice)
            ? ([[say('igstTotal'), invoice.igst]] as [string, number][])
            : ([
                [say('cgstTotal'), invoice.cgst],
                [say('sgstTotal'), invoice.sgst],
              ] as [string, number][])),
        ];
  return (
    <dl className="ml-auto mt-4 max-w-xs space-y-1">
      {rows.map(([label, paise]) => (
        <div key={label} className="flex justify-between gap-4 text-muted-foreground">
          <dt>{label}</dt>
          <dd className="tabular-nums">{money(paise)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-lg font-extrabold">
        <dt>{say('total')}</dt>
        <dd className="tabular-nums" data-testid="invoice-total">
          {money(invoice.total)}
        </dd>
      </div>
    </dl>
  );
}

/** One fact of the invoice: a label over its value. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-muted-foreground">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** The invoice as the PDF prints it: the shop, the facts, the customer, the lines and the totals. */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { shop, customer, placeOfSupply } = invoice;
  const title = invoice.kind === 'tax_invoice' ? say('taxInvoice') : say('billOfSupply');
  return (
    <article
      aria-labelledby="invoice-title"
      className="warranty-card overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="h-2 bg-primary" aria-hidden="true" />
      <div className="p-5 sm:p-8">
        <p className="text-lg font-bold text-primary">{shop.legalName}</p>
        <p className="text-sm">{shop.address}</p>
        <p className="text-sm">{say('state', { state: shop.state, code: shop.stateCode })}</p>
        {shop.gstin ? <p className="text-sm font-bold">{say('gstin', { gstin: shop.gstin })}</p> : null}
        <h1 id="invoice-title" className="mt-4 text-3xl font-extrabold">
          {title}
        </h1>
        <dl className="mt-4 grid gap-3 border-t border-border pt-4 sm:grid-cols-3">
          <Fact label={say('number')}>
            <span className="font-mono" data-testid="invoice-number">
              {invoice.number}
            </span>
          </Fact>
          <Fact label={say('date')}>{invoiceDate(invoice.issuedAt)}</Fact>
          <Fact label={say('bookingId')}>
            <span className="font-mono">{invoice.bookingId}</span>
          </Fact>
          <Fact label={say('device')}>{invoice.device}</Fact>
          <Fact label={say('paymentMethod')}>
            {invoice.paymentMethod ? words.paymentMethods[invoice.paymentMethod] : say('paymentNotRecorded')}
          </Fact>
          <Fact label={say('placeOfSupply')}>
            {say('placeOfSupplyValue', { state: placeOfSupply.state, code: placeOfSupply.stateCode })}
          </Fact>
        </dl>
        <div className="mt-4 border-t border-border pt-4">
          <p className="text-xs font-semibold text-muted-foreground">{say('billedTo')}</p>
          <p className="font-bold">{customer.name}</p>
          <p className="text-sm">
            {customer.address}, {customer.city}, {customer.state} {customer.pincode}
          </p>
        </div>
        <Lines invoice={invoice} />
        <Totals invoice={invoice} />
        <p className="mt-4 font-semibold">{say('inWords', { words: invoice.amountInWords })}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {invoice.kind === 'tax_invoice' ? say('taxIncluded') : say('noTax')}
        </p>
        <p className="mt-4 border-t border-border pt-4 text-xs text-muted-foreground">
          {say('computerMade')}
        </p>
      </div>
    </article>
  );
}
