// Industry plates (產業類股): every one with its average change, breadth and leader.
import { createFileRoute } from '@tanstack/react-router'

import { PlatesScreen } from '../../market/PlatesScreen.tsx'

export const Route = createFileRoute('/market/Plate')({
  component: () => <PlatesScreen kind="industry" />,
})
