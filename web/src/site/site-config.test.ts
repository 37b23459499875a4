// The site configuration read at start-up: logo prefixed with the origin, title, kefu.
import { describe, expect, it } from 'vitest'

import { toSiteConfig } from './site-config.ts'

const origin = 'https://app.formosa-sec.example'

describe('toSiteConfig', () => {
  it('reads the configuration the mock serves', () => {
    const entries = [
      { name: 'logo', value: '/static/logo.svg' },
      { name: 'title', value: '福爾摩沙證券' },
      { name: 'kefu', value: 'https://support.formosa-sec.example/chat' },
      { name: 'ganggang', value: '1,2,5,10' },
    ]
    const config = toSiteConfig(entries, origin)
    expect(config.logo).toBe('https://app.formosa-sec.example/static/logo.svg')
    expect(config.title).toBe('福爾摩沙證券')
    expect(config.kefu).toBe('https://support.formosa-sec.example/chat')
    expect([...config.values]).toEqual([
      ['logo', '/static/logo.svg'],
      ['title', '福爾摩沙證券'],
      ['kefu', 'https://support.formosa-sec.example/chat'],
      ['ganggang', '1,2,5,10'],
    ])
  })

  it.each<[string, string | undefined]>([
    ['/static/logo.svg', 'https://app.formosa-sec.example/static/logo.svg'],
    ['static/logo.svg', 'https://app.formosa-sec.example/static/logo.svg'],
    ['logo.png', 'https://app.formosa-sec.example/logo.png'],
    ['/storage/logo.png?v=3', 'https://app.formosa-sec.example/storage/logo.png?v=3'],
    ['https://cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['http://cdn.example.com/logo.png', 'http://cdn.example.com/logo.png'],
    ['HTTPS://cdn.example.com/logo.png', 'HTTPS://cdn.example.com/logo.png'],
    ['//cdn.example.com/logo.png', '//cdn.example.com/logo.png'],
    ['', undefined],
  ])('logo %j -> %j', (value, logo) => {
    expect(toSiteConfig([{ name: 'logo', value }], origin).logo).toBe(logo)
  })

  it('uses the origin it is given', () => {
    expect(toSiteConfig([{ name: 'logo', value: '/static/logo.svg' }], 'http://127.0.0.1:5173').logo).toBe(
      'http://127.0.0.1:5173/static/logo.svg',
    )
  })

  it('leaves missing and empty entries undefined', () => {
    expect(toSiteConfig([], origin)).toEqual({ logo: undefined, title: undefined, kefu: undefined, values: new Map() })
    const empty = toSiteConfig(
      [
        { name: 'title', value: '' },
        { name: 'kefu', value: '' },
      ],
      origin,
    )
    expect(empty).toMatchObject({ logo: undefined, title: undefined, kefu: undefined })
    expect(empty.values.get('title')).toBe('')
  })

  it('takes the last value of a repeated name', () => {
    const config = toSiteConfig(
      [
        { name: 'title', value: '舊名稱' },
        { name: 'title', value: '福爾摩沙證券' },
      ],
      origin,
    )
    expect(config.title).toBe('福爾摩沙證券')
    expect(config.values.size).toBe(1)
  })
})
