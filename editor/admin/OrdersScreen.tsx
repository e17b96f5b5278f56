import { ORDER_STATUSES } from '../../engine/orders/order-status.js'
import { AdminLink } from './AdminLink.js'
import { ListRangeFields } from './AdminTable.js'
import { ErrorNotice } from './ErrorNotice.js'
import { orderAmount, orderText, orderVehicleText, type AdminOrder } from './order-types.js'
import { PagedAdminTable } from './PagedAdminTable.js'
import { SiteFilter, useSiteChoices } from './SiteFilter.js'
import { usePagedList } from './use-paged-list.js'

/**
 * The orders of every site the admin may see (decision 067), newest first: filters by site, status and date,
 * paging, and a link to each order. `site` preselects one site: the admin came from that site's host.
 */
export function OrdersScreen({ site = '' }: { site?: string }) {
  const paged = usePagedList<AdminOrder, { site: string; status: string; from: string; to: string }>(
    '/admin/api/orders',
    { site, status: '', from: '', to: '' },
  )
  const { view, list: orders, filter } = paged
  const { sites, name: siteName } = useSiteChoices(orders.data?.meta)
  return (
    <section className="admin-screen" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <div className="admin-toolbar">
        <SiteFilter sites={sites} value={view.site} onChange={(site) => filter({ site })} />
        <label>
          Status
          <select value={view.status} onChange={(e) => filter({ status: e.target.value })}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderText(s)}
              </option>
            ))}
          </select>
        </label>
        <ListRangeFields view={view} onChange={filter} />
      </div>
      <ErrorNotice error={orders.error} />
      <PagedAdminTable
        paged={paged}
        label="Orders"
        noun={['order', 'orders']}
        empty="No orders yet."
        noMatch="No orders match these filters."
        scrolls={false}
        rowKey={(order) => order.order_number}
        columns={[
          {
            key: 'number',
            header: 'Order',
            cell: (o) => (
              <AdminLink href={`/admin/orders/${encodeURIComponent(o.order_number)}`}>
                {o.order_number}
              </AdminLink>
            ),
          },
          { key: 'site', header: 'Site', cell: (o) => siteName(o.site) },
          { key: 'created', header: 'Created', cell: (o) => new Date(o.created_at).toLocaleString() },
          {
            key: 'customer',
            header: 'Customer',
            cell: (o) => [o.customer.first_name, o.customer.last_name].filter(Boolean).join(' '),
          },
          { key: 'vehicle', header: 'Vehicle', cell: (o) => orderVehicleText(o) },
          { key: 'status', header: 'Status', cell: (o) => orderText(o.status) },
          {
            key: 'payment',
            header: 'Payment',
            cell: (o) => `${orderText(o.payment_status)} · ${o.vendor}`,
          },
          { key: 'amount', header: 'Amount', cell: (o) => orderAmount(o) },
        ]}
      />
    </section>
  )
}
