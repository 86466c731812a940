import { BILL_TYPE, COURSE_KINDS, type CourseKind, ORDER_STATUS } from '@hanyu/contract';

export type OrderStatusKey = keyof typeof ORDER_STATUS;
export type BillTypeKey = keyof typeof BILL_TYPE;

function keyOf<K extends string>(table: Record<K, number>, value: number): K | undefined {
  return (Object.keys(table) as K[]).find((key) => table[key] === value);
}

/** The name of an order status (SPEC §3: 0, 1, 4), the key of its words; undefined for another value. */
export function orderStatusKey(status: number): OrderStatusKey | undefined {
  return keyOf(ORDER_STATUS, status);
}

/** The name of a bill type (SPEC §3: 1 to 7), the key of its words; undefined for another value. */
export function billTypeKey(type: number): BillTypeKey | undefined {
  return keyOf(BILL_TYPE, type);
}

export function isCourseKind(kind: string): kind is CourseKind {
  return (COURSE_KINDS as readonly string[]).includes(kind);
}
