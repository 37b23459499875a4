// Names the server gives in Chinese and, for some data, in English too (a plate's `name_en`, a
// deposit channel's): the English one when the app is in English and the server gave it.
export function localName(name: string, nameEn: string | undefined, language: string): string {
  return language === 'en' && nameEn !== undefined && nameEn !== '' ? nameEn : name
}
