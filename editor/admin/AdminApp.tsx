import { hasAdminRole } from '../../engine/auth/roles.js'
import { AppHeader } from '../ui/AppHeader.js'
import type { Session } from '../ui/read-session.js'
import { AdminLink } from './AdminLink.js'
import { DealerEditor } from './DealerEditor.js'
import { DealersScreen } from './DealersScreen.js'
import { FormBuilder } from './FormBuilder.js'
import { FormsScreen } from './FormsScreen.js'
import { LeadDetail } from './LeadDetail.js'
import { LeadsScreen } from './LeadsScreen.js'
import { LocationsScreen } from './LocationsScreen.js'
import { NewsScreen } from './NewsScreen.js'
import { OrderDetail } from './OrderDetail.js'
import { OrdersScreen } from './OrdersScreen.js'
import { RecallsScreen } from './RecallsScreen.js'
import { SettingsScreen } from './SettingsScreen.js'
import { SessionProvider } from './session-context.js'
import { SITE_SCREENS } from './site/site-screens.js'
import { SiteSectionScreen } from './site/SiteSectionScreen.js'
import { useAdminRoute } from './use-admin-route.js'

/**
 * The /admin screens: the product header (sections from editor/ui/product-sections.ts, who is signed in,
 * sign-out) and the current screen.
 */
export function AdminApp({ session }: { session: Session }) {
  const route = useAdminRoute()
  const current =
    route.screen === 'locations' ||
    route.screen === 'settings' ||
    route.screen === 'news' ||
    route.screen === 'recalls' ||
    route.screen === 'site'
      ? route.screen
      : route.screen === 'orders' || route.screen === 'order'
        ? 'orders'
        : route.screen === 'dealers' || route.screen === 'dealer'
          ? 'dealers'
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
      screen = <LeadsScreen key={route.formId} formId={route.formId} site={route.search.get('site') ?? ''} />
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
    case 'news':
      screen = <NewsScreen />
      break
    case 'recalls':
      screen = <RecallsScreen />
      break
    case 'dealers':
      screen = <DealersScreen search={route.search} />
      break
    case 'dealer':
      screen = (
        <DealerEditor
          key={route.dealerId ?? 'new'}
          dealerId={route.dealerId}
          site={route.search.get('site')}
        />
      )
      break
    case 'site':
      screen = (
        <SiteSectionScreen
          section={route.section}
          siteKey={route.search.get('site')}
          screens={SITE_SCREENS}
        />
      )
      break
    case 'orders':
      screen = <OrdersScreen site={route.search.get('site') ?? ''} />
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
    <SessionProvider session={session}>
      <div className="ui-app admin-app">
        <AppHeader
          current={current}
          userName={session.user.name}
          csrfToken={session.csrfToken}
          AppLink={AdminLink}
          appPrefix="/admin"
          hidden={hasAdminRole(session.user.roles) ? [] : ['site']}
        />
        <main className="admin-main">{screen}</main>
      </div>
    </SessionProvider>
  )
}
