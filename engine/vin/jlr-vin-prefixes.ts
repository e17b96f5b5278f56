/**
 * World manufacturer identifiers (the VIN's first three characters) of Jaguar Land Rover's UK-built
 * vehicles: SAL Land Rover, SAJ Jaguar cars, SAD Jaguar SUVs (E-PACE, F-PACE, I-PACE). The map update
 * recognises only vehicles of these (docs/decisions/041); a market with other plants adds its codes here.
 */
export const JLR_VIN_PREFIXES = ['SAL', 'SAJ', 'SAD'] as const
