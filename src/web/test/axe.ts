import axe from 'axe-core';

/**
 * axe-core on the rendered page (jsdom): its serious and critical violations, each with the
 * elements it found. Colour contrast needs a real layout engine: the browser journeys check it.
 */
export async function seriousViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }));
}
