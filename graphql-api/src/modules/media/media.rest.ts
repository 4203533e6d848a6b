import { z } from 'zod';
import { defineRoute, envelope, type RestRoute } from '../../rest/route.js';
import { MediaService } from './media.service.js';

export const UPLOAD_SUCCESS_MESSAGE = 'Image uploaded successfully';

const UploadedImage = z.object({
  secure_url: z.string().describe('The largest variant; what a product or feature image should keep as `image`.'),
  url: z.string().describe('Same as `secure_url`.'),
  variants: z
    .array(z.object({ width: z.number().int().positive(), url: z.string() }))
    .min(1)
    .describe('WebP variants, narrowest first (320, 640, 1280 px, never wider than the original).'),
});

export const mediaRoutes: RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/admin/products/upload-image',
    tag: 'Admin products',
    summary:
      'Upload a product or feature image (multipart field `my_file`, at most 5 MB; JPEG, PNG, WebP, AVIF or GIF by content). ' +
      'It is re-encoded without metadata and stored as responsive WebP variants.',
    access: 'admin',
    upload: { field: 'my_file' },
    response: envelope(UploadedImage),
    async handle({ scope, file }) {
      const media = new MediaService(scope);
      const stored = await media.uploadProductImage(file);
      const secureUrl = media.publicUrl(stored.url);
      return {
        body: {
          success: true,
          message: UPLOAD_SUCCESS_MESSAGE,
          data: {
            secure_url: secureUrl,
            url: secureUrl,
            variants: stored.variants.map((variant) => ({ width: variant.width, url: media.publicUrl(variant.url) })),
          },
        },
      };
    },
  }),
];
