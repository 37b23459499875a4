// What a K-line chart of KLineChart shows, read from its canvases: the library lays a chart
// out as a column of panes (the price pane first, then the indicator panes, then the time
// axis), each a row of two widgets (the plot, then its value axis) of two canvases (what is
// drawn, then what is drawn over it: legends, the crosshair).
import type { Locator } from '@playwright/test'

export interface PaneReading {
  /** CSS px. */
  height: number
  /** The first canvas row with data drawn (candles, bars, lines, labels; not the grid), -1 without any. */
  dataTop: number
  /** The last canvas row of the legends drawn over the plot, -1 without them. */
  legendBottom: number
  /** Pixels of the value axis in the tag colours: red (up), green (down), grey (unchanged). */
  tag: { red: number; green: number; grey: number }
}

export interface ChartReading {
  /** CSS px. */
  height: number
  panes: PaneReading[]
  /** Whether a time label touches the left or right edge of the time axis (a label cut there). */
  timeLabelAtEdges: boolean
}

export function chartReading(chart: Locator): Promise<ChartReading> {
  return chart.evaluate((element) => {
    const isRed = (r: number, g: number, b: number) => r > 180 && g < 100 && b < 100
    const isGreen = (r: number, g: number, b: number) => g > 120 && r < 80 && b < 140
    const isGrey = (r: number, g: number, b: number) => r > 128 && r < 144 && Math.abs(r - g) < 4 && Math.abs(g - b) < 4
    const pixels = (canvas: HTMLCanvasElement | undefined) => {
      if (canvas === undefined) return { width: 0, height: 0, data: new Uint8ClampedArray() }
      const { width, height } = canvas
      return { width, height, data: canvas.getContext('2d')!.getImageData(0, 0, width, height).data }
    }
    const canvasesOf = (widget: Element | undefined) => [...(widget?.querySelectorAll('canvas') ?? [])]

    const root = element.firstElementChild!
    const rows = [...root.children].filter((row) => row.getBoundingClientRect().height > 8)
    const contentRows = rows.filter((row) => row.children.length >= 2)
    const axisRow = rows.find((row) => row.children.length === 1)

    const panes = contentRows.map((row) => {
      const [plot, valueAxis] = [...row.children]
      const [drawn, over] = canvasesOf(plot)
      const plotted = pixels(drawn)
      let dataTop = -1
      for (let i = 0; i < plotted.data.length && dataTop < 0; i += 4) {
        const [r, g, b, a] = [plotted.data[i]!, plotted.data[i + 1]!, plotted.data[i + 2]!, plotted.data[i + 3]!]
        // Anything but the light grid lines: candles, bars, lines, the labels of the high and low.
        if (a > 0 && Math.min(r, g, b) < 200) dataTop = Math.floor(i / 4 / plotted.width)
      }
      const legends = pixels(over)
      let legendBottom = -1
      for (let i = 0; i < legends.data.length; i += 4)
        if (legends.data[i + 3]! > 0) legendBottom = Math.floor(i / 4 / legends.width)
      const axis = pixels(canvasesOf(valueAxis)[0])
      const tag = { red: 0, green: 0, grey: 0 }
      for (let i = 0; i < axis.data.length; i += 4) {
        if (axis.data[i + 3]! < 200) continue
        const [r, g, b] = [axis.data[i]!, axis.data[i + 1]!, axis.data[i + 2]!]
        if (isRed(r, g, b)) tag.red++
        else if (isGreen(r, g, b)) tag.green++
        else if (isGrey(r, g, b)) tag.grey++
      }
      return { height: row.getBoundingClientRect().height, dataTop, legendBottom, tag }
    })

    // Below the axis line and the tick marks, the labels: none may touch the first or last columns.
    const time = pixels(canvasesOf(axisRow?.firstElementChild ?? undefined)[0])
    let timeLabelAtEdges = false
    for (let y = 5; y < time.height && !timeLabelAtEdges; y++)
      for (const x of [0, 1, time.width - 2, time.width - 1])
        if (time.data[(y * time.width + x) * 4 + 3]! > 0) timeLabelAtEdges = true

    return { height: element.getBoundingClientRect().height, panes, timeLabelAtEdges }
  })
}
