/**
 * The server side of island "layout:campaign-cookie": it draws nothing; the browser saves the campaign
 * cookie from campaign-cookie.dom.ts.
 */
export default function CampaignCookie() {
  return null
}
