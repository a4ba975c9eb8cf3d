import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RevenueReportQuery } from '@shared/schemas/day-range';
import { adminKeys } from '../../entities/admin/admin-keys';
import { callApi } from '../../lib/api-client';

// The owner's reports (issue 33): revenue over a range, and a month's GST summary. The figures on
// screen stay while the next range loads.

export const useRevenueReport = (query: RevenueReportQuery) =>
  useQuery({
    queryKey: [...adminKeys.money, 'revenue', query],
    queryFn: ({ signal }) => callApi('GET /api/admin/reports/revenue', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useGstSummary = (month: string) =>
  useQuery({
    queryKey: [...adminKeys.money, 'gst', month],
    queryFn: ({ signal }) => callApi('GET /api/admin/reports/gst', { query: { month }, signal }),
    placeholderData: keepPreviousData,
  });
