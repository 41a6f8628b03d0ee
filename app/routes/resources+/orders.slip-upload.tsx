// POST /resources/orders/slip-upload — the trip card's pound-slip photo, shrunk on the phone and
// sent ahead of its move with progress (JS only; without JS the photo posts with the move).
import type { ActionFunctionArgs } from '@remix-run/node';
import { slipUploadAction } from '#app/features/orders/slip-upload.server';

export const action = (args: ActionFunctionArgs) => slipUploadAction(args);
