// The data table's own words (components/ui/data-table.tsx): loaded with it, in the staff areas.
export const table = {
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page {{page}}',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The export failed. Please try again.',
  sortBy: 'Sort by {{column}}',
};
