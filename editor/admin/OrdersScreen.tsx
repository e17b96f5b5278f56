import { useState } from 'react'
import useSWR from 'swr'
import { ORDER_STATUSES } from '../../engine/orders/order-status.js'
import { AdminLink } from './AdminLink.js'
import { AdminPager, AdminTable, ListRangeFields } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { orderAmount, orderText, type AdminOrder } from './order-types.js'

interface OrdersView {
  status: string
  from: string
  to: string
  page: number
  items: number
}

/** The query of `GET /admin/api/orders` for a view (status, from, to, page, items). */
export function ordersQuery(view: OrdersView): string {
  const params = new URLSearchParams({ page: String(view.page), items: String(view.items) })
  if (view.status) params.set('status', view.status)
  if (view.from) params.set('from', view.from)
  if (view.to) params.set('to', view.to)
  return params.toString()
}

/** The site's orders, newest first: filters by status and date, paging, and a link to each order. */
export function OrdersScreen() {
  const client = useAdminClient()
  const [view, setView] = useState<OrdersView>({ status: '', from: '', to: '', page: 1, items: 25 })
  const orders = useSWR(`/admin/api/orders?${ordersQuery(view)}`, (p: string) => client.page<AdminOrder[]>(p))
  const meta = orders.data?.meta
  const filtered = Boolean(view.status || view.from || view.to)
  return (
    <section className="admin-screen" aria-labelledby="orders-title">
      <h1 id="orders-title">Orders</h1>
      <div className="admin-toolbar">
        <label>
          Status
          <select value={view.status} onChange={(e) => setView({ ...view, status: e.target.value, page: 1 })}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {orderText(s)}
              </option>
            ))}
          </select>
        </label>
        <ListRangeFields view={view} onChange={setView} />
      </div>
      <ErrorNotice error={orders.error} />
      {!orders.data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <AdminTable
          label="Orders"
          rows={orders.data.data}
          rowKey={(order) => order.order_number}
          empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
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
            { key: 'created', header: 'Created', cell: (o) => new Date(o.created_at).toLocaleString() },
            {
              key: 'customer',
              header: 'Customer',
              cell: (o) => [o.customer.first_name, o.customer.last_name].filter(Boolean).join(' '),
            },
            { key: 'vehicle', header: 'Vehicle', cell: (o) => o.vehicle_id },
            { key: 'status', header: 'Status', cell: (o) => orderText(o.status) },
            {
              key: 'payment',
              header: 'Payment',
              cell: (o) => `${orderText(o.payment_status)} · ${o.vendor}`,
            },
            { key: 'amount', header: 'Amount', cell: (o) => orderAmount(o) },
          ]}
        />
      )}
      {meta ? (
        <AdminPager
          page={meta.page}
          pages={meta.pages}
          total={meta.total}
          noun={['order', 'orders']}
          onPage={(page) => setView({ ...view, page })}
        />
      ) : null}
    </section>
  )
}
