// The contract suite's settings, from the environment (docs/contract.md lists them).
export interface Credentials {
  account: string
  password: string
}

export interface ContractSettings {
  /** The upstream to check (e.g. https://upstream.example/api/vue); the in-process mock when absent. */
  baseUrl: string | undefined
  /** The account the suite logs in with. */
  suite: Credentials
  /**
   * A second account, for the operations marked `x-contract: {account: newMember}`: one
   * without a fund password yet. Undefined against an upstream unless given; those
   * operations are then skipped.
   */
  newMember: Credentials | undefined
  /** The suite account's fund password (`$fundPassword`); operations that use it are skipped without it. */
  fundPassword: string | undefined
  /**
   * The accounts a call that changes state may be sent with a session of. Against an
   * upstream only with both CONTRACT_ALLOW_WRITES=1 and CONTRACT_WRITE_ACCOUNT naming the
   * account; against the in-process mock (a world of its own) always.
   */
  writeAccounts: readonly string[]
  /** Calls that change state without a session (registration): CONTRACT_ALLOW_WRITES=1, or the mock. */
  allowWrites: boolean
  /** Unknown fields and messages fail the run (CONTRACT_STRICT=1) instead of being reported. */
  strict: boolean
}

export class SettingsError extends Error {}

/** The mock's demo account (mock-server/src/backend/core/seed-data.ts), used only against the mock. */
export const demoCredentials: Credentials = { account: '0912345678', password: 'demo1234' }

/** The mock's demo new member: not verified, no fund password (seed-data.ts). */
export const demoNewMember: Credentials = { account: '0922333444', password: 'demo1234' }

/** The demo accounts' fund password (seed-data.ts). */
export const demoFundPassword = '123456'

type Environment = Readonly<Record<string, string | undefined>>

const given = (env: Environment, name: string) => env[name]?.trim() || undefined

function credentials(env: Environment, accountName: string, passwordName: string): Credentials | undefined {
  const account = given(env, accountName)
  const password = env[passwordName] || undefined
  if ((account === undefined) !== (password === undefined))
    throw new SettingsError(`give ${accountName} and ${passwordName} together`)
  return account === undefined || password === undefined ? undefined : { account, password }
}

export function readSettings(env: Environment): ContractSettings {
  const baseUrl = given(env, 'CONTRACT_BASE_URL')
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl)) {
    throw new SettingsError(
      `CONTRACT_BASE_URL must be an http(s) URL such as https://upstream.example/api/vue, not '${baseUrl}'`,
    )
  }
  const suite = credentials(env, 'CONTRACT_ACCOUNT', 'CONTRACT_PASSWORD')
  const newMember = credentials(env, 'CONTRACT_NEW_MEMBER_ACCOUNT', 'CONTRACT_NEW_MEMBER_PASSWORD')
  const strict = env.CONTRACT_STRICT === '1'
  const fundPassword = env.CONTRACT_FUND_PASSWORD || undefined
  if (baseUrl === undefined) {
    // The in-process mock: its own world, its demo accounts, every call allowed.
    const accounts = { suite: suite ?? demoCredentials, newMember: newMember ?? demoNewMember }
    return {
      baseUrl,
      ...accounts,
      fundPassword: fundPassword ?? (suite === undefined ? demoFundPassword : undefined),
      writeAccounts: [accounts.suite.account, accounts.newMember.account],
      allowWrites: true,
      strict,
    }
  }
  if (suite === undefined) {
    throw new SettingsError(
      `against ${baseUrl} the suite needs the account to log in with: set CONTRACT_ACCOUNT and CONTRACT_PASSWORD ` +
        "(it never falls back to the mock's demo account)",
    )
  }
  const allowWrites = env.CONTRACT_ALLOW_WRITES === '1'
  const named = (given(env, 'CONTRACT_WRITE_ACCOUNT') ?? '')
    .split(',')
    .map((account) => account.trim())
    .filter((account) => account !== '')
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    suite,
    newMember,
    fundPassword,
    writeAccounts: allowWrites ? named : [],
    allowWrites,
    strict,
  }
}
