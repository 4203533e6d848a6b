import { MESSAGES } from '@threadline/domain';
import { z } from 'zod';
import { unwrapPayload } from '../../rest/rest-errors.js';
import { defineRoute, envelope, Id, type RestRoute } from '../../rest/route.js';
import type { FeatureImage } from './feature-image.entity.js';


const FeatureImageDocument = z.object({
  _id: z.uuid(),
  image: z.string().describe('URL of the image (absolute, or a path on this server).'),
});

const featureImageDocument = (featureImage: FeatureImage) => ({ _id: featureImage.id, image: featureImage.image });

export const featureImageRoutes: RestRoute[] = [
  defineRoute({
    method: 'get',
    path: '/common/feature/get',
    tag: 'Feature images',
    summary: 'Hero images of the home carousel, oldest first.',
    access: 'public',
    response: envelope(z.array(FeatureImageDocument)),
    async handle({ services }) {
      return { body: { success: true, data: (await services.featureImages.list()).map(featureImageDocument) } };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/common/feature/add',
    tag: 'Feature images',
    summary: 'Adds a hero image to the end of the home carousel.',
    access: 'admin',
    // The service's own rule (an uploaded /media/ path or an http(s) URL, at most 500 characters)
    // answers in its words; this cap only keeps huge strings out.
    body: z.object({ image: z.string().max(2000).describe('An uploaded image path (under /media/) or an http(s) URL, at most 500 characters.') }),
    response: envelope(FeatureImageDocument),
    async handle({ body, services }) {
      const { featureImage } = unwrapPayload(await services.featureImages.addFeatureImage(body));
      return { body: { success: true, message: MESSAGES.FEATURE_IMAGE_ADDED, data: featureImageDocument(featureImage!) } };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/common/feature/delete/:id',
    tag: 'Feature images',
    summary: 'Removes a hero image from the home carousel.',
    access: 'admin',
    params: z.object({ id: Id }),
    response: z.object({ success: z.literal(true), message: z.string() }),
    async handle({ params, services }) {
      unwrapPayload(await services.featureImages.deleteFeatureImage(params.id));
      return { body: { success: true, message: MESSAGES.FEATURE_IMAGE_DELETED } };
    },
  }),
];
