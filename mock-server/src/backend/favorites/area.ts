// The favorites area: the watchlist.
import type { Area } from '../core/area.ts'
import { favoriteHandlers } from './handlers.ts'
import { favoriteCollections } from './records.ts'
import { seedFavorites } from './seed.ts'

export const favoritesArea: Area = {
  name: 'favorites',
  collections: favoriteCollections,
  seed: seedFavorites,
  handlers: favoriteHandlers,
}
