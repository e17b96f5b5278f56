import { expect, it } from 'vitest'
import { matchingUpdateKeys } from '../../../engine/vehicle-updates/matching-update-keys.js'

it('finds the updates of a model and year; a match without a year covers every year', () => {
  const mapper = {
    dropdowns: [],
    subblocks_groups: [
      {
        key: 'pivi',
        match_dropdowns: [{ parent_key: 'defender', child_key: '2022' }, { parent_key: 'evoque' }],
      },
      { key: 'battery', match_dropdowns: [{ parent_key: 'defender', child_key: '2021' }] },
      { key: 'pivi', match_dropdowns: [{ parent_key: 'defender' }] },
    ],
  }
  expect(matchingUpdateKeys(mapper, 'defender', '2022')).toEqual(['pivi'])
  expect(matchingUpdateKeys(mapper, 'defender', '2021')).toEqual(['battery', 'pivi'])
  expect(matchingUpdateKeys(mapper, 'evoque', '2019')).toEqual(['pivi'])
  expect(matchingUpdateKeys(mapper, 'discovery', '2022')).toEqual([])
  expect(matchingUpdateKeys(mapper, 'defender', '')).toEqual([])
  expect(matchingUpdateKeys(undefined, 'defender', '2022')).toEqual([])
})
