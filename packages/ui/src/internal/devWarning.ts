/**
 * A development-time misuse check with a `[ui/Component]` prefix. The `import.meta.env.DEV` guard
 * lets the bundler drop the call and its message from production builds.
 */
export function devWarning(component: string, condition: boolean, message: string): void {
  if (import.meta.env.DEV && condition) console.error(`[ui/${component}] ${message}`);
}
