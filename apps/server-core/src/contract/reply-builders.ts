import { nextCursorSchema } from './content-schemas';

/** `{ [field]: schema }` typed by its key: a computed key of a generic type would widen to an index signature. */
export function keyed<const Field extends string, const Schema extends object>(field: Field, schema: Schema) {
  return { [field]: schema } as { [Key in Field]: Schema };
}

/** A page reply: `{ success, <field>: [items…], nextCursor }` (nextCursor null on the last page). */
export function pageOf<const Field extends string, const Item extends object>(field: Field, items: Item) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['success', field, 'nextCursor'],
    properties: { success: { type: 'boolean' }, ...keyed(field, { type: 'array', items } as const), nextCursor: nextCursorSchema },
  } as const;
}
