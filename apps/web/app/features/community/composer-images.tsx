import { POST_IMAGES_MAX } from '@kanqiu/domain';
import { useState, type ChangeEvent, type ReactElement } from 'react';
import { Toast } from '../../lib/antd-imperative';
import { apiAssetUrl } from '../../lib/api-hosts';
import { imageFileProblem, imageUploadTypes } from '../../lib/image-upload';
import { useRootData } from '../../lib/root-data';
import type { DraftImage, UploadAnswer } from './data';

async function uploadOne(file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('file', file);
  try {
    const response = await fetch('/community/act', { method: 'POST', body: form });
    return (await response.json()) as UploadAnswer;
  } catch {
    return { ok: false, error: '网络不给力，图片上传失败' };
  }
}

/** The post's pictures: up to nine, each uploaded when picked (re-encoded by the API), removable before posting. */
export function ComposerImages({
  images,
  onChange,
}: {
  images: DraftImage[];
  onChange(images: DraftImage[]): void;
}): ReactElement {
  const { publicHosts } = useRootData();
  const [uploading, setUploading] = useState(0);
  const room = POST_IMAGES_MAX - images.length - uploading;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > room) Toast.show({ content: `最多上传 ${POST_IMAGES_MAX} 张图片` });
    const accepted = files.slice(0, Math.max(room, 0)).filter((file) => {
      const problem = imageFileProblem(file);
      if (problem) Toast.show({ content: problem });
      return !problem;
    });
    let added = images;
    setUploading((n) => n + accepted.length);
    for (const file of accepted) {
      const answer = await uploadOne(file);
      setUploading((n) => n - 1);
      if (!answer.ok) {
        Toast.show({ content: answer.error });
        continue;
      }
      added = [...added, { name: answer.image.name, thumb: answer.image.thumb }];
      onChange(added);
    }
  };

  return (
    <div className="kq-composer-images" data-testid="composer-images">
      {images.map((image) => (
        <span key={image.name} className="kq-composer-image">
          <img src={apiAssetUrl(image.thumb, publicHosts) ?? ''} alt="已选图片" />
          <button
            type="button"
            aria-label="移除图片"
            onClick={() => onChange(images.filter((i) => i.name !== image.name))}
          >
            ×
          </button>
        </span>
      ))}
      {Array.from({ length: uploading }, (_, index) => (
        <span key={`u${index}`} className="kq-composer-image is-uploading">
          上传中
        </span>
      ))}
      {room > 0 && (
        <label className="kq-composer-image is-add">
          <span aria-hidden="true">+</span>
          <span>图片</span>
          <input
            type="file"
            multiple
            accept={imageUploadTypes.join(',')}
            className="kq-visually-hidden"
            aria-label="添加图片"
            onChange={(event) => void pick(event)}
          />
        </label>
      )}
    </div>
  );
}
