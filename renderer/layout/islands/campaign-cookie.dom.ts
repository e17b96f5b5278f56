import { campaignCookie } from '../../../engine/rules/campaign-cookie.js'

/**
 * Saves the campaign parameters of the entry URL to the __gtm_campaign_url cookie, path / (island
 * "layout:campaign-cookie", 001 §2). A visit without them leaves an earlier campaign in place. A plain
 * module: no React is loaded for it.
 */
export default function mountCampaignCookie(): void {
  const cookie = campaignCookie(window.location.search)
  if (!cookie) return
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${cookie.name}=${cookie.value}; path=${cookie.path}; SameSite=Lax${secure}`
}
