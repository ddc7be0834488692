import { formatDate } from '../../../../shared/french-format';

const WIDTH = 600;
const HEIGHT = 180;
const dayLabel = (day: string) => formatDate(`${day}T12:00:00Z`, 'Europe/Paris', 'medium');

/**
 * Views per day as bars in plain SVG: the image is summed up for screen readers (role img, title),
 * and the table below gives every figure.
 */
export function ViewsChart({
  days,
  total,
}: {
  days: ReadonlyArray<{ day: string; views: number }>;
  total: number;
}) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const slot = WIDTH / Math.max(1, days.length);
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  const summary = `${total} lecture${total > 1 ? 's' : ''} du ${first ? dayLabel(first) : ''} au ${last ? dayLabel(last) : ''}, au plus ${max} par jour`;
  return (
    <figure className="space-y-3">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} role="img" aria-label={summary} className="h-auto w-full">
        <title>{summary}</title>
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#94a3b8" />
        {days.map((d, index) => {
          const height = (d.views / max) * (HEIGHT - 10);
          return (
            <rect
              key={d.day}
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={height}
              rx="2"
              className="fill-brand-600"
            />
          );
        })}
        {first && (
          <text x="0" y={HEIGHT + 16} fontSize="12" fill="#475569">
            {dayLabel(first)}
          </text>
        )}
        {last && (
          <text x={WIDTH} y={HEIGHT + 16} fontSize="12" fill="#475569" textAnchor="end">
            {dayLabel(last)}
          </text>
        )}
      </svg>
      <details>
        <summary className="cursor-pointer text-sm text-brand-700">Voir les chiffres par jour</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Lectures par jour</caption>
          <thead>
            <tr>
              <th scope="col" className="text-left">
                Jour
              </th>
              <th scope="col" className="text-right">
                Lectures
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{dayLabel(d.day)}</td>
                <td className="text-right tabular-nums">{d.views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
