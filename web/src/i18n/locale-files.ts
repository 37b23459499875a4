// The locale files the entry does not hold. In the build, plain JSON files in one folder named
// by their content's hash (web/locale-files.ts writes them and names the folder), fetched when
// a language or namespace is first needed; in development and the unit tests, the source
// files imported as modules. A language or namespace the app does not have is refused without
// a request.
import { isLanguage, namespaces } from './languages.ts'

const sources = import.meta.env.PROD ? undefined : import.meta.glob<object>('./locales/*/*.json', { import: 'default' })

/** Where the build put `language`'s `namespace` texts. */
export function builtLocaleUrl(
  language: string,
  namespace: string,
  folder = import.meta.env.LOCALE_FOLDER as string,
): string {
  return `${import.meta.env.BASE_URL}${folder}${language}/${namespace}.json`
}

/** The texts of one locale file; rejects when there is none or it cannot be fetched. */
export async function loadLocaleFile(language: string, namespace: string): Promise<object> {
  if (!isLanguage(language) || !(namespaces as readonly string[]).includes(namespace))
    throw new Error(`no texts for ${language}/${namespace}`)
  if (sources !== undefined) {
    const source = sources[`./locales/${language}/${namespace}.json`]
    if (source === undefined) throw new Error(`no texts for ${language}/${namespace}`)
    return source()
  }
  const response = await fetch(builtLocaleUrl(language, namespace))
  if (!response.ok) throw new Error(`no texts for ${language}/${namespace} (status ${response.status})`)
  return (await response.json()) as object
}
