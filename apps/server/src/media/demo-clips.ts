import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runFfmpeg } from './ffmpeg';

export type DemoSport = 'football' | 'basketball';

/** A bundled looping stream; the rooms module opens one demo room per entry, tied to a live match of its sport. */
export type DemoStream = { streamName: string; title: string; sport: DemoSport };

export type ClipShape = { seconds: number; width: number; height: number };

export const defaultClipShape: ClipShape = { seconds: 20, width: 640, height: 360 };

const sportLabel: Record<DemoSport, string> = { football: '足球', basketball: '篮球' };
const surface: Record<DemoSport, string> = { football: '0x2e7d32', basketball: '0xb5793f' };
const font = "font='Noto Sans CJK SC'";
// Part of the cache key: changing the picture below must not reuse clips rendered by an older version.
const cardVersion = 1;

/** Stream names under this prefix belong to the demo streams; no room can publish on them. */
export const demoPrefix = 'demo-';

/** Football and basketball take turns, so both sports have a demo room from two streams on. */
export function demoStreams(count: number): DemoStream[] {
  return Array.from({ length: count }, (_, index) => {
    const sport: DemoSport = index % 2 === 0 ? 'football' : 'basketball';
    return { streamName: `${demoPrefix}${index + 1}`, title: `演示直播间 ${index + 1} · ${sportLabel[sport]}`, sport };
  });
}

/** Pitch lines, a ball moving on a figure of eight, the room name and the clip's own clock. */
function testCard(titleFile: string): string {
  const line = 'color=white@0.9';
  return [
    `drawbox=x=iw*0.03:y=ih*0.05:w=iw*0.94:h=ih*0.9:${line}:t=3`,
    `drawbox=x=iw/2-1:y=ih*0.05:w=3:h=ih*0.9:${line}:t=fill`,
    `drawbox=x=iw/2-ih*0.14:y=ih*0.36:w=ih*0.28:h=ih*0.28:${line}:t=3`,
    `drawbox=x=iw*0.03:y=ih*0.3:w=iw*0.12:h=ih*0.4:${line}:t=3`,
    `drawbox=x=iw*0.85:y=ih*0.3:w=iw*0.12:h=ih*0.4:${line}:t=3`,
    "drawbox=x='iw/2-ih*0.03+iw*0.38*sin(2*PI*t/10)':y='ih/2-ih*0.03+ih*0.3*sin(4*PI*t/10)':w=ih*0.06:h=ih*0.06:color=white:t=fill",
    `drawtext=${font}:textfile='${titleFile}':fontcolor=white:fontsize=h/13:x=(w-text_w)/2:y=h*0.09:box=1:boxcolor=black@0.45:boxborderw=8`,
    `drawtext=${font}:text='%{pts\\:hms}':fontcolor=white:fontsize=h/16:x=w-text_w-w*0.05:y=h*0.85-text_h:box=1:boxcolor=black@0.45:boxborderw=6`,
  ].join(',');
}

/**
 * Renders the demo clip of a stream once and returns its path; a clip already in `dir` is reused. H.264 baseline
 * with a keyframe every second (players start fast) and silent AAC, so publishing it with `-c copy` costs no CPU.
 */
export async function prepareDemoClip(
  ffmpegPath: string,
  dir: string,
  demo: DemoStream,
  shape: ClipShape,
): Promise<string> {
  const key = createHash('sha256').update(JSON.stringify({ demo, shape, cardVersion })).digest('hex').slice(0, 12);
  const clip = join(dir, `${demo.streamName}-${key}.mp4`);
  if (existsSync(clip)) return clip;
  await mkdir(dir, { recursive: true });
  const titleFile = join(dir, `${demo.streamName}-${key}.txt`);
  await writeFile(titleFile, demo.title);
  const partial = `${clip}.partial.mp4`;
  const { seconds, width, height } = shape;
  await runFfmpeg(ffmpegPath, [
    ...['-f', 'lavfi', '-i', `color=c=${surface[demo.sport]}:s=${width}x${height}:r=25:d=${seconds}`],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=stereo', '-t', String(seconds)],
    ...['-vf', testCard(titleFile)],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
    ...['-g', '25', '-keyint_min', '25', '-sc_threshold', '0', '-b:v', '600k'],
    ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', partial],
  ]);
  // Renamed only once complete, so a render cut short is never taken for a cached clip.
  await rename(partial, clip);
  return clip;
}
