import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../app/page-meta';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useAdminUsers } from '../../features/account/api';

function UserList() {
  const { t } = useTranslation(['account', 'common']);
  const users = useAdminUsers();
  if (users.isPending) return <Spinner label={t('common:loading')} />;
  if (users.isError)
    return (
      <p role="alert" className="text-danger">
        {t('admin.loadUsersFailed')}
      </p>
    );
  if (users.data.users.length === 0) return <p>{t('admin.noUsers')}</p>;
  const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left">
        <thead className="border-b border-border bg-muted">
          <tr>
            {(['name', 'email', 'phone', 'roles', 'joined'] as const).map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-semibold">
                {t(`admin.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.data.users.map((user) => (
            <tr key={user.id}>
              <td className="px-4 py-3 font-medium">{user.name || t('admin.unnamed')}</td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground italic">
                {t('admin.emailHidden')}
              </td>
              <td className="px-4 py-3">{user.phone ?? '—'}</td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role}>{t(`admin.roleNames.${role}`)}</Badge>
                  ))}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{date.format(new Date(user.createdAt))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
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
