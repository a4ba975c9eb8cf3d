import type { table as english } from '../en/table';
import type { Translation } from '../translation';

export const table: Translation<typeof english> = {
  previous: 'ପୂର୍ବ ପୃଷ୍ଠା',
  next: 'ପରବର୍ତ୍ତୀ ପୃଷ୍ଠା',
  page: 'ପୃଷ୍ଠା {{page}}',
  exportCsv: 'CSV ଏକ୍ସପୋର୍ଟ କରନ୍ତୁ',
  exporting: 'ଏକ୍ସପୋର୍ଟ ହେଉଛି…',
  exportFailed: 'ଏକ୍ସପୋର୍ଟ ହୋଇପାରିଲା ନାହିଁ। ଦୟାକରି ପୁଣି ଚେଷ୍ଟା କରନ୍ତୁ।',
  sortBy: '{{column}} ଅନୁସାରେ ସଜାନ୍ତୁ',
};
