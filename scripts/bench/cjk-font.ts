// The app is Traditional Chinese, and a phone draws it with a Chinese font. A machine without
// one (Debian's Chromium with only its Latin fonts) draws every character as an empty box
// after looking for a font that has it, which makes laying a screen out far slower than on a
// phone (traces of the order box at load show it), and Lighthouse's blocking time with it.
// bench:web installs Debian's Noto CJK fonts when it can, and its page says which font drew.
import { spawnSync } from 'node:child_process'

import { aptInstall, canInstallPackages } from '../apt.ts'

/** The family fontconfig gives Traditional Chinese text, or undefined when no font has it. */
export function chineseFont(): string | undefined {
  const fonts = spawnSync('fc-list', [':lang=zh-tw', 'family'], { encoding: 'utf8' })
  if (fonts.error !== undefined || fonts.status !== 0 || firstFamily(fonts.stdout) === undefined) return undefined
  // Some font has the characters: the one fontconfig picks for sans-serif text.
  const match = spawnSync('fc-match', ['sans-serif:lang=zh-tw', 'family'], { encoding: 'utf8' })
  return (match.status === 0 ? firstFamily(match.stdout) : undefined) ?? firstFamily(fonts.stdout)
}

/** The first family of fontconfig's output (a font a line, its family names comma-separated). */
export function firstFamily(output: string): string | undefined {
  return output
    .split('\n')
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .find((family) => family !== '')
}

/** The Chinese font the benchmark draws with, installed first when it is missing and can be (Debian, root). */
export function ensureChineseFont(): string | undefined {
  const present = chineseFont()
  if (present !== undefined || !canInstallPackages()) return present
  console.log("No Chinese font: installing Debian's fonts-noto-cjk, as a phone has one...")
  return aptInstall(['fonts-noto-cjk'], 'bench:web') ? chineseFont() : undefined
}
