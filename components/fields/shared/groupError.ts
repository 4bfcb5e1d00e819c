import { joinIds } from './keys.ts';

/**
 * After a refused Submit focus lands on a group's first option, not on the group (docs/behaviour.md §7.6): so each option carries
 * the group's error itself (`aria-describedby` and `aria-invalid`), and a screen reader hears it with the option.
 * The group's own description leaves the error out, so it is said once. Undefined while no error is shown.
 * @example <ChoiceOptionRows … groupError={groupErrorId(props)} />
 */
export function groupErrorId({ invalid, error, ids }: { invalid: boolean; error?: string; ids: { error: string } }): string | undefined {
  return invalid && error ? ids.error : undefined;
}

/**
 * A group's `aria-describedby` without its error, which its options carry instead (see {@link groupErrorId}).
 * @example aria-describedby={withoutGroupError(props.describedBy, groupErrorId(props))}
 */
export function withoutGroupError(describedBy: string | undefined, groupError: string | undefined): string | undefined {
  return joinIds(...(describedBy?.split(' ') ?? []).filter((id) => id !== groupError));
}
