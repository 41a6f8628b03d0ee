// The signed-in cargo hall's query (/sourceManage/list-supply-the-hall and the bid-only halls):
// the public hall's route filters (origin and destination, province then city, the city inside its
// province), the business type and the goods name. Server-side only: the route filters load the
// region tree; screens import the type.
import { z } from 'zod';
import { pageFields } from '../page';
import { routeCitiesInProvinces, routeFilterFields } from '../portal/filters';

export const hallQuery = z
  .object({
    ...routeFilterFields,
    businessType: z.enum(['1', '2', '3']).optional(),
    keyword: z.string().trim().max(30, '关键字不能超过30个字').optional(),
    ...pageFields(20, 50),
  })
  .superRefine(routeCitiesInProvinces);
export type HallQuery = z.infer<typeof hallQuery>;
