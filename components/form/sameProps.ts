import type { FieldBinding, FieldStateProps } from './binding.ts';

type BindingProps = FieldBinding['props'];

function sameItemErrors(a: FieldStateProps['itemErrors'], b: FieldStateProps['itemErrors']): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[Number(key)] === b[Number(key)]);
}

/**
 * True when a field would render the same: its item errors by content, everything else by identity (ids and
 * handlers are created once per form, so they keep their identity between renders). The value isn't compared:
 * each field subscribes to its own value.
 */
export function sameFieldState(a: BindingProps, b: BindingProps): boolean {
  const keys = Object.keys(a) as (keyof BindingProps)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    if (key === 'itemErrors') return sameItemErrors(a.itemErrors, b.itemErrors);
    return Object.is(a[key], b[key]);
  });
}
