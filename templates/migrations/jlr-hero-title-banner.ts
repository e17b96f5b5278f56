// Migrations of jlr-hero-title-banner. Each step upgrades stored attributes by one version.
// Version 1 had a single call to action, `cta`; version 2 keeps every call to action in the common
// `buttons` field, like the other templates.

type Attributes = Record<string, unknown>

export const migrations = [
  {
    name: 'MoveCtaIntoButtons',
    from: 1,
    up(attributes: Attributes): Attributes {
      const { cta, ...rest } = attributes
      if (cta === undefined || cta === null) return rest
      const buttons = Array.isArray(rest.buttons) ? rest.buttons : []
      return { ...rest, buttons: [cta, ...buttons] }
    },
  },
]
