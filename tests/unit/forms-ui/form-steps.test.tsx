// @vitest-environment happy-dom
// The builder's step edits (editor/admin): add, rename, remove steps and choose each field's step, always
// leaving steps the server accepts (formDefinitionErrors) with every visible field on exactly one step.
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FormField, FormStep } from '../../../engine/forms/form-definition.js'
import { formDefinitionErrors } from '../../../engine/forms/form-definition-errors.js'
import { addStep } from '../../../editor/admin/add-step.js'
import { assignFieldToStep } from '../../../editor/admin/assign-field-to-step.js'
import { normalizeSteps } from '../../../editor/admin/normalize-steps.js'
import { removeStep } from '../../../editor/admin/remove-step.js'
import { renameFieldInSteps } from '../../../editor/admin/rename-field-in-steps.js'
import { StepsEditor } from '../../../editor/admin/StepsEditor.js'
import { testDefinition } from './test-definition.js'

afterEach(cleanup)

const field = (name: string, type: FormField['type'] = 'text'): FormField => ({ name, type, label: name })
const FIELDS = [field('a'), field('b'), field('c'), field('src', 'hidden')]
const step = (id: string, fields: string[]): FormStep => ({ id, title: id, fields })
const layout = (steps: FormStep[] | undefined) => steps?.map((s) => s.fields)

/** The steps as the server checks them, on a definition carrying these fields. */
function serverErrors(steps: FormStep[] | undefined) {
  const base = testDefinition()
  return formDefinitionErrors({
    ...base,
    fields: FIELDS,
    ...(steps ? { steps } : {}),
    settings: { ...base.settings, confirmations: { ...base.settings.confirmations, enabled: false } },
  })
}

describe('step edits', () => {
  it.each([
    ['no steps stay none', () => normalizeSteps(FIELDS, undefined), undefined],
    ['an empty list is none', () => normalizeSteps(FIELDS, []), undefined],
    [
      'unknown and repeated names go, a left-out field joins the last step, order follows the fields',
      () => normalizeSteps(FIELDS, [step('s1', ['c', 'zz', 'a']), step('s2', ['a'])]),
      [['a', 'c'], ['b']],
    ],
    [
      'hidden fields may stay off every step',
      () => normalizeSteps(FIELDS, [step('s1', ['a', 'b', 'c'])]),
      [['a', 'b', 'c']],
    ],
    [
      'adding to a one-page form makes step 1 with every visible field and an empty step 2',
      () => addStep(FIELDS, undefined),
      [['a', 'b', 'c'], []],
    ],
    [
      'adding again appends an empty step',
      () => addStep(FIELDS, [step('s1', ['a']), step('s2', ['b', 'c'])]),
      [['a'], ['b', 'c'], []],
    ],
    [
      'removing a step hands its fields to the step before',
      () => removeStep(FIELDS, [step('s1', ['a']), step('s2', ['b', 'c'])], 1),
      [['a', 'b', 'c']],
    ],
    [
      'removing the first step hands them to the next',
      () => removeStep(FIELDS, [step('s1', ['a']), step('s2', ['b']), step('s3', ['c'])], 0),
      [['a', 'b'], ['c']],
    ],
    [
      'removing the only step leaves one page',
      () => removeStep(FIELDS, [step('s1', ['a', 'b', 'c'])], 0),
      undefined,
    ],
    [
      'assigning moves a field to exactly one step',
      () => assignFieldToStep(FIELDS, [step('s1', ['a', 'b']), step('s2', ['c'])], 'a', 1),
      [['b'], ['a', 'c']],
    ],
    [
      'a hidden field can go on a step',
      () => assignFieldToStep(FIELDS, [step('s1', ['a']), step('s2', ['b', 'c'])], 'src', 0),
      [
        ['a', 'src'],
        ['b', 'c'],
      ],
    ],
    [
      'a visible field cannot leave every step',
      () => assignFieldToStep(FIELDS, [step('s1', ['a']), step('s2', ['b', 'c'])], 'a', -1),
      [[], ['a', 'b', 'c']],
    ],
    [
      'renaming a field keeps its step',
      () =>
        normalizeSteps(
          [field('x'), ...FIELDS.slice(1)],
          renameFieldInSteps([step('s1', ['a']), step('s2', ['b', 'c'])], 'a', 'x'),
        ),
      [['x'], ['b', 'c']],
    ],
  ])('%s', (_name, run, expected) => {
    const steps = run()
    expect(layout(steps)).toEqual(expected)
    if (steps && !steps.some((s) => s.fields.includes('x'))) expect(serverErrors(steps)).toEqual([])
  })

  it('gives new steps ids no other step has', () => {
    const steps = addStep(FIELDS, [step('step-2', ['a']), step('s2', ['b', 'c'])])
    expect(new Set(steps.map((s) => s.id)).size).toBe(3)
    expect(serverErrors(steps)).toEqual([])
  })
})

function Harness({ initial }: { initial?: FormStep[] }) {
  const [steps, setSteps] = useState(initial)
  return (
    <>
      <StepsEditor fields={FIELDS} steps={steps} onChange={setSteps} />
      <output data-testid="steps">{JSON.stringify(steps ?? null)}</output>
    </>
  )
}
const current = () => JSON.parse(screen.getByTestId('steps').textContent ?? 'null') as FormStep[] | null

it('adds, renames, assigns and removes steps in the builder', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  expect(screen.getByText(/One page with every field/)).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Add step' }))
  expect(current()?.map((s) => [s.title, s.fields])).toEqual([
    ['Step 1', ['a', 'b', 'c']],
    ['Step 2', []],
  ])
  const title = screen.getByLabelText('Title of step 2')
  await user.clear(title)
  await user.type(title, 'Your details')
  await user.selectOptions(screen.getByLabelText('Step of c'), '1')
  expect(current()?.map((s) => [s.title, s.fields])).toEqual([
    ['Step 1', ['a', 'b']],
    ['Your details', ['c']],
  ])
  // The hidden field offers "none"; visible ones do not.
  expect((screen.getByLabelText('Step of src') as HTMLSelectElement).options[0]?.value).toBe('-1')
  expect([...(screen.getByLabelText('Step of a') as HTMLSelectElement).options].map((o) => o.value)).toEqual([
    '0',
    '1',
  ])
  await user.click(screen.getByRole('button', { name: 'Remove step 1' }))
  expect(current()?.map((s) => [s.title, s.fields])).toEqual([['Your details', ['a', 'b', 'c']]])
  await user.click(screen.getByRole('button', { name: 'Remove step 1' }))
  expect(current()).toBeNull()
})
