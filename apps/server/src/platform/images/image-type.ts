export type ImageExtension = 'jpg' | 'png' | 'webp' | 'gif';

const ascii = (text: string) => Buffer.from(text, 'latin1');

function startsWith(bytes: Buffer, signature: Buffer, offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length && bytes.subarray(offset, offset + signature.length).equals(signature)
  );
}

const signatures: { extension: ImageExtension; matches: (bytes: Buffer) => boolean }[] = [
  { extension: 'jpg', matches: (b) => startsWith(b, Buffer.from([0xff, 0xd8, 0xff])) },
  { extension: 'png', matches: (b) => startsWith(b, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extension: 'gif', matches: (b) => startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a')) },
  { extension: 'webp', matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8) },
];

/** The image format told by the file's first bytes; the client's declared type is not trusted. */
export function imageExtensionOf(bytes: Buffer): ImageExtension | null {
  return signatures.find((signature) => signature.matches(bytes))?.extension ?? null;
}
