import { useState } from 'react';
import type { AddressValues, OrderFormValues } from './order-form.values';

/** The editor's values, with setters the panels share. */
export function useOrderForm(initial: OrderFormValues) {
  const [values, setValues] = useState<OrderFormValues>(initial);
  const set: SetOrderField = (key, v) => setValues((cur) => ({ ...cur, [key]: v }));
  const setAddress = (key: keyof AddressValues, v: string | boolean) =>
    setValues((cur) => ({ ...cur, shippingAddress: { ...cur.shippingAddress, [key]: v } }));
  return { values, setValues, set, setAddress };
}

export type SetOrderField = <K extends keyof OrderFormValues>(key: K, value: OrderFormValues[K]) => void;
export type SetOrderValues = (change: (current: OrderFormValues) => OrderFormValues) => void;
