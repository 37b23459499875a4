// The contract suite's settings, from the environment.
export interface ContractSettings {
  /** The upstream to check (e.g. https://upstream.example/api/vue); the in-process mock when absent. */
  baseUrl: string | undefined
  account: string
  password: string
  /** Run the operations marked `x-contract: {mutates: true}` against an upstream too. */
  allowWrites: boolean
  /**
   * A second account, for the operations marked `x-contract: {account: newMember}`: one
   * without a verified identity or a fund password yet (identity verification, first fund
   * password). Undefined against an upstream unless given; those operations are then skipped.
   */
  newMember: Credentials | undefined
}

export interface Credentials {
  account: string
  password: string
}

/** The mock's demo account (mock-server/src/backend/seed-data.ts). */
export const demoCredentials = { account: '0912345678', password: 'demo1234' } as const

/** The mock's demo new member: not verified, no fund password (seed-data.ts). */
export const demoNewMember = { account: '0922333444', password: 'demo1234' } as const

export function readSettings(env: Readonly<Record<string, string | undefined>>): ContractSettings {
  const baseUrl = env.CONTRACT_BASE_URL?.trim() || undefined
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new Error(`CONTRACT_BASE_URL must be an http(s) URL such as https://upstream.example/api/vue, not '${baseUrl}'`)
  }
  return {
    baseUrl: baseUrl?.replace(/\/+$/, ''),
    account: env.CONTRACT_ACCOUNT || demoCredentials.account,
    password: env.CONTRACT_PASSWORD || demoCredentials.password,
    allowWrites: env.CONTRACT_ALLOW_WRITES === '1',
    newMember: newMemberOf(env, baseUrl === undefined),
  }
}

function newMemberOf(env: Readonly<Record<string, string | undefined>>, againstMock: boolean): Credentials | undefined {
  const account = env.CONTRACT_NEW_MEMBER_ACCOUNT
  const password = env.CONTRACT_NEW_MEMBER_PASSWORD
  if (account && password) return { account, password }
  return againstMock ? { ...demoNewMember } : undefined
}
