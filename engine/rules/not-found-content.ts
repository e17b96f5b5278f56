/** 001 §2, 000 §8: the message and status of an unmatched route. */
export const NOT_FOUND_MESSAGE = 'This page could not be found'
export const NOT_FOUND_STATUS = 404
/** 000 §8: the default not-found texts ("Page not found. We're sorry, ..."), heading and paragraph apart. */
export const NOT_FOUND_HEADING = 'Page not found'
export const NOT_FOUND_PARAGRAPH =
  "We're sorry, the page you requested cannot be found. Follow the link to access the home page or to further browse through our website."
export const NOT_FOUND_BUTTON_LABEL = 'Back to home'
/** 000 §9: the default image of the media library, behind the not-found banner. */
export const DEFAULT_IMAGE_ID = '24735'
/** Settings key of the not-found override (a JSON object: heading, image_id, paragraph, button_label). */
export const NOT_FOUND_SETTING = '404'

/** The fixed explanation of the lrdx theme (000 §2): four causes and three actions. */
export const LRDX_NOT_FOUND_EXPLANATION = {
  causesHeading: 'This may have happened because:',
  causes: [
    'there was a technical error on our website',
    'the page was removed when we redesigned our website',
    'you followed a dead link from another website or an old bookmark',
    'the URL was mistyped',
  ],
  actionsHeading: 'What you can do:',
  actions: ['go to the home page', 'go back to the previous page', 'retype the URL and try again'],
} as const

export interface NotFoundContent {
  heading: string
  paragraph: string
  buttonLabel: string
  imageId: string
  /** Only for the lrdx theme without a custom setting. */
  explanation?: typeof LRDX_NOT_FOUND_EXPLANATION
  /** Something to log: the setting was not valid JSON. */
  message?: string
}

/**
 * The not-found page's texts (000 §2, §8): the defaults, each replaced by the setting's heading, paragraph,
 * button_label and image_id when given. An invalid setting is ignored (and reported in `message`). The lrdx
 * theme without a custom setting adds its fixed explanation.
 */
export function notFoundContent(theme: string, settingRaw?: string | null): NotFoundContent {
  let custom: Record<string, unknown> | null = null
  let message: string | undefined
  if (settingRaw != null && settingRaw.trim()) {
    try {
      const parsed: unknown = JSON.parse(settingRaw)
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
        custom = parsed as Record<string, unknown>
      else message = '[engine] The 404 setting must be a JSON object; the default texts are used.'
    } catch (error) {
      message = `[engine] Invalid JSON in the 404 setting; the default texts are used: ${String(error)}`
    }
  }
  const text = (key: string, fallback: string) => {
    const value = custom?.[key]
    return typeof value === 'string' && value.trim() ? value.trim() : fallback
  }
  const imageId = custom?.image_id
  return {
    heading: text('heading', NOT_FOUND_HEADING),
    paragraph: text('paragraph', NOT_FOUND_PARAGRAPH),
    buttonLabel: text('button_label', NOT_FOUND_BUTTON_LABEL),
    imageId: typeof imageId === 'string' || typeof imageId === 'number' ? String(imageId) : DEFAULT_IMAGE_ID,
    ...(theme === 'lrdx' && !custom ? { explanation: LRDX_NOT_FOUND_EXPLANATION } : {}),
    ...(message ? { message } : {}),
  }
}
