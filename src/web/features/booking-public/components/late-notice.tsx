/**
 * Said beside the button that books or moves a slot inside the provider's cancellation notice
 * (issue 30): a note the button points at (aria-describedby), never a dialog that blocks.
 */
export function LateNotice({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
