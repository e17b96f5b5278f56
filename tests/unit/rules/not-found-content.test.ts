import { describe, expect, it } from 'vitest'
import {
  DEFAULT_IMAGE_ID,
  LRDX_NOT_FOUND_EXPLANATION,
  NOT_FOUND_BUTTON_LABEL,
  NOT_FOUND_HEADING,
  NOT_FOUND_MESSAGE,
  NOT_FOUND_PARAGRAPH,
  notFoundContent,
} from '../../../engine/rules/not-found-content.js'

describe('not-found texts (000 §8, 001 §2)', () => {
  it('are the spec texts', () => {
    expect(`${NOT_FOUND_HEADING}. ${NOT_FOUND_PARAGRAPH}`).toBe(
      "Page not found. We're sorry, the page you requested cannot be found. Follow the link to access the home page or to further browse through our website.",
    )
    expect(NOT_FOUND_BUTTON_LABEL).toBe('Back to home')
    expect(NOT_FOUND_MESSAGE).toBe('This page could not be found')
    expect(DEFAULT_IMAGE_ID).toBe('24735')
  })

  it('explains four causes and three actions', () => {
    expect(LRDX_NOT_FOUND_EXPLANATION.causes).toHaveLength(4)
    expect(LRDX_NOT_FOUND_EXPLANATION.actions).toHaveLength(3)
  })
})

const custom = JSON.stringify({
  heading: 'Wrong turn',
  paragraph: 'This road does not go anywhere.',
  button_label: 'Take me home',
  image_id: 'jg-404',
})

describe('notFoundContent (000 §2, §5)', () => {
  it.each<[string, string, string | null, object]>([
    [
      'lrdx default with explanation',
      'lrdx',
      null,
      {
        heading: NOT_FOUND_HEADING,
        buttonLabel: 'Back to home',
        imageId: '24735',
        explanation: LRDX_NOT_FOUND_EXPLANATION,
      },
    ],
    [
      'jdx default without explanation',
      'jdx',
      null,
      { heading: NOT_FOUND_HEADING, paragraph: NOT_FOUND_PARAGRAPH, explanation: undefined },
    ],
    [
      'custom setting',
      'jdx',
      custom,
      {
        heading: 'Wrong turn',
        paragraph: 'This road does not go anywhere.',
        buttonLabel: 'Take me home',
        imageId: 'jg-404',
      },
    ],
    [
      'custom setting hides the lrdx explanation',
      'lrdx',
      custom,
      { heading: 'Wrong turn', explanation: undefined },
    ],
    [
      'partial setting keeps other defaults',
      'jdx',
      '{"heading":"Lost?","image_id":42}',
      { heading: 'Lost?', paragraph: NOT_FOUND_PARAGRAPH, buttonLabel: 'Back to home', imageId: '42' },
    ],
    [
      'invalid JSON ignored',
      'lrdx',
      '{"heading":',
      {
        heading: NOT_FOUND_HEADING,
        explanation: LRDX_NOT_FOUND_EXPLANATION,
        message: expect.stringContaining('Invalid JSON'),
      },
    ],
    ['an array ignored', 'jdx', '["x"]', { heading: NOT_FOUND_HEADING, message: expect.any(String) }],
    [
      'blank setting is no setting',
      'lrdx',
      '  ',
      { explanation: LRDX_NOT_FOUND_EXPLANATION, message: undefined },
    ],
  ])('%s', (_name, theme, setting, expected) => {
    // Absent keys read as undefined, so a case can say "no explanation".
    expect({ explanation: undefined, message: undefined, ...notFoundContent(theme, setting) }).toMatchObject(
      expected,
    )
  })
})
