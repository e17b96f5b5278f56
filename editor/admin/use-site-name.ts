import useSWR from 'swr'
import { adminClient } from '../app/admin-client.js'
import { useSession } from './session-context.js'

/**
 * A site's name by its key, as the lists show it (decision 067): read from the sites API (which answers
 * `data` alone, read by the pages client), the key itself until it answers.
 */
export function useSiteName(): (key: string) => string {
  const session = useSession()
  const sites = useSWR('/admin/api/sites', () => adminClient(session.csrfToken).sites())
  return (key) => sites.data?.find((s) => s.key === key)?.name ?? key
}
