import { formatPhone } from '@shared/format';
import { UserCog, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { AdminUserRow } from '@shared/contracts/people';
import { formatDateTime } from '@shared/format';
import { PageMeta } from '../../app/page-meta';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import { useAdminUsers } from '../../features/admin-users/api';
import { CreateUserDialog } from '../../features/admin-users/create-user-dialog';
import { RolesDialog } from '../../features/admin-users/roles-dialog';
import { useSession } from '../../lib/use-session';

/** /admin/users (who may open it: app/access-rules.ts): the accounts, their roles, and new users. */
export default function AdminUsersPage() {
  const { t, i18n } = useTranslation('admin');
  const users = useAdminUsers();
  const { user: me } = useSession();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const columns: DataTableColumn<AdminUserRow>[] = [
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
          onClick={() => setEditing(user)}
          aria-label={t('users.editRolesFor', { name: user.name || t('unnamed') })}
        >
          <UserCog className="size-4" aria-hidden="true" />
          {t('users.editRoles')}
        </Button>
      ),
    },
  ];
  return (
    <section className="mx-auto max-w-7xl px-3 py-10 sm:px-4">
      <PageMeta title={t('usersMetaTitle')} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold">{t('usersTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('usersSubtitle')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus className="size-5" aria-hidden="true" />
          {t('users.create')}
        </Button>
      </div>
      <DataTable
        caption={t('usersTitle')}
        columns={columns}
        list={users}
        getRowId={(user) => user.id}
        emptyText={t('noUsers')}
        errorText={t('loadUsersFailed')}
        searchLabel={t('searchUsers')}
        exportFilename="users"
      />
      {creating ? <CreateUserDialog onClose={() => setCreating(false)} /> : null}
      {editing ? (
        <RolesDialog user={editing} isSelf={editing.id === me?.id} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
