import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

/** Parses one JSON file of the data set, gunzipping `.json.gz`. */
export function readDataFile(dataDir: string, relativePath: string): unknown {
  const bytes = readFileSync(join(dataDir, relativePath));
  const text = relativePath.endsWith('.gz') ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  return JSON.parse(text);
}

/** Paths relative to the data directory, in name order. */
export function listDataFiles(dataDir: string, relativeDir: string): string[] {
  return readdirSync(join(dataDir, relativeDir))
    .sort()
    .map((name) => `${relativeDir}/${name}`);
}
