import { randomBytes } from 'node:crypto'
import type { Database } from '../db/database.js'

/**
 * The local providers' secrets (local_provider_secrets): each made at random on first use and the same
 * afterwards, in every process on the database and after a restart. Never a constant in the code: a secret
 * anyone can read in the repository would let anyone sign a webhook that marks an order paid (decision 061).
 */
export class LocalProviderSecretStore {
  constructor(private readonly database: Database) {}

  /** The secret called `name`, `prefix` followed by 32 random bytes (base64url) when it was first made. */
  async secret(name: string, prefix = ''): Promise<string> {
    // Two processes starting together may both insert: the first wins and both read its value.
    await this.database.query(
      'INSERT INTO local_provider_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, `${prefix}${randomBytes(32).toString('base64url')}`],
    )
    const [row] = await this.database.query<{ value: string }>(
      'SELECT value FROM local_provider_secrets WHERE name = $1',
      [name],
    )
    if (!row) throw new Error(`[payments] the local secret ${name} was not stored`)
    return row.value
  }
}
