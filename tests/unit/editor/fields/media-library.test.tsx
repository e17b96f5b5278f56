// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { variantsOf } from '../../../../editor/fields/media-library/variant-ratios.js'
import { libraryImage, renderPanel } from './render-panel.js'

afterEach(cleanup)

const usage = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i}`, site: 'lrdx', path: `/p${i}`, title: `Page ${i}` }))

function library() {
  return [
    libraryImage('glacier', { fileName: 'Glacier.jpg', alt: 'Blue ice' }),
    libraryImage('dunes', { fileName: 'Dunes.jpg', usedOn: usage(3) }),
    libraryImage('forest', { fileName: 'Forest.jpg', alt: 'Pines in fog', decorative: false }),
  ]
}

const heroImage = (state: ReturnType<ReturnType<typeof renderPanel>['state']>) =>
  (state.doc.blocks[0]?.attributes as Record<string, unknown>).image

async function openLibrary() {
  const row = screen.getByTestId('field:/image')
  await userEvent.click(within(row).getByRole('button', { name: /Choose from library/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Media library' })
  await within(dialog).findByText('3 images')
  return { row, dialog }
}

describe('the media library dialog', () => {
  it('opens from an image field with the search focused, shows usage, searches by name and alt', async () => {
    renderPanel('hero', undefined, library())
    const { dialog } = await openLibrary()
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox'))
    const dunes = within(dialog).getByRole('button', { name: /Dunes\.jpg/ })
    expect(dunes.textContent).toContain('Used on 3 pages')
    await userEvent.type(within(dialog).getByRole('searchbox'), 'fog')
    await within(dialog).findByText('1 image match “fog”')
    expect(
      within(dialog)
        .getAllByRole('button', { name: /\.jpg/ })
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining('Forest.jpg')])
  })

  it('requires alt text unless decorative, saves it and sets the field when the image is chosen', async () => {
    const { state, services } = renderPanel('hero', undefined, library())
    const { row, dialog } = await openLibrary()
    await userEvent.click(within(dialog).getByRole('button', { name: /Dunes\.jpg/ }))
    const use = within(dialog).getByRole('button', { name: 'Use this image' })
    expect((use as HTMLButtonElement).disabled).toBe(true)
    expect(within(dialog).getByText('Describe the image, or mark it decorative.')).toBeTruthy()
    expect(within(dialog).getByText(/Used on 3 pages: Page 0, Page 1, Page 2/)).toBeTruthy()
    await userEvent.type(within(dialog).getByLabelText(/Alt text/), 'A car on red sand')
    await userEvent.click(use)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(heroImage(state())).toEqual({ id: 'dunes', alt: 'A car on red sand' })
    expect(services.updates).toEqual([
      ['dunes', { alt: 'A car on red sand', decorative: false, focal: { x: 0.5, y: 0.5 } }],
    ])
    // Focus goes back to the field's button, now offering a change.
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: /Change image/ }))
  })

  it('chooses a decorative image with no alt text, without a save when nothing changed', async () => {
    const images = library()
    images[0] = { ...images[0]!, decorative: true, alt: '' }
    const { state, services } = renderPanel('hero', undefined, images)
    const { dialog } = await openLibrary()
    await userEvent.click(within(dialog).getByRole('button', { name: /Glacier\.jpg/ }))
    expect(within(dialog).queryByLabelText(/Alt text/)).toBeNull()
    expect((within(dialog).getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }))
    await waitFor(() => expect(heroImage(state())).toEqual({ id: 'glacier' }))
    expect(services.updates).toEqual([])
  })

  it('moves the focal point with the arrow keys and crops the field’s variants around it', async () => {
    const { services, state } = renderPanel('hero', undefined, library())
    const { dialog } = await openLibrary()
    await userEvent.click(within(dialog).getByRole('button', { name: /Forest\.jpg/ }))
    const focal = within(dialog).getByRole('button', { name: /Focal point: 50% across, 50% down/ })
    focal.focus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}')
    expect(within(dialog).getByRole('button', { name: /Focal point: 60% across, 45% down/ })).toBeTruthy()
    const variants = within(within(dialog).getByRole('group', { name: 'Variants of this field' }))
    expect(variants.getAllByRole('figure').map((f) => f.textContent)).toEqual([
      '1600x900',
      '1024x576',
      '640x360',
    ])
    const crop = variants.getAllByRole('figure')[0]!.querySelector('img')!
    expect(crop.style.objectPosition).toBe('60% 45%')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this image' }))
    await waitFor(() => expect(services.updates[0]?.[1].focal).toEqual({ x: 0.6, y: 0.45 }))
    // The focal point travels with the field value, for the renderer's object-position.
    expect(heroImage(state())).toEqual({ id: 'forest', alt: 'Pines in fog', focal: { x: 0.6, y: 0.45 } })
  })

  it('uploads dropped files and picks the new image', async () => {
    const { services } = renderPanel('hero', undefined, library())
    const { dialog } = await openLibrary()
    const file = new File([new Uint8Array([1, 2, 3])], 'Front Grille.jpg', { type: 'image/jpeg' })
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' })
    fireEvent.drop(dialog, { dataTransfer: { files: [file, text], types: ['Files'] } })
    await within(dialog).findByRole('heading', { name: 'Front Grille.jpg' })
    expect(services.uploads).toEqual(['Front Grille.jpg'])
    expect(within(dialog).getByText('4 images')).toBeTruthy()
    expect(within(dialog).getByRole('alert').textContent).toBe('Not a JPEG, PNG, WebP or AVIF image')
  })

  it('closes on Escape without changing the field; the id box stays behind "Enter an id"', async () => {
    const { state } = renderPanel('hero', undefined, library())
    const { row, dialog } = await openLibrary()
    await userEvent.click(within(dialog).getByRole('button', { name: /Glacier\.jpg/ }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(heroImage(state())).toBeUndefined()
    await userEvent.click(within(row).getByText('Enter an id'))
    fireEvent.change(within(row).getByLabelText('Media id'), { target: { value: 'typed-id' } })
    expect(heroImage(state())).toEqual({ id: 'typed-id' })
  })
})

it('deletes an unused image after a confirmation, and shows the pages when one is in use', async () => {
  const { services } = renderPanel('hero', undefined, library())
  const { dialog } = await openLibrary()
  const deleteAfterConfirming = async (fileName: string) => {
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete from library' }))
    const confirm = screen.getByRole('dialog', { name: `Delete ${fileName} from the library?` })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete image' }))
  }
  await userEvent.click(within(dialog).getByRole('button', { name: /Dunes\.jpg/ }))
  // Cancel keeps it.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete from library' }))
  await userEvent.click(
    within(screen.getByRole('dialog', { name: 'Delete Dunes.jpg from the library?' })).getByRole('button', {
      name: 'Cancel',
    }),
  )
  expect(screen.queryByRole('dialog', { name: /from the library\?/ })).toBeNull()
  await deleteAfterConfirming('Dunes.jpg')
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'The image is used on 3 pages: Page 0, Page 1, Page 2',
  )
  await userEvent.click(within(dialog).getByRole('button', { name: /Glacier\.jpg/ }))
  await deleteAfterConfirming('Glacier.jpg')
  await within(dialog).findByText('2 images')
  expect(within(dialog).queryByRole('button', { name: /Glacier\.jpg/ })).toBeNull()
  expect(services.images.map((i) => i.id)).toEqual(['dunes', 'forest'])
})

it('keeps Tab inside the dialog', async () => {
  renderPanel('hero', undefined, library())
  const { dialog } = await openLibrary()
  const close = within(dialog).getByRole('button', { name: 'Close' })
  close.focus()
  await userEvent.tab({ shift: true })
  const buttons = within(dialog).getAllByRole('button')
  expect(document.activeElement).toBe(buttons[buttons.length - 1])
  await userEvent.tab()
  expect(document.activeElement).toBe(close)
})

describe('variantsOf', () => {
  it('reads "<width>x<height>" variants and skips anything else', () => {
    expect(variantsOf({ 'x-variants': ['1600x900', 'huge', '0x10', 7, '640x360'] })).toEqual([
      { label: '1600x900', width: 1600, height: 900 },
      { label: '640x360', width: 640, height: 360 },
    ])
    expect(variantsOf({})).toEqual([])
  })
})
