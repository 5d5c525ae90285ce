import {
  adminTokenHeaders,
  articleIdParams,
  editorialBody,
  editorialHiddenBody,
  editorialSaved,
  envelope,
  newsImageUploaded,
} from '@kanqiu/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../platform/http/admin-token';
import { ok } from '../../platform/http/envelope';
import { readUploadedFile } from '../../platform/images/uploaded-image';
import type { EditorialService } from './editorial.service';

const tags = ['news'];

/** Operators' articles (registered only when ADMIN_TOKEN is set; every call needs it in `x-admin-token`). */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ editorial: EditorialService; adminToken: string }> = async (
  app,
  { editorial, adminToken },
) => {
  app.addHook('preHandler', adminOnly(adminToken));
  app.post(
    '/admin/news/articles',
    {
      schema: {
        tags,
        summary: '运营：发布文章（Markdown，保存时转为安全的 HTML 子集；请求头 x-admin-token）',
        headers: adminTokenHeaders,
        body: editorialBody,
        response: { 200: envelope(editorialSaved) },
      },
    },
    async (request) => {
      return ok(await editorial.create(request.body));
    },
  );

  app.post(
    '/admin/news/articles/:id',
    {
      schema: {
        tags,
        summary: '运营：修改运营发布的文章（自动生成的文章不可改；请求头 x-admin-token）',
        headers: adminTokenHeaders,
        params: articleIdParams,
        body: editorialBody,
        response: { 200: envelope(editorialSaved) },
      },
    },
    async (request) => {
      return ok(await editorial.update(request.params.id, request.body));
    },
  );

  app.post(
    '/admin/news/articles/:id/hidden',
    {
      schema: {
        tags,
        summary: '运营：隐藏或恢复文章（隐藏后列表、详情和搜索都不再出现；请求头 x-admin-token）',
        headers: adminTokenHeaders,
        params: articleIdParams,
        body: editorialHiddenBody,
        response: { 200: envelope(editorialSaved) },
      },
    },
    async (request) => {
      return ok(await editorial.setHidden(request.params.id, request.body.hidden));
    },
  );

  app.post(
    '/admin/news/images',
    {
      schema: {
        tags,
        summary: '运营：上传文章配图（multipart 字段 file；转为 WebP 并去除元数据；请求头 x-admin-token）',
        headers: adminTokenHeaders,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(newsImageUploaded) },
      },
    },
    async (request) => {
      return ok(await editorial.uploadImage(await readUploadedFile(request)));
    },
  );
};
