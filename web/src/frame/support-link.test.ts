// 'kefu': only https links on an allowed host (or its subdomains) open, in a new context
// with noopener and noreferrer.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { allowedSupportUrl, openSupportLink, supportHosts } from './support-link.ts'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('allowedSupportUrl', () => {
  it('allows these hosts by default', () => {
    expect(supportHosts).toEqual(['support.formosa-sec.example', 'line.me', 'lin.ee'])
  })

  it.each([
    ['https://support.formosa-sec.example/chat', 'https://support.formosa-sec.example/chat'],
    ['https://support.formosa-sec.example', 'https://support.formosa-sec.example/'],
    ['https://SUPPORT.Formosa-Sec.example/chat?room=1#top', 'https://support.formosa-sec.example/chat?room=1#top'],
    ['https://line.me/R/ti/p/@formosa', 'https://line.me/R/ti/p/@formosa'],
    ['https://liff.line.me/123-abc', 'https://liff.line.me/123-abc'],
    ['https://a.b.line.me/x', 'https://a.b.line.me/x'],
    ['https://lin.ee/AbCd', 'https://lin.ee/AbCd'],
    ['https://line.me:8443/x', 'https://line.me:8443/x'],
    ['  https://line.me/x  ', 'https://line.me/x'],
  ])('allows %s', (link, href) => {
    expect(allowedSupportUrl(link)?.href).toBe(href)
  })

  it.each([
    ['undefined', undefined],
    ['empty', ''],
    ['http', 'http://support.formosa-sec.example/chat'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['javascript: with an allowed host in it', 'javascript://line.me/%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://line.me/x'],
    ['a user name', 'https://user@line.me/x'],
    ['a user name and password', 'https://user:secret@line.me/x'],
    ['an allowed host as user name', 'https://line.me@evil.example/x'],
    ['a look-alike host', 'https://support.formosa-sec.example.evil.com/chat'],
    ['a suffix without a dot', 'https://evilline.me/x'],
    ['a suffix without a dot (lin.ee)', 'https://notlin.ee/x'],
    ['the host in the path', 'https://evil.example/line.me'],
    ['the host in the query', 'https://evil.example/?next=https://line.me'],
    ['the host in the fragment', 'https://evil.example/#line.me'],
    ['a backslash trick', 'https://evil.example\\@line.me/x'],
    ['a trailing dot', 'https://line.me./x'],
    ['an IP address', 'https://203.0.113.7/x'],
    ['a relative path', '/chat'],
    ['a host without scheme', 'line.me/x'],
    ['a protocol-relative link', '//line.me/x'],
    ['malformed', 'https://'],
    ['malformed port', 'https://line.me:99999/x'],
    ['spaces in the host', 'https://li ne.me/x'],
  ])('refuses %s', (_, link) => {
    expect(allowedSupportUrl(link)).toBeUndefined()
  })

  it('checks against the hosts it is given', () => {
    expect(allowedSupportUrl('https://chat.example.org/x', ['example.org'])?.href).toBe('https://chat.example.org/x')
    expect(allowedSupportUrl('https://line.me/x', ['example.org'])).toBeUndefined()
    expect(allowedSupportUrl('https://line.me/x', [])).toBeUndefined()
  })

  it('adds the hosts of VITE_SUPPORT_HOSTS, trimmed, ignoring empty ones', async () => {
    vi.stubEnv('VITE_SUPPORT_HOSTS', ' chat.example.org , ,help.example.net,')
    vi.resetModules()
    const fresh = await import('./support-link.ts')
    expect(fresh.supportHosts).toEqual([
      'support.formosa-sec.example',
      'line.me',
      'lin.ee',
      'chat.example.org',
      'help.example.net',
    ])
    expect(fresh.allowedSupportUrl('https://chat.example.org/x')?.href).toBe('https://chat.example.org/x')
    expect(fresh.allowedSupportUrl('https://example.org/x')).toBeUndefined()
  })
})

describe('openSupportLink', () => {
  it('opens an allowed link in a new context without opener or referrer', () => {
    const open = vi.fn<typeof window.open>(() => null)
    expect(openSupportLink('https://support.formosa-sec.example/chat', open)).toBe(true)
    expect(open.mock.calls).toEqual([['https://support.formosa-sec.example/chat', '_blank', 'noopener,noreferrer']])
  })

  it('opens the normalised address, not the raw text', () => {
    const open = vi.fn<typeof window.open>(() => null)
    expect(openSupportLink(' https://LINE.me/R/ti/p/@formosa ', open)).toBe(true)
    expect(open.mock.calls).toEqual([['https://line.me/R/ti/p/@formosa', '_blank', 'noopener,noreferrer']])
  })

  it.each([
    undefined,
    '',
    'http://line.me/x',
    'javascript:alert(1)',
    'https://support.formosa-sec.example.evil.com/chat',
    'https://u:p@line.me/',
  ])('does not open %j', (link) => {
    const open = vi.fn<typeof window.open>(() => null)
    expect(openSupportLink(link, open)).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })

  it('uses window.open by default', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    expect(openSupportLink('https://lin.ee/AbCd')).toBe(true)
    expect(openSupportLink('https://evil.example/')).toBe(false)
    expect(open.mock.calls).toEqual([['https://lin.ee/AbCd', '_blank', 'noopener,noreferrer']])
  })
})
