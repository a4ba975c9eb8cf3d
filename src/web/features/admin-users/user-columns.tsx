import { formatDateTime, formatPhone } from '@shared/format';
import type { AdminUserRow } from '@shared/contracts/people';
import { UserCog } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import type { DataTableColumn } from '../../components/ui/data-table';
import { useTranslation } from '../../lib/use-translation';

/** The users table's columns; `onEdit` opens a user's roles. */
export function useUserColumns(onEdit: (user: AdminUserRow) => void): DataTableColumn<AdminUserRow>[] {
  const { t, i18n } = useTranslation('admin');
  return [
    {
      id: 'name',
      header: t('name'),
      sortable: true,
      cell: (user) => <span className="font-medium whitespace-nowrap">{user.name || t('unnamed')}</span>,
      csv: (user) => user.name,
    },
    {
      id: 'email',
      header: t('email'),
      cell: () => <span className="whitespace-nowrap text-muted-foreground italic">{t('emailHidden')}</span>,
    },
    {
      id: 'phone',
      header: t('phone'),
      cell: (user) => (user.phone ? formatPhone(user.phone) : '—'),
      csv: (user) => user.phone,
    },
    {
      id: 'roles',
      header: t('roles'),
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          {user.roles.map((role) => (
            <Badge key={role}>{t(`roleNames.${role}`)}</Badge>
          ))}
        </span>
      ),
      csv: (user) => user.roles.join(' '),
    },
    {
      id: 'createdAt',
      header: t('joined'),
      sortable: true,
      cell: (user) => (
        <span className="whitespace-nowrap">
          {formatDateTime(new Date(user.createdAt), i18n.language, { dateStyle: 'medium' })}
        </span>
      ),
      csv: (user) => user.createdAt,
    },
    {
      id: 'actions',
      header: t('actions'),
      cell: (user) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onEdit(user)}
          aria-label={t('users.editRolesFor', { name: user.name || t('unnamed') })}
        >
          <UserCog className="size-4" aria-hidden="true" />
          {t('users.editRoles')}
        </Button>
      ),
    },
  ];
}
