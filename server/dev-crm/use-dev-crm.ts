import type { Database } from '../db/database.js'
import type { Integration } from '../forms/integration.js'
import { DEV_CRM_LEADS_PATH } from './dev-crm-routes.js'

/** The dealer CRM the demo forms' integrations name in fixtures/forms (it does not exist). */
export const DEMO_CRM_HOST = 'crm.southerncross.example'

const isLocal = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/**
 * Outside production, points the demo integrations at this server's development CRM: an integration on the
 * demo CRM host (as seeded, inactive) becomes `<origin>/dev-crm/leads` and active; one already on a local
 * development CRM follows `origin` (another port after a restart) and keeps its active flag. Others are left
 * alone. Never call it in production: the seeded integrations stay inactive and point nowhere local there.
 * Answers how many integrations changed.
 */
export async function useDevCrm(database: Database, origin: string): Promise<number> {
  const endpoint = new URL(DEV_CRM_LEADS_PATH, origin).href
  const rows = await database.query<{ id: string; integrations: Integration[] }>(
    'SELECT id, integrations FROM forms WHERE jsonb_array_length(integrations) > 0',
  )
  let changed = 0
  for (const row of rows) {
    let touched = false
    const integrations = row.integrations.map((integration) => {
      let url: URL
      try {
        url = new URL(integration.endpoint)
      } catch {
        return integration
      }
      if (url.hostname === DEMO_CRM_HOST) {
        touched = true
        return { ...integration, endpoint, active: true }
      }
      if (isLocal(url) && url.pathname === DEV_CRM_LEADS_PATH && integration.endpoint !== endpoint) {
        touched = true
        return { ...integration, endpoint }
      }
      return integration
    })
    if (!touched) continue
    changed += integrations.filter((i, n) => i !== row.integrations[n]).length
    await database.query('UPDATE forms SET integrations = $2::jsonb WHERE id = $1', [
      row.id,
      JSON.stringify(integrations),
    ])
  }
  return changed
}
