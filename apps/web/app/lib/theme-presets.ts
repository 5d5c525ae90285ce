/** The theme colours a fan picks from in 设置; apart from theme.ts, which every page loads. */
export const themePresets = [
  { name: '中国红', color: '#DC143C' },
  { name: '活力橙', color: '#F56A00' },
  { name: '天空蓝', color: '#1677FF' },
  { name: '草坪绿', color: '#00A870' },
  { name: '罗兰紫', color: '#7A3FD1' },
  { name: '曜石黑', color: '#1F2329' },
] as const;
