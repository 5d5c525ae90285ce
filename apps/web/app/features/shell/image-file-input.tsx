import type { ChangeEvent, ReactElement, Ref } from 'react';
import { Toast } from '../../lib/antd-imperative';
import { imageFileProblem, imageUploadTypes } from '../../lib/image-upload';

/**
 * A hidden picker of one picture (a portrait, a room cover), opened through `ref`. A file of another kind or
 * over the size limit is refused with a toast; a fitting one comes to `onPicked` as a multipart form (`file`, plus
 * `fields`), ready for a fetcher to post.
 */
export function ImageFileInput({
  ref,
  label,
  testId,
  fields = {},
  onPicked,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  testId: string;
  fields?: Record<string, string>;
  onPicked: (form: FormData) => void;
}): ReactElement {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return void Toast.show({ content: problem });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', file);
    onPicked(form);
  };
  return (
    <input
      ref={ref}
      type="file"
      accept={imageUploadTypes.join(',')}
      className="kq-visually-hidden"
      onChange={choose}
      data-testid={testId}
      aria-label={label}
    />
  );
}
