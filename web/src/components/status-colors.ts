// Tag colours for states (verification, review), dark enough to read on white at the tags'
// small size (WCAG AA, 4.5:1 and more). antd-mobile's own success, warning and danger
// colours reach only 2.3-3.6:1 (Lighthouse's accessibility audit flagged them).
export const statusColors = {
  neutral: '#646a73',
  success: '#087a43',
  warning: '#a35200',
  danger: '#cf1322',
} as const
