import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { CustomerOrders, useCustomerOrders } from '@/demo/pages/orders/customer-orders'; // demo
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { RecordPage, useRecordPage, useResourceLabels } from '@/widgets/resource';
import { can, type ApiUserDetail } from '@contract/users';

import { UserForm } from './user-form';
import { historyFieldKey } from './user-form-values';
import { userKeys, usersApi } from './users-data';
import { UsersFrame } from './users-frame';

const nameOf = (user: ApiUserDetail) => user.name;
const pathOf = (id: number) => pathTo('user-edit', { id: String(id) });

function User({ id }: { id?: string }) {
  const { t } = useTranslation();
  const account = useAccount();
  const labels = useResourceLabels('users');
  const page = useRecordPage({ id, api: usersApi, keys: userKeys });
  usePageName(page.query.data?.name);
  useCustomerOrders(page.recordId); // demo
  return (
    <RecordPage
      page={page}
      listPath={pathTo('users')}
      pathOf={pathOf}
      name={nameOf}
      mayEdit={can(account?.role, 'edit')}
      form={UserForm}
      history={{
        fieldLabel: (field) => t(historyFieldKey(field)),
        fieldFormats: { score: 'number' },
        labels: labels.history,
      }}
      labels={labels.record}
    >
      {/* demo:start */}
      {(user) => <CustomerOrders customerId={user.id} customerName={user.name} />}
      {/* demo:end */}
    </RecordPage>
  );
}

/** One user: `/admin/users/new` creates one, `/admin/users/:id` shows and edits it. */
export default function UserPage() {
  const { id } = useParams();
  return (
    <UsersFrame>
      <User key={id} id={id} />
    </UsersFrame>
  );
}
