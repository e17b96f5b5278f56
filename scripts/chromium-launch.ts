/**
 * How every script and the Playwright config start Chromium: Debian's build (CHROMIUM_PATH to use
 * another), headless, and with nothing that would reach the internet on its own (updates, sync). Host
 * names other than this machine's do not resolve: a page that asks another host (the demo's map style,
 * decision 038) finds it unreachable, as tests and benchmarks must, whatever network the machine has.
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
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
  ],
}

/**
 * How Playwright starts it: Debian's headless shell (the `chromium-headless-shell` package), the old headless
 * mode Playwright uses by default. The same Blink without the full browser's UI process work, it ran the
 * suite's tests in about 70 % of the time on this 2-core machine (docs/decisions/062).
 */
export const PLAYWRIGHT_CHROMIUM_LAUNCH = {
  ...CHROMIUM_LAUNCH,
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
}
