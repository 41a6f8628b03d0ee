import type { Db } from '../../db/client';
import { interfaceLogs } from '../../db/schema';

export type InterfaceLogInput = {
  name: string;
  method: string;
  type: string;
  mode: string;
  request?: string | null;
  response?: string | null;
};

export async function saveInterfaceLog(
  db: Db,
  entry: InterfaceLogInput & { userId: number | null; ip: string | null },
): Promise<void> {
  await db.insert(interfaceLogs).values(entry);
}
