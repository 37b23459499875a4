// The contract suite's settings, from the environment.
export interface ContractSettings {
  /** The upstream to check (e.g. https://upstream.example/api/vue); the in-process mock when absent. */
  baseUrl: string | undefined
  account: string
  password: string
  /** Run the operations marked `x-contract: {mutates: true}` against an upstream too. */
  allowWrites: boolean
}

/** The mock's demo account (mock-server/src/backend/seed-data.ts). */
export const demoCredentials = { account: '0912345678', password: 'demo1234' } as const

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
  }
}
