import * as contracts from '@app/contracts';
import { z } from 'zod';
import { contractRoutes } from './openapi.ts';

type Meta = z.core.GlobalMeta;

/** A WeakMap that answers from another when it has no entry of its own (the global registry's descriptions). */
class FallbackWeakMap<K extends object, V> extends WeakMap<K, V> {
  constructor(private readonly fallback: WeakMap<K, V>) {
    super();
  }
  override get(key: K): V | undefined {
    return super.get(key) ?? this.fallback.get(key);
  }
  override has(key: K): boolean {
    return super.has(key) || this.fallback.has(key);
  }
}

/** `tradeOrder` -> `TradeOrder`: the component name of an exported schema. */
export function componentName(exportName: string): string {
  return exportName.charAt(0).toUpperCase() + exportName.slice(1);
}

/**
 * The zod registry the OpenAPI document is generated with (fastify-type-provider-zod's
 * `schemaRegistry`): every object schema the contracts export by name is a component
 * (`components.schemas.TradeOrder`, `TradeOrderInput` where a request takes it), and the
 * operations refer to it, so a shape used by many calls is one type in a generated client.
 * Schemas that are a call's whole query or path are left inline (Swagger makes parameters of
 * them, which a `$ref` cannot be). Other metadata (descriptions) comes from zod's global registry.
 */
export function contractSchemaRegistry(): z.core.$ZodRegistry<Meta> {
  const registry = z.registry<Meta>();
  registry._map = new FallbackWeakMap(z.globalRegistry._map);
  const queries = new Set<unknown>(contractRoutes().map(({ def }) => def.query));
  const seen = new Set<unknown>();
  const named = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) => (value instanceof z.ZodObject ? [[name, value] as const] : []));
  const ids = new Set(named.map(([name]) => componentName(name)));
  for (const [name, value] of named.sort(([a], [b]) => a.localeCompare(b))) {
    const id = componentName(name);
    // `articleInput` stays inline: `ArticleInput` names the input side of `article`.
    if (queries.has(value) || seen.has(value) || (id.endsWith('Input') && ids.has(id.slice(0, -'Input'.length)))) continue;
    seen.add(value);
    registry.add(value, { ...z.globalRegistry.get(value), id });
  }
  return registry;
}
