/**
 * How every script and the Playwright config start Chromium: Debian's build (CHROMIUM_PATH to use
 * another), headless, and with nothing that would reach the internet on its own (updates, sync).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
