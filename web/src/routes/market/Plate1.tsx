// Theme plates (概念股): every one with its average change, breadth and leader.
import { createFileRoute } from '@tanstack/react-router'

import { PlatesScreen } from '../../market/PlatesScreen.tsx'

export const Route = createFileRoute('/market/Plate1')({
  component: () => <PlatesScreen kind="concept" />,
})
