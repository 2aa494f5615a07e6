import { nextCursorSchema } from './content-schemas';

/** A page reply: `{ success, <field>: [items…], nextCursor }` (nextCursor null on the last page). */
export function pageOf<const Field extends string, const Item extends object>(field: Field, items: Item) {
  // Typed by hand: a computed key of a generic type would widen to an index signature.
  const list = { [field]: { type: 'array', items } } as { [Key in Field]: { readonly type: 'array'; readonly items: Item } };
  return {
    type: 'object',
    additionalProperties: false,
    required: ['success', field, 'nextCursor'],
    properties: { success: { type: 'boolean' }, ...list, nextCursor: nextCursorSchema },
  } as const;
}
