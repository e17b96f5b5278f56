import { describe, expect, it } from 'vitest'
import { applyAction, canApply } from '../../../engine/operations/apply-action.js'
import type { EditorAction } from '../../../engine/operations/editor-action.js'
import { validatePage } from '../../../engine/validation/validate-page.js'
import type {
  JlrDieselPetrolQuizAttributes,
  JlrSubscriptionQuizAttributes,
  PageDocument,
} from '../../../templates/generated/types.js'
import { block, pageWith } from '../../helpers/page-builder.js'

// Editors tune the quizzes in /cms through the same engine actions as any block: answers are a group
// inside each question (or step), and the fixed counts of 002 §9 hold.
const page = () => pageWith([block('jlr-diesel-petrol-quiz', 'fuel'), block('jlr-subscription-quiz', 'sub')])
/** The document after an action the engine must allow. */
function run(doc: PageDocument, action: EditorAction): PageDocument {
  const result = applyAction(doc, action)
  if (!result.ok) throw new Error(`refused: ${result.reason}`)
  return result.doc
}
const refusal = (doc: PageDocument, action: EditorAction) => {
  const verdict = canApply(doc, action)
  return verdict.ok ? null : verdict.reason
}

describe('editing the quizzes', () => {
  it('adds, moves and removes answers inside a question, keeping at least 2', () => {
    let doc = run(page(), { type: 'addGroupItem', blockId: 'fuel', group: 'questions/3/answers' })
    const fuel = () => doc.blocks[0]!.attributes as JlrDieselPetrolQuizAttributes
    expect(fuel().questions[3]!.answers.at(-1)).toMatchObject({ label: 'New answer', petrol_points: 0 })
    doc = run(doc, {
      type: 'moveGroupItem',
      blockId: 'fuel',
      group: 'questions/3/answers',
      from: 2,
      to: 0,
    })
    expect(fuel().questions[3]!.answers[0]!.label).toBe('New answer')
    expect(validatePage(doc).errors).toEqual([])
    doc = run(doc, {
      type: 'removeGroupItem',
      blockId: 'fuel',
      group: 'questions/3/answers',
      index: 0,
    })
    expect(
      refusal(doc, { type: 'removeGroupItem', blockId: 'fuel', group: 'questions/3/answers', index: 0 }),
    ).toMatch(/needs at least 2/)
  })

  it('keeps five questions and four results', () => {
    expect(refusal(page(), { type: 'addGroupItem', blockId: 'fuel', group: 'questions' })).toMatch(
      /at most 5/,
    )
    expect(refusal(page(), { type: 'removeGroupItem', blockId: 'fuel', group: 'results', index: 0 })).toMatch(
      /needs at least 4/,
    )
    expect(refusal(page(), { type: 'removeGroupItem', blockId: 'sub', group: 'steps', index: 2 })).toMatch(
      /needs at least 3/,
    )
  })

  it('reports a new product until its key is unique, and a points change as data', () => {
    let doc = run(page(), { type: 'addGroupItem', blockId: 'sub', group: 'products' })
    expect((doc.blocks[1]!.attributes as JlrSubscriptionQuizAttributes).products.at(-1)).toMatchObject({
      name: 'New product',
      key: 'new-product',
    })
    expect(validatePage(doc).errors).toEqual([])
    doc = run(doc, { type: 'addGroupItem', blockId: 'sub', group: 'products' })
    expect(validatePage(doc).errors).toEqual([
      {
        path: '/blocks/1/attributes/products/4/key',
        blockId: 'sub',
        message: 'key "new-product" is already used by product 4',
      },
    ])
    doc = run(doc, {
      type: 'update',
      blockId: 'fuel',
      path: 'questions/0/answers/0/bev_points',
      value: 12,
    })
    expect(validatePage(doc).errors.map((e) => e.path)).toContain(
      '/blocks/0/attributes/questions/0/answers/0/bev_points',
    )
  })
})
