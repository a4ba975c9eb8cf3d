import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { adminKeys } from './admin-keys';

// The technicians as the admin sees them: listed in their own tab, offered in the bookings' filter
// and in the assignment dialog.

/** Every technician; with a date, also their jobs on that day (the assignment dialog's count). */
export const useAdminTechnicians = (date?: string | null) =>
  useQuery({
    queryKey: [...adminKeys.technicians, date ?? 'today'],
    queryFn: ({ signal }) => callApi('GET /api/admin/technicians', { query: date ? { date } : {}, signal }),
  });
