import type { table as english } from '../en/table';
import type { Translation } from '../translation';

export const table: Translation<typeof english> = {
  previous: 'पिछला पेज',
  next: 'अगला पेज',
  page: 'पेज {{page}}',
  exportCsv: 'CSV एक्सपोर्ट करें',
  exporting: 'एक्सपोर्ट हो रहा है…',
  exportFailed: 'एक्सपोर्ट नहीं हो पाया। कृपया फिर से कोशिश करें।',
  sortBy: '{{column}} के हिसाब से क्रम लगाएँ',
};
