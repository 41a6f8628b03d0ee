// The verification page's form (app/routes/_public+/contract+/verify.tsx): one PDF and the contract
// number its QR code carried. Shared by the browser (loaded lazily) and the action.
import { z } from 'zod';
import { contractNoText, MAX_VERIFY_PDF_BYTES, VERIFY_MESSAGES } from '#contract/contracts/api-verify';
import { TOO_LARGE_MARKER_TYPE } from '#app/utils/files';

export const verifyUploadSchema = z.object({
  file: z
    .instanceof(File, { message: VERIFY_MESSAGES.file })
    .refine((file) => file.type !== TOO_LARGE_MARKER_TYPE && file.size <= MAX_VERIFY_PDF_BYTES, VERIFY_MESSAGES.tooLarge)
    .refine((file) => file.size > 0, VERIFY_MESSAGES.file)
    .refine((file) => /\.pdf$/i.test(file.name) || file.type === 'application/pdf', VERIFY_MESSAGES.notPdf),
  no: contractNoText.optional(),
});
