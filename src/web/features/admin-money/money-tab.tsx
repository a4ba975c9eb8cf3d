import { CashSection } from './cash-section';
import { GstSummarySection } from './gst-summary-section';
import { RevenueSection } from './revenue-section';

/** The admin desk's Money tab: cash with technicians, revenue, and the GST summary. */
export function MoneyTab() {
  return (
    <div className="space-y-12">
      <CashSection />
      <RevenueSection />
      <GstSummarySection />
    </div>
  );
}
