/**
 * The model families of a dynamic-content value (001 §5, 002 §5): a family name stands for its models.
 * any_lr is the three Land Rover families together.
 */
export const MODEL_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  defender_family: ['defender_90', 'defender_110', 'defender_130'],
  discovery_family: ['discovery', 'discovery_sport'],
  range_rover_family: ['range_rover', 'sport', 'velar', 'evoque'],
  any_jag: ['i-pace', 'f-pace', 'e-pace', 'f-type', 'xe', 'xf', 'xj'],
  any_lr: [
    'defender_90',
    'defender_110',
    'defender_130',
    'discovery',
    'discovery_sport',
    'range_rover',
    'sport',
    'velar',
    'evoque',
  ],
}

/**
 * The names a value stands for: a family name gives its models, any other name itself.
 *
 * @example expandModelFamilies('discovery_family') // ['discovery', 'discovery_sport']
 */
export function expandModelFamilies(name: string): string[] {
  return [...(MODEL_FAMILIES[name] ?? [name])]
}
