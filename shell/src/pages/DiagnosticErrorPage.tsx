/** Test environments only (runtime config `diagnostics`): fails while rendering, on purpose. */
export function DiagnosticErrorPage(): never {
  throw new Error('Falha de diagnóstico provocada de propósito');
}
