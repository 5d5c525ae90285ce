import { data } from 'react-router';

/** An action's form: a body that is not one (a malformed multipart, say) is the client's fault, a 400, never a 500. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data('请求内容不是有效的表单', { status: 400 });
  }
}
