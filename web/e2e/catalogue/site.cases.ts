// Entries any call may answer, met on the first screen a user taps through.
import type { ScreenCase } from './screen-case.ts'

export const siteCases: readonly ScreenCase[] = [
  {
    id: 'system_busy',
    route: '/login/login',
    raisedBy: 'rule',
    call: '/user/login',
    when: 'the world takes no more calls when the user logs in',
    account: null,
    ready: ({ page }) => page.getByRole('textbox', { name: /^手機號碼/ }).waitFor(),
    fill: async ({ page }) => {
      await page.getByRole('textbox', { name: /^手機號碼/ }).fill('0912345678')
      await page.getByRole('textbox', { name: /^密碼/ }).fill('demo1234')
      return [page.getByRole('textbox', { name: /^手機號碼/ }), page.getByRole('textbox', { name: /^密碼/ })]
    },
    submit: async ({ page, mock }) => {
      // A world at capacity 0 refuses every call: the overloaded server the user meets.
      await mock.admin.POST('/busy', { body: { capacity: 0 } })
      await page.getByRole('button', { name: '登入', exact: true }).click()
    },
  },
]
