import { useState } from 'react'
import useSWR from 'swr'
import { AdminLink } from './AdminLink.js'
import { Button } from '../ui/Button.js'
import { Dialog } from '../ui/Dialog.js'
import { Input } from '../ui/Input.js'
import { useToast } from '../ui/use-toast.js'
import { AdminTable } from './AdminTable.js'
import { PairsTable } from './PairsTable.js'
import { useAdminClient } from './admin-client-context.js'
import { useSiteName } from './use-site-name.js'
import { deliveryStatusText } from './delivery-status-text.js'
import { ErrorNotice } from './ErrorNotice.js'
import {
  orderActions,
  orderAmount,
  orderConfigUrl,
  orderText,
  orderVehicleText,
  type AdminOrderDetail,
} from './order-types.js'

const ACTION_TEXT = {
  cancel: { button: 'Cancel order', confirm: 'Cancel the order', done: 'The order is cancelled.' },
  refund: { button: 'Refund', confirm: 'Refund the payment', done: 'The payment is refunded.' },
}

/**
 * One order: its data (the shopper's contact details are shown here, to editors and admins only), the
 * trade-in and payment option of its metadata, its transitions, payment events and mails; Cancel and Refund
 * go through the payment provider first (docs/buy-online-api.md) and ask for a confirmation and a reason.
 */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const client = useAdminClient()
  const path = `/admin/api/orders/${encodeURIComponent(orderNumber)}`
  const { data: order, error, mutate } = useSWR(path, (p: string) => client.get<AdminOrderDetail>(p))
  const [asking, setAsking] = useState<'cancel' | 'refund' | null>(null)
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<unknown>(null)
  const [busy, setBusy] = useState(false)
  const toast = useToast()
  const siteName = useSiteName()
  if (!order) return error ? <ErrorNotice error={error} /> : <p aria-busy="true">Loading…</p>

  const act = async (action: 'cancel' | 'refund') => {
    setBusy(true)
    setProblem(null)
    try {
      await client.post(`${path}/${action}`, reason.trim() ? { reason: reason.trim() } : {})
      toast.show(ACTION_TEXT[action].done)
      setAsking(null)
      setReason('')
      await mutate()
    } catch (e) {
      setProblem(e)
    } finally {
      setBusy(false)
    }
  }
  const metadata = order.metadata
  const tradeIn = metadata.trade_in as
    { isTradeInOn?: boolean; brand?: { name: string }; model?: { name: string } } | undefined
  const option = metadata.payment_option as { type?: string; monthly?: number; total?: number } | undefined
  const location = metadata.location as { name?: string } | undefined
  const facts: [string, string][] = [
    ['Site', siteName(order.site)],
    ['Status', orderText(order.status)],
    ['Payment', `${orderText(order.payment_status)} (${order.vendor})`],
    ['Amount', orderAmount(order)],
    ['Vehicle', orderVehicleText(order)],
    ['Configuration', orderConfigUrl(order) ?? ''],
    ['Customer', [order.customer.first_name, order.customer.last_name].filter(Boolean).join(' ')],
    ['Email', order.customer.email ?? ''],
    ['Phone', order.customer.phone_number ?? ''],
    ['Language', order.locale],
    [
      'Payment option',
      option?.type ? `${option.type}${option.monthly ? `, ${option.monthly}/month` : ''}` : '',
    ],
    [
      'Trade-in',
      tradeIn?.isTradeInOn
        ? [tradeIn.brand?.name, tradeIn.model?.name].filter(Boolean).join(' ') || 'yes'
        : 'no',
    ],
    ['Collect from', location?.name ?? ''],
    ['Created', new Date(order.created_at).toLocaleString()],
  ]
  return (
    <section className="admin-screen" aria-labelledby="order-title">
      <p className="admin-breadcrumbs">
        <AdminLink href="/admin/orders">Orders</AdminLink> / {order.order_number}
      </p>
      <h1 id="order-title">Order {order.order_number}</h1>
      <ErrorNotice error={asking ? null : problem} />
      <PairsTable
        label="Order"
        pairs={facts.filter(([, value]) => value).map(([name, value]) => ({ key: name, name, value }))}
      />
      {orderActions(order).length ? (
        <div className="admin-toolbar">
          {orderActions(order).map((action) => (
            <Button
              key={action}
              onClick={() => {
                setProblem(null)
                setAsking(action)
              }}
            >
              {ACTION_TEXT[action].button}
            </Button>
          ))}
        </div>
      ) : null}
      {asking ? (
        <Dialog
          title={`${ACTION_TEXT[asking].confirm}?`}
          onClose={() => setAsking(null)}
          onSubmit={() => void act(asking)}
          footer={
            <>
              <Button data-autofocus onClick={() => setAsking(null)}>
                Keep the order
              </Button>
              <Button type="submit" variant="danger-solid" disabled={busy} aria-busy={busy || undefined}>
                {ACTION_TEXT[asking].confirm}
              </Button>
            </>
          }
        >
          <ErrorNotice error={problem} />
          <Input
            label="Reason (optional)"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
        </Dialog>
      ) : null}
      <h2>Transitions</h2>
      <AdminTable
        label="Transitions"
        rows={order.transitions}
        rowKey={(t) => `${t.at}-${t.to_status}`}
        empty="No transitions."
        columns={[
          { key: 'at', header: 'When', cell: (t) => new Date(t.at).toLocaleString() },
          { key: 'from', header: 'From', cell: (t) => (t.from_status ? orderText(t.from_status) : '') },
          { key: 'to', header: 'To', cell: (t) => orderText(t.to_status) },
          { key: 'actor', header: 'By', cell: (t) => t.actor },
          { key: 'reason', header: 'Reason', cell: (t) => t.reason },
        ]}
      />
      <h2>Payment events</h2>
      <AdminTable
        label="Payment events"
        rows={order.payment_events}
        rowKey={(e) => e.event_id}
        empty="No events from the payment provider."
        columns={[
          { key: 'at', header: 'Received', cell: (e) => new Date(e.received_at).toLocaleString() },
          { key: 'vendor', header: 'Provider', cell: (e) => e.vendor },
          { key: 'type', header: 'Event', cell: (e) => e.type },
          { key: 'id', header: 'Id', cell: (e) => e.event_id },
        ]}
      />
      <h2>Mails</h2>
      <AdminTable
        label="Mails"
        rows={order.deliveries}
        rowKey={(d) => d.id}
        empty="No mails."
        columns={[
          { key: 'kind', header: 'Mail', cell: (d) => orderText(d.kind) },
          { key: 'status', header: 'Status', cell: (d) => deliveryStatusText(d.status) },
          { key: 'attempts', header: 'Attempts', cell: (d) => String(d.attempts) },
          { key: 'error', header: 'Last error', cell: (d) => d.last_error ?? '' },
        ]}
      />
    </section>
  )
}
