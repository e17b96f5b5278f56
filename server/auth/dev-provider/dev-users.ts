import { scryptSync, timingSafeEqual } from 'node:crypto'

export interface DevUser {
  id: string
  name: string
  roles: string[]
  /** The site keys of the `sites` claim: the only sites this user sees in /admin (absent: every site). */
  sites?: string[]
  /** `scrypt:<salt>:<key>`, base64url, a 32-byte key with node's default cost. */
  passwordHash: string
}

/**
 * The development provider's accounts; each password is the user name. Only hashes are kept, so this
 * provider checks passwords the way a real one does.
 */
export const DEV_USERS: readonly DevUser[] = [
  {
    id: 'editor',
    name: 'Eddie Editor',
    roles: ['editor'],
    passwordHash: 'scrypt:PhbVb2f-4Vblli5S9TsocA:m9pxQ68qm9I_wxNZLtFRx8R9e2odVPsgdML11dPOnrY',
  },
  {
    id: 'admin',
    name: 'Ada Admin',
    roles: ['admin'],
    passwordHash: 'scrypt:JI-Uv0FgT2aOFXvlxTlyOA:1Orrmww8mMwLMSXQu6PXBpUkP2TK4iXPftOdpLswX6k',
  },
  {
    // An admin of the Jaguar site alone (decision 067): the admin screens show and reach its data only.
    id: 'jaguar-admin',
    name: 'Jade Jaguar-Admin',
    roles: ['admin'],
    sites: ['jdx'],
    passwordHash: 'scrypt:huuvueXvAxgPznVRz78-4w:6t-bWOlwsePO-ln_EeqCKuuO0LteeBCBeelJ1BWnpgA',
  },
  {
    id: 'viewer',
    name: 'Vic Viewer',
    roles: [],
    passwordHash: 'scrypt:ocScBJR4DhOzkqa8uQDs1g:rlO1FtpZtYaUWf6yJo1HQkc6sX6soICQBGwif_WRtxw',
  },
]

/** Checked against when the user name is unknown, so a wrong name takes as long as a wrong password. */
const DUMMY_HASH = 'scrypt:AAAAAAAAAAAAAAAAAAAAAA:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'

/** The user whose name and password these are, or undefined. */
export function checkDevPassword(username: string, password: string): DevUser | undefined {
  const user = DEV_USERS.find((u) => u.id === username)
  const [, salt = '', key = ''] = (user?.passwordHash ?? DUMMY_HASH).split(':')
  const expected = Buffer.from(key, 'base64url')
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length)
  return timingSafeEqual(actual, expected) && user ? user : undefined
}
