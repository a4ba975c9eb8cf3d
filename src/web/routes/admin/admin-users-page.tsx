import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta';
import { Badge } from '../../components/ui/badge';
import { DataTable } from '../../components/ui/data-table';
import type { DataTableColumn } from '../../components/ui/data-table';
import type { AdminUserRow } from '@shared/contracts/people';
import { useAdminUsers } from '../../features/account/api';

const joined = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

function UserList() {
  const { t } = useTranslation('account');
  const users = useAdminUsers();
  const columns: DataTableColumn<AdminUserRow>[] = [
    {
      id: 'name',
      header: t('admin.name'),
      sortable: true,
      cell: (user) => (
        <span className="font-medium whitespace-nowrap">{user.name || t('admin.unnamed')}</span>
      ),
      csv: (user) => user.name,
    },
    {
      id: 'email',
      header: t('admin.email'),
      cell: () => (
        <span className="whitespace-nowrap text-muted-foreground italic">{t('admin.emailHidden')}</span>
      ),
    },
    { id: 'phone', header: t('admin.phone'), cell: (user) => user.phone ?? '—', csv: (user) => user.phone },
    {
      id: 'roles',
      header: t('admin.roles'),
      cell: (user) => (
        <span className="flex flex-wrap gap-1">
          {user.roles.map((role) => (
            <Badge key={role}>{t(`admin.roleNames.${role}`)}</Badge>
          ))}
        </span>
      ),
      csv: (user) => user.roles.join(' '),
    },
    {
      id: 'createdAt',
      header: t('admin.joined'),
      sortable: true,
      cell: (user) => <span className="whitespace-nowrap">{joined.format(new Date(user.createdAt))}</span>,
      csv: (user) => user.createdAt,
    },
  ];
  return (
    <DataTable
      caption={t('admin.usersTitle')}
      columns={columns}
      list={users}
      getRowId={(user) => user.id}
      emptyText={t('admin.noUsers')}
      errorText={t('admin.loadUsersFailed')}
      searchLabel={t('admin.searchUsers')}
      exportFilename="users.csv"
    />
  );
}

/** /admin/users (who may open it: app/access-rules.ts). */
export default function AdminUsersPage() {
  const { t } = useTranslation(['account', 'auth']);
  return (
    <>
      {' '}
      <section className="mx-auto max-w-6xl px-4 py-10">
        <PageMeta title={t('admin.usersMetaTitle')} />
        <h1 className="text-3xl font-extrabold">{t('admin.usersTitle')}</h1>
        <p className="mt-2 mb-6 text-muted-foreground">{t('admin.usersSubtitle')}</p>
        <UserList />
      </section>
    </>
  );
}
