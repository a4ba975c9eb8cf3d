import { CashSection } from './cash-section';

/** The admin desk's Money tab: cash with technicians. */
export function MoneyTab() {
  return (
    <div className="space-y-10">
      <CashSection />
    </div>
  );
}
