import type { ArgTypesEnhancer } from 'storybook/internal/types';

/** The part of react-docgen's TypeScript type description the props table needs. */
interface DocgenType {
  name: string;
  raw?: string;
  value?: string;
  elements?: DocgenType[];
}

/** How a type reads in the props table: a union's members (`'primary' | 'secondary'`), never the word union. */
export function typeSummary(type: DocgenType): string {
  if (type.name === 'literal') return type.value ?? type.raw ?? type.name;
  if (type.name === 'union' && type.elements?.length) return type.elements.map(typeSummary).join(' | ');
  return type.raw ?? type.name;
}

/**
 * Storybook's props table shows react-docgen's type name, which is `union` for every union (and
 * `ReadonlyArray` for a list): designers choosing a variant need its values, so this reads them
 * from the component's docgen description instead.
 */
const spellUnions: ArgTypesEnhancer = (context) => {
  const docgen = (
    context.component as { __docgenInfo?: { props?: Record<string, { tsType?: DocgenType }> } } | undefined
  )?.__docgenInfo;
  const argTypes = { ...context.argTypes };
  for (const [name, argType] of Object.entries(argTypes)) {
    const tsType = docgen?.props?.[name]?.tsType;
    if (!tsType || !['union', 'ReadonlyArray'].includes(tsType.name) || !argType.table) continue;
    argTypes[name] = {
      ...argType,
      table: { ...argType.table, type: { ...argType.table.type, summary: typeSummary(tsType) } },
    };
  }
  return argTypes;
};

export const argTypesEnhancers = [spellUnions];
