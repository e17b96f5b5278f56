import type { Browser } from '@playwright/test'
import { signIn } from './editor-session.js'

/**
 * The code the local phone verifier "texted" to `phone`, read from /dev-sms, which only a signed-in editor
 * may see (decision 061): the editor signs in in a browser context of its own, so the shopper's stays a
 * shopper's.
 */
export async function devSmsCode(browser: Browser, baseURL: string, phone: string): Promise<string> {
  const context = await browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await signIn(page, 'editor', '/dev-sms')
    const html = await page.content()
    const row = html.split('<tr').find((r) => r.includes(phone.replace(/\s/g, '')))
    const code = /class="code"[^>]*>(\d+)</.exec(row ?? '')?.[1]
    if (!code) throw new Error(`no code for ${phone} in the SMS outbox`)
    return code
  } finally {
    await context.close()
  }
}
