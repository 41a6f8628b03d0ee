// The image viewer's question to the platform (/preview/imagePreview, spec 9): one image and the
// images of the record it belongs to, so the viewer can page through them. The owning record is a
// waybill (its pound slips and exception photos, seen by the waybill's parties) or, for any other
// upload (licences, ID cards, payment receipts), a list of files the caller names, each shown only
// when the caller may read it. Access is the platform's: a file the caller may not read is
// '文件不存在' (404), the same answer as a file that does not exist.
import { z } from 'zod';
import { optionalIdField } from '../ids';

export const PREVIEW_MESSAGES = {
  notFound: '文件不存在',
  badList: '图片列表最多20张',
} as const;

/** The most images one viewer pages through (a waybill has its slips and a few exception photos). */
export const MAX_PREVIEW_LIST = 20;

const fileUuid = z
  .string({ required_error: PREVIEW_MESSAGES.notFound, invalid_type_error: PREVIEW_MESSAGES.notFound })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, PREVIEW_MESSAGES.notFound)
  .transform((uuid) => uuid.toLowerCase());

export const imagePreviewInput = z.object({
  uuid: fileUuid,
  /** the waybill the image belongs to: its slips and exception photos are the list */
  waybillId: optionalIdField(PREVIEW_MESSAGES.notFound),
  /** without a waybill: the images to page through, in order (the shown one among them or not) */
  list: z.array(fileUuid, { invalid_type_error: PREVIEW_MESSAGES.badList }).max(MAX_PREVIEW_LIST, PREVIEW_MESSAGES.badList).optional(),
});
export type ImagePreviewInput = z.input<typeof imagePreviewInput>;

export const imagePreview = z.object({
  /** the images of the record the caller may see, in viewing order; `label` is the alt text */
  images: z.array(z.object({ uuid: z.string(), label: z.string() })),
  /** where the asked image stands in `images` */
  index: z.number().int(),
  /** the asked image when its bytes are a readable image, with the size its header declares; null: '加载失败' */
  image: z.object({ mime: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type ImagePreview = z.infer<typeof imagePreview>;

/** The Chinese name of an upload's purpose (`purpose` of POST /actions/upload), the alt text of a file without a better one. */
export const UPLOAD_PURPOSE_LABELS: Record<string, string> = {
  pound_slip: '磅单',
  bill_receipt: '付款回单',
  abnormal_photo: '异常照片',
  complaint_photo: '投诉照片',
  id_card_front: '身份证人像面',
  id_card_back: '身份证国徽面',
  business_licence: '营业执照',
  road_permit: '道路运输经营许可证',
  driving_licence: '驾驶证',
};
