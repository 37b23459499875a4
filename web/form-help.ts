// A build plugin: antd-mobile's Form.Item imports its Popover (with floating-ui, about 6 kB
// gzip on every form screen) only to show an item's `help` text. The app's forms give no
// `help`; the build hands Form.Item a small stand-in instead (src/components/FormHelp.tsx),
// which shows the text under the label on a tap. Should antd-mobile move that import, the
// real Popover is bundled again: larger, never broken (the budget step says so).
import { resolve } from 'node:path'

import type { Plugin } from 'vite'

import { replaceImport } from './replace-import.ts'

const formItem = /antd-mobile[\\/]es[\\/]components[\\/]form[\\/]form-item\.js$/

export function formHelpWithoutPopover(): Plugin {
  return replaceImport(
    'form-help-without-popover',
    '../popover',
    formItem,
    resolve(import.meta.dirname, 'src/components/FormHelp.tsx'),
  )
}
