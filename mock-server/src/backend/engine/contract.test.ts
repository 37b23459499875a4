// What the core reads from the contract: the operations, their validators, and the
// wording of validation failures.
import { describe, expect, it } from 'vitest'

import appDocument from '#openapi/generated/openapi.json' with { type: 'json' }

import { answerValidator, describeValidationError, operations, requestValidator, schemaValidator } from './contract.ts'

describe('operations', () => {
  it('lists every POST path of the contract', () => {
    expect([...operations.keys()]).toEqual(Object.keys(appDocument.paths))
  })

  it.each([
    ['/common/config', 'commonConfig', false, false, ['system_busy']],
    [
      '/user/login',
      'userLogin',
      false,
      false,
      ['account_not_found', 'wrong_credentials', 'account_frozen', 'login_forbidden', 'submit_too_frequent'],
    ],
    [
      '/user/register',
      'userRegister',
      false,
      true,
      [
        'account_format',
        'passwords_mismatch',
        'password_length',
        'account_exists',
        'inviter_not_found',
        'submit_too_frequent',
      ],
    ],
    ['/user/getUserinfo', 'userGetUserinfo', true, false, ['account_frozen']],
    ['/user/logout', 'userLogout', true, true, []],
  ])(
    'reads %s: operationId, security (with the global default), mutates, x-errors',
    (path, operationId, secured, mutates, errors) => {
      const operation = operations.get(path)
      expect(operation).toMatchObject({ path, operationId, secured, mutates })
      expect([...(operation?.errors ?? [])]).toEqual(errors)
    },
  )

  it('reads each request example', () => {
    expect(operations.get('/common/config')?.example).toEqual({ type: 'all' })
    expect(operations.get('/user/getUserinfo')?.example).toEqual({})
  })
})

describe('requestValidator', () => {
  it('accepts each operation example', () => {
    for (const operation of [...operations.values()].filter((entry) => entry.bodyType === 'json')) {
      const validate = requestValidator(operation.path)
      expect(validate(operation.example), `${operation.path}: ${describeValidationError(validate.errors)}`).toBe(true)
    }
  })

  it('does not coerce types', () => {
    const validate = requestValidator('/user/login')
    const body = { account: 912345678, password: 'x' }
    expect(validate(body)).toBe(false)
    expect(body.account).toBe(912345678)
  })
})

describe('answerValidator', () => {
  it('checks the success and failure envelopes of HTTP 200', () => {
    const validate = answerValidator('/user/logout', 200)
    expect(validate?.({ status: 1, msg: '', data: null })).toBe(true)
    expect(validate?.({ status: 0, msg: '餘額不足', data: null })).toBe(true)
    expect(validate?.({ status: 1, msg: '' })).toBe(false)
    expect(validate?.({ status: 2, msg: '', data: null })).toBe(false)
  })

  it.each([
    ['/user/getUserinfo', 400],
    ['/user/getUserinfo', 401],
    ['/user/login', 429],
    ['/common/config', 500],
  ])('follows the shared answer of %s HTTP %i to its envelope schema', (path, status) => {
    const validate = answerValidator(path, status)
    expect(validate?.({ status: 0, msg: '登入已失效，請重新登入', data: null })).toBe(true)
    expect(validate?.({ status: 1, msg: '', data: null })).toBe(false)
    expect(validate?.('<html>')).toBe(false)
  })

  it('gives nothing for an undocumented status or path', () => {
    expect(answerValidator('/common/config', 401)).toBeUndefined()
    expect(answerValidator('/user/login', 404)).toBeUndefined()
    expect(answerValidator('/no/such', 200)).toBeUndefined()
  })
})

describe('schemaValidator', () => {
  it('compiles a schema once', () => {
    expect(schemaValidator('admin', 'components', 'schemas', 'World')).toBe(
      schemaValidator('admin', 'components', 'schemas', 'World'),
    )
  })

  it('throws for a pointer to nothing', () => {
    expect(() => schemaValidator('app', 'components', 'schemas', 'Nope')).toThrow(
      'no schema at app#/components/schemas/Nope',
    )
  })
})

describe('describeValidationError', () => {
  const login = requestValidator('/user/login')
  const config = requestValidator('/common/config')

  it.each<[string, ReturnType<typeof requestValidator>, unknown, string]>([
    ['a wrong type', login, { account: '0912345678', password: 1 }, '/password must be string'],
    ['a missing field', login, { account: '0912345678' }, "body is missing 'password'"],
    ['an unknown field', login, { account: 'a', password: 'b', c: 1 }, "body has unknown field 'c'"],
    ['a body that is not an object', login, null, 'body must be object'],
    ['a value outside an enum', config, { type: 'some' }, '/type must be one of ["all"]'],
    [
      'a string too long',
      login,
      { account: 'a'.repeat(65), password: 'b' },
      '/account must NOT have more than 64 characters',
    ],
  ])('words %s', (_, validate, body, text) => {
    expect(validate(body)).toBe(false)
    expect(describeValidationError(validate.errors)).toBe(text)
  })

  it('says "invalid body" without errors', () => {
    expect(describeValidationError(null)).toBe('invalid body')
    expect(describeValidationError([])).toBe('invalid body')
    expect(describeValidationError(undefined)).toBe('invalid body')
  })
})
