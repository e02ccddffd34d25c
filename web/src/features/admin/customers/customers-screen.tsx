// /admin/customers: every account and every guest (by the email of their orders), newest first,
// with how many orders each placed and what they paid or owe; search by part of a name, email or phone.
import { ADMIN_LIST_PAGE_SIZE } from '@prime/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '../../../lib/format.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useCustomers } from '../api/get-customers.ts';
import { Pager } from '../shared/pager.tsx';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { useUrlFilters } from '../shared/use-url-filters.ts';
import shared from '../shared/admin.module.css';
import { customerPath } from './customer-address.ts';

const FILTERS = ['search'] as const;

export default function CustomersScreen() {
  const { values, page, apply, goToPage } = useUrlFilters(FILTERS);
  const [search, setSearch] = useState(values.search);
  const customers = useCustomers({ page, ...(values.search ? { search: values.search } : {}) });

  return (
    <>
      <ScreenHead title="Customers" />
      <form
        className={shared.panel}
        role="search"
        aria-label="Find customers"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ search });
        }}
      >
        <div className={shared.filters}>
          <TextField
            label="Name, email or phone"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={shared.filterActions}>
          <button type="submit" className="btn">
            Find customers
          </button>
        </div>
      </form>
      <section className={shared.panel} aria-label="Customers found">
        {!customers.data ? (
          <QueryState query={customers} loading="Loading customers…" />
        ) : customers.data.list.length === 0 ? (
          <p className={shared.empty}>No customers match.</p>
        ) : (
          <>
            <div className={shared.tableWrap}>
              <table className={shared.table}>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Email and phone</th>
                    <th scope="col">Since</th>
                    <th scope="col" className={shared.number}>
                      Orders
                    </th>
                    <th scope="col" className={shared.number}>
                      Spent
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {customers.data.list.map((customer) => (
                    <tr key={customer.u_id ?? customer.u_email}>
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
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              label="Customer pages"
              page={page}
              total={customers.data.total}
              perPage={ADMIN_LIST_PAGE_SIZE}
              onPage={goToPage}
            />
          </>
        )}
      </section>
    </>
  );
}
