import type { ErrorObject } from 'ajv'

/** One ajv error as `{ path, message }`: the JSON pointer of the value at fault and a sentence. */
export function schemaErrorMessage(error: ErrorObject): { path: string; message: string } {
  const { instancePath, keyword, params } = error
  switch (keyword) {
    case 'required':
      return { path: `${instancePath}/${String(params.missingProperty)}`, message: 'is required' }
    case 'additionalProperties':
      return {
        path: `${instancePath}/${String(params.additionalProperty)}`,
        message: `unknown property "${String(params.additionalProperty)}"`,
      }
    case 'enum':
      return {
        path: instancePath,
        message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      }
    default:
      return { path: instancePath || '/', message: error.message ?? 'is not valid' }
  }
}
