// Search (搜尋): stocks by code or name, with the recent searches.
// Search (搜尋) by code or name: results as they type (after a short pause), each row opens
// the stock and has a star; recent searches are kept on the device and can be cleared.
import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import SearchBar from 'antd-mobile/es/components/search-bar'
import { startTransition, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { favoritesQueries } from '../../api/queries/favorites.ts'
import { marketQueries } from '../../api/queries/market.ts'
import { Loading } from '../../components/Loading.tsx'
import { QuoteList } from '../../components/market/QuoteList.tsx'
import styles from '../../favorites/favorites.module.css'
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../../favorites/recent-searches.ts'
import { watchRow } from '../../favorites/WatchRow.tsx'
import { BackHeader } from '../../frame/BackHeader.tsx'
import { EmptyState } from '../../frame/EmptyState.tsx'

export const Route = createFileRoute('/favorite/search')({
  component: SearchScreen,
})

/** Typing pauses this long before a search is sent. */
const typingPauseMs = 300

function SearchScreen() {
  const { t } = useTranslation('favorites')
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [recent, setRecent] = useState(readRecentSearches)
  // The stars of the results show the groups that hold each stock.
  useQuery(favoritesQueries.groups())
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), typingPauseMs)
    return () => clearTimeout(timer)
  }, [text])
  const results = useQuery(marketQueries.search(query))
  // Kept at once, shown after the tap: a render in the tap's capture phase would reset a
  // checkbox the tap is ticking (the star's group sheet) before React sees it change.
  const remember = () => {
    if (query === '') return
    const recentNow = rememberSearch(query)
    startTransition(() => setRecent(recentNow))
  }

  return (
    <main className={styles.screen}>
      <BackHeader title={t('search.title')} />
      <div className={styles.toolbar}>
        {/* No clear icon: antd-mobile's is an unnamed element with a label (WCAG 4.1.2). */}
        <SearchBar
          clearable={false}
          value={text}
          onChange={setText}
          onSearch={(value) => {
            setText(value)
            setQuery(value.trim())
            if (value.trim() !== '') setRecent(rememberSearch(value))
          }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          autoFocus
        />
      </div>
      {query === '' ? (
        recent.length > 0 && (
          <section aria-label={t('search.recent')}>
            <h2 className={styles.sectionTitle}>
              {t('search.recent')}
              <button
                type="button"
                onClick={() => {
                  clearRecentSearches()
                  setRecent([])
                }}
              >
                {t('search.clear')}
              </button>
            </h2>
            <div className={styles.links}>
              {recent.map((each) => (
                <button key={each} type="button" onClick={() => setText(each)}>
                  {each}
                </button>
              ))}
            </div>
          </section>
        )
      ) : results.isPending ? (
        <div className={styles.toolbar}>
          <Loading label={t('common:loading')} />
        </div>
      ) : results.data === undefined || results.data.length === 0 ? (
        <EmptyState hint={t('search.none', { text: query })} />
      ) : (
        // A tap on a result (to open it or to star it) remembers the search.
        <div onClickCapture={remember}>
          <QuoteList rows={results.data} label={t('search.results')} row={watchRow} />
        </div>
      )}
    </main>
  )
}
