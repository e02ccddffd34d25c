// /admin/customers: every account and every guest (by the email of their orders), newest first,
// with how many orders each placed and what they paid or owe; search by part of a name, email or phone.
import { ADMIN_LIST_PAGE_SIZE, type AdminCustomer } from '@prime/contract';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useCustomers } from '../api/get-customers.ts';
import { FilterForm, ListTable, PagedList } from '../shared/list-screen.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useListFilters } from '../shared/use-list-filters.ts';
import shared from '../shared/admin.module.css';
import { customerPath } from './customer-address.ts';

const FILTERS = ['search'] as const;

const COLUMNS = [
  { label: 'Name' },
  { label: 'Email and phone' },
  { label: 'Since' },
  { label: 'Orders', figures: true },
  { label: 'Spent', figures: true },
];

export default function CustomersScreen() {
  const filters = useListFilters(FILTERS);
  const { search } = filters.values;
  const customers = useCustomers({ page: filters.page, ...(search ? { search } : {}) });

  return (
    <>
      <ScreenHead title="Customers" />
      <FilterForm label="Find customers" search submit="Find customers" onSubmit={filters.submit}>
        <TextField label="Name, email or phone" type="search" {...filters.field('search')} />
      </FilterForm>
      <PagedList
        label="Customers found"
        query={customers}
        loading="Loading customers…"
        empty="No customers match."
        pager={{ label: 'Customer pages', perPage: ADMIN_LIST_PAGE_SIZE }}
        at={filters}
      >
        {(list) => (
          <ListTable columns={COLUMNS}>
            {list.map((customer) => (
              <CustomerRow key={customer.u_id ?? customer.u_email} customer={customer} />
            ))}
          </ListTable>
        )}
      </PagedList>
    </>
  );
}

function CustomerRow({ customer }: { customer: AdminCustomer }) {
  return (
    <tr>
      <th scope="row">
        <Link to={customerPath(customer)}>{customer.u_name}</Link>
        {customer.u_role === 'admin' && <span className={shared.badge}> Admin</span>}
        {customer.u_role === 'guest' && <span className={shared.badge}> Guest</span>}
      </th>
      <td>
        {customer.u_email}
        <div className={shared.muted}>{customer.u_mobile}</div>
      </td>
      <td className={shared.nowrap}>{formatDate(customer.u_created_at)}</td>
      <td className={shared.number}>{customer.order_count}</td>
      <td className={shared.number}>{formatRupees(customer.total_spent)}</td>
    </tr>
  );
}
