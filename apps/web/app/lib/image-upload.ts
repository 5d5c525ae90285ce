/** What the API takes as an uploaded picture (portraits, room covers): its size limit and the four formats. */
export const maxImageBytes = 2 * 1024 * 1024;
export const imageUploadTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Why a picked file cannot be sent, in the API's words, or null when it may be. */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!imageUploadTypes.includes(file.type)) return '仅支持 JPG、PNG、WEBP 或 GIF 图片';
  return file.size > maxImageBytes ? '图片不能超过 2 MB' : null;
}

/** A request body too large to hold an allowed picture (the form parser would buffer it all). */
export const isOversizedUpload = (request: Request): boolean =>
  Number(request.headers.get('content-length') ?? 0) > maxImageBytes + 64 * 1024;
