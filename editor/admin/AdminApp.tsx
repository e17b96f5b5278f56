import { AdminLink } from './AdminLink.js'
import { FormBuilder } from './FormBuilder.js'
import { FormsScreen } from './FormsScreen.js'
import { LeadDetail } from './LeadDetail.js'
import { LeadsScreen } from './LeadsScreen.js'
import { LocationsScreen } from './LocationsScreen.js'
import { OrderDetail } from './OrderDetail.js'
import { OrdersScreen } from './OrdersScreen.js'
import { SettingsScreen } from './SettingsScreen.js'
import { useAdminRoute } from './use-admin-route.js'

/** The /admin screens: a top bar (forms, orders, locations, settings, the page editor) and the current screen. */
export function AdminApp({ userName }: { userName: string }) {
  const route = useAdminRoute()
  const current =
    route.screen === 'locations' || route.screen === 'settings'
      ? route.screen
      : route.screen === 'orders' || route.screen === 'order'
        ? 'orders'
        : 'forms'
  let screen
  switch (route.screen) {
    case 'forms':
      screen = <FormsScreen />
      break
    case 'form':
      screen = <FormBuilder key={route.formId} formId={route.formId} />
      break
    case 'leads':
      screen = <LeadsScreen key={route.formId} formId={route.formId} />
      break
    case 'lead':
      screen = <LeadDetail key={route.leadId} formId={route.formId} leadId={route.leadId} />
      break
    case 'locations':
      screen = <LocationsScreen />
      break
    case 'settings':
      screen = <SettingsScreen />
      break
    case 'orders':
      screen = <OrdersScreen />
      break
    case 'order':
      screen = <OrderDetail key={route.orderNumber} orderNumber={route.orderNumber} />
      break
    default:
      screen = (
        <section className="admin-screen">
          <h1>Not found</h1>
          <p>
            There is no such admin screen. <AdminLink href="/admin">Back to the forms</AdminLink>
          </p>
        </section>
      )
  }
  return (
    <div className="admin-app">
      <header className="admin-bar">
        <nav aria-label="Admin">
          <AdminLink href="/admin" aria-current={current === 'forms' ? 'page' : undefined}>
            Forms and leads
          </AdminLink>
          <AdminLink href="/admin/orders" aria-current={current === 'orders' ? 'page' : undefined}>
            Orders
          </AdminLink>
          <AdminLink href="/admin/locations" aria-current={current === 'locations' ? 'page' : undefined}>
            Locations
          </AdminLink>
          <AdminLink href="/admin/settings" aria-current={current === 'settings' ? 'page' : undefined}>
            Settings
          </AdminLink>
          <a href="/cms">Page editor</a>
        </nav>
        <span className="admin-bar__user">{userName}</span>
      </header>
      <main className="admin-main">{screen}</main>
    </div>
  )
}
