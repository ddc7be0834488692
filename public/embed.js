/*
 * Créneau — a provider's booking page inside their own site (ADR 0040). Pasted where the page
 * should appear:
 *   <script src="https://…/embed.js" data-creneau="https://…/booking/mon-adresse" async></script>
 * It puts the page in a frame right after itself; the page tells the frame its height, so no
 * inner scroll bar. The provider lists their site in « Page de réservation » for the frame to open.
 */
(() => {
  const script = document.currentScript;
  const address = script?.getAttribute('data-creneau');
  if (!script || !address) return;
  const page = new URL(address, script.src);
  const frame = document.createElement('iframe');
  frame.src = page.href;
  frame.title = script.getAttribute('data-title') || 'Prendre rendez-vous en ligne';
  frame.loading = 'lazy';
  frame.style.cssText = 'display:block;width:100%;min-height:640px;border:0;color-scheme:normal';
  script.after(frame);
  window.addEventListener('message', (event) => {
    if (event.origin !== page.origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (data && data.type === 'creneau:height' && Number.isFinite(data.height) && data.height > 0)
      frame.style.height = `${Math.ceil(data.height)}px`;
  });
})();
