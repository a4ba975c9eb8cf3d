import { useQuery } from '@tanstack/react-query';
import type { ProfileView } from '@shared/contracts/bookings';
import type { Role } from '@shared/roles';
import { apiGet } from '../../lib/api-client';

export type Profile = ProfileView;

export interface AdminUserRow {
  id: string;
  name: string;
  phone: string | null;
  createdAt: string;
  roles: Role[];
}

export interface TechnicianJob {
  id: string;
  bookingId: string;
  status: string;
  name: string;
  phone: string;
  address: string;
  city: string;
  pincode: string;
  deviceModel: string;
  preferredDate: string | null;
  preferredTime: string | null;
  totalPrice: number;
}

export const useProfile = (enabled = true) =>
  useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => apiGet<{ profile: Profile }>('/api/profile', signal),
    enabled,
  });

export const useAdminUsers = () =>
  useQuery({
    queryKey: ['admin', 'users'],
    queryFn: ({ signal }) => apiGet<{ users: AdminUserRow[] }>('/api/admin/users', signal),
  });

export const useTechnicianJobs = () =>
  useQuery({
    queryKey: ['technician', 'jobs'],
    queryFn: ({ signal }) => apiGet<{ jobs: TechnicianJob[] }>('/api/technician/jobs', signal),
  });
