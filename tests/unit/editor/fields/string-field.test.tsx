// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FieldServicesProvider } from '../../../../editor/fields/field-services-context.js'
import { StringField, TextField } from '../../../../editor/fields/widgets/string-field.js'

afterEach(cleanup)

const props = (required: boolean, onChange = vi.fn()) => ({
  id: 'title',
  labelId: 'title-label',
  schema: { type: 'string', maxLength: 10 },
  value: 'Defender',
  required,
  describedBy: 'title-help',
  invalid: false,
  onChange,
})

describe.each([
  ['StringField', StringField, 'INPUT'],
  ['TextField', TextField, 'TEXTAREA'],
] as const)('%s', (_name, Widget, tag) => {
  it('counts characters against maxLength without cutting, and describes itself by help and counter', async () => {
    const onChange = vi.fn()
    render(<Widget {...props(true, onChange)} />)
    const box = screen.getByRole('textbox')
    expect(box.tagName).toBe(tag)
    expect(box.getAttribute('aria-describedby')).toBe('title-help title-count')
    expect(screen.getByText('8 / 10')).toBeTruthy()
    await userEvent.click(box)
    await userEvent.paste(' 110')
    expect(onChange).toHaveBeenLastCalledWith('Defender 110')
  })

  it('stores an emptied optional field as nothing, a required one as an empty string', async () => {
    const optional = vi.fn()
    render(<Widget {...props(false, optional)} value="x" />)
    await userEvent.clear(screen.getByRole('textbox'))
    expect(optional).toHaveBeenLastCalledWith(undefined)
    cleanup()
    const required = vi.fn()
    render(<Widget {...props(true, required)} value="x" />)
    await userEvent.clear(screen.getByRole('textbox'))
    expect(required).toHaveBeenLastCalledWith('')
  })
})

describe('a form id field (x-suggest: forms)', () => {
  const services = {
    uploadImage: () => Promise.reject(new Error('not used')),
    listImages: () => Promise.reject(new Error('not used')),
    updateImage: () => Promise.reject(new Error('not used')),
    deleteImage: () => Promise.reject(new Error('not used')),
    listPages: async () => [],
    listForms: async () => [
      { id: 'test-drive', name: 'Book a test drive' },
      { id: 'contact-us', name: 'Contact us' },
    ],
  }
  const formField = (value: string) => (
    <FieldServicesProvider services={services}>
      <StringField {...props(true)} schema={{ type: 'string', 'x-suggest': 'forms' }} value={value} />
    </FieldServicesProvider>
  )

  it('suggests the forms of /admin by id, names the chosen one and warns about an unknown id', async () => {
    const view = render(formField('test-drive'))
    expect(await screen.findByText('Book a test drive', { selector: '.field-hint' })).toBeTruthy()
    const list = view.container.querySelector('datalist')!
    expect(screen.getByRole('combobox').getAttribute('list')).toBe(list.id)
    expect([...list.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['test-drive', 'Book a test drive'],
      ['contact-us', 'Contact us'],
    ])
    view.rerender(formField('no-such-form'))
    expect(screen.getByText(/No form has this id: the page cannot be published/)).toBeTruthy()
  })

  it('asks for nothing in fields without x-suggest', () => {
    const listForms = vi.fn(async () => [])
    render(
      <FieldServicesProvider services={{ ...services, listForms }}>
        <StringField {...props(true)} />
      </FieldServicesProvider>,
    )
    expect(listForms).not.toHaveBeenCalled()
    expect(document.querySelector('datalist')).toBeNull()
  })
})
