import type { RenderContext } from '../../renderer/context/render-context.js'

/**
 * The render context component tests give their tree: the Land Rover demo site, hydrating as an island,
 * strict. An Arabic locale ("ar", "ar-AE") turns right to left with the /ar prefix, as the server does.
 */
export function testRenderContext(overrides: Partial<RenderContext> = {}): RenderContext {
  const locale = overrides.locale ?? 'en'
  const arabic = locale.split('-')[0] === 'ar'
  return {
    site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
    theme: 'lrdx',
    locale,
    dir: arabic ? 'rtl' : 'ltr',
    environment: 'island',
    strict: true,
    localePrefix: arabic ? '/ar' : '',
    ...overrides,
  }
}
