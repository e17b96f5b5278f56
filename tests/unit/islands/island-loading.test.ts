import { describe, expect, it } from 'vitest'
import { resolveFab } from '../../../engine/rules/floating-action-button.js'
import { heroCarouselLoading } from '../../../renderer/blocks/hero-carousel/hero-carousel-loading.js'
import { fabLoading } from '../../../renderer/layout/fab-loading.js'
import type { HeroCarouselAttributes } from '../../../templates/generated/types.js'

const slide = { heading: 'Defender' } as NonNullable<HeroCarouselAttributes['slides']>[number]

describe('heroCarouselLoading', () => {
  it('hydrates on interaction, or 1500 ms before the first slide is due to change', () => {
    expect(heroCarouselLoading({ slides: [slide, slide], slide_duration: 7000 })).toEqual({
      interaction: true,
      due: 5500,
    })
    // The default duration (6000 ms), and the first slide's own duration over the carousel's.
    expect(heroCarouselLoading({ slides: [slide, slide] })).toEqual({ interaction: true, due: 4500 })
    expect(
      heroCarouselLoading({
        slides: [{ ...slide, slide_duration_limit: 3000 }, slide],
        slide_duration: 7000,
      }),
    ).toEqual({ interaction: true, due: 1500 })
    expect(heroCarouselLoading({ slides: [{ ...slide, slide_duration_limit: 1000 }, slide] }).due).toBe(0)
  })

  it('waits for the shopper when nothing moves on its own: no autoplay, or one slide', () => {
    expect(heroCarouselLoading({ slides: [slide, slide], is_autoplay: false })).toEqual({ interaction: true })
    expect(heroCarouselLoading({ slides: [slide] })).toEqual({ interaction: true })
  })
})

describe('fabLoading', () => {
  const items = [{ link: { url: '/test-drive', link_text: 'Test drive' }, icon: 'car' }]
  const view = (state: Record<string, unknown>) => {
    const fab = resolveFab({ global: { items, ...state } as never, navigationDisabled: false })
    if (!fab) throw new Error('no floating button')
    return fab
  }

  it('loads the plain button on interaction, with the page where it must make way for buttons', () => {
    expect(fabLoading(view({}))).toEqual({ interaction: true, eagerWhen: '[data-fab-avoid]' })
  })

  it('loads quick links (shown on scroll) and the secondary button (open at once) with the page', () => {
    expect(fabLoading(view({ isQuickLinks: true }))).toEqual({ eager: true })
    expect(fabLoading(view({ isSecondary: true }))).toEqual({ eager: true })
  })
})
