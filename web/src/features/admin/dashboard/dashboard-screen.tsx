// /admin: how the shop is doing today and this week, what waits to ship, parcels returned undelivered
// (RTO), what runs low, and the store's health.
import { DASHBOARD_DAYS, type Dashboard } from '@prime/contract';
import { Link } from 'react-router';
import { formatPackSize, formatRupees } from '../../../lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { QueryState } from '../shared/query-state.tsx';
import { ScreenHead } from '../shared/screen-head.tsx';
import { ScreenLink, useMayCall } from '../shared/staff-access.tsx';
import shared from '../shared/admin.module.css';
import styles from './dashboard.module.css';
import { HealthPanel } from './health-panel.tsx';
import { OverdueGrievances } from './overdue-grievances.tsx';
import { RtoSummaryPanel } from './rto-summary.tsx';
import { ordersText, SalesChart } from './sales-chart.tsx';

export default function DashboardScreen() {
  const dashboard = useDashboard();
  const may = useMayCall();
  const data = dashboard.data;
  const week = data?.days ?? [];
  const weekOrders = week.reduce((sum, day) => sum + day.orders, 0);
  const weekRevenue = week.reduce((sum, day) => sum + day.revenue, 0);

  return (
    <>
      <ScreenHead title="Dashboard" />
      {!data ? (
        <QueryState query={dashboard} loading="Loading the dashboard…" />
      ) : (
        <>
          <div className={styles.figures}>
            <section className={styles.figure} aria-labelledby="today">
              <h2 id="today">Today</h2>
              <p className={styles.big}>{formatRupees(data.today.revenue)}</p>
              <p className={shared.muted}>{ordersText(data.today.orders)}</p>
            </section>
            <section className={styles.figure} aria-labelledby="week">
              <h2 id="week">Last {DASHBOARD_DAYS} days</h2>
              <p className={styles.big}>{formatRupees(weekRevenue)}</p>
              <p className={shared.muted}>{ordersText(weekOrders)}</p>
            </section>
            {may('admin/grievance/list') && <OverdueGrievances />}
            <WaitingToShip count={data.waiting_to_ship} />
          </div>
          <section className={shared.panel} aria-labelledby="sales">
            <h2 id="sales">Orders and revenue, last {DASHBOARD_DAYS} days</h2>
            <SalesChart days={week} />
          </section>
          {may('admin/rto/summary') && <RtoSummaryPanel />}
          <LowStockPanel lowStockAt={data.low_stock_at} packs={data.low_stock} />
          {may('admin/health') && <HealthPanel />}
        </>
      )}
    </>
  );
}

/** The pack sizes at or below the low-stock level, fewest first; a product links to its page for roles that edit it. */
function LowStockPanel({ lowStockAt, packs }: { lowStockAt: number; packs: Dashboard['low_stock'] }) {
  return (
    <section className={shared.panel} aria-labelledby="low-stock">
      <h2 id="low-stock">Low stock</h2>
      <p className={shared.muted}>Pack sizes with {lowStockAt} units or fewer left.</p>
      {packs.length === 0 ? (
        <p className={shared.empty}>Every pack size has more than {lowStockAt} units.</p>
      ) : (
        <div className={shared.tableWrap}>
          <table className={shared.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Pack size</th>
                <th scope="col" className={shared.number}>
                  In stock
                </th>
              </tr>
            </thead>
            <tbody>
              {packs.map((pack) => (
                <tr key={pack.pp_id}>
                  <td>
                    <ScreenLink call="admin/product/detail" to={`/admin/products/${pack.p_id}`}>
                      {pack.p_productname}
                    </ScreenLink>
                  </td>
                  <td className={shared.nowrap}>{formatPackSize(pack.pp_packet_size)}</td>
                  <td className={shared.number}>
                    {pack.pp_stocks === 0 ? (
                      <span className={`${shared.badge} ${shared.badgeWarn}`}>Sold out</span>
                    ) : (
                      pack.pp_stocks
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function WaitingToShip({ count }: { count: number }) {
  return (
    <section className={styles.figure} aria-labelledby="to-ship">
      <h2 id="to-ship">Waiting to ship</h2>
      <p className={styles.big}>{count}</p>
      <p className={shared.muted}>
        <Link to="/admin/orders?status=Order+confirmed">Confirmed orders</Link> ·{' '}
        <Link to="/admin/orders?status=Packing">Packing</Link>
      </p>
    </section>
  );
}
