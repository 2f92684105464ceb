/** A schema of the served OpenAPI document with its `$ref` followed to the named component (docs/api/README.md). */
export function resolvedSchema(doc: { components?: { schemas?: Record<string, unknown> } }, schema: { $ref?: string }): Record<string, unknown> {
  if (!schema.$ref) return schema as Record<string, unknown>;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const found = doc.components?.schemas?.[name];
  if (!found) throw new Error(`the document has no component ${name}`);
  return found as Record<string, unknown>;
}
