/** The 7-day trend as a bar chart: the only module that imports recharts (loaded lazily). */
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCalendarDay } from '../../../lib/format';
import type { TrendItem } from './api';
import { BAND_COLOR } from './palette';

const SERIES = [
  { key: 'hotLeads', name: 'Hot', color: BAND_COLOR.hot },
  { key: 'warmLeads', name: 'Warm', color: BAND_COLOR.warm },
  { key: 'engagedLeads', name: 'Engaged', color: BAND_COLOR.engaged },
] as const;

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Decorative for assistive technology: the table beside it carries the same numbers. */
export default function TrendsChart({ trends }: { trends: readonly TrendItem[] }) {
  const animate = !reducedMotion();
  return (
    <BarChart
      data={[...trends]}
      responsive
      style={{ width: '100%', height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke="var(--border)" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={(date: string) => formatCalendarDay(date)}
        tick={axisTick}
        stroke="var(--border)"
      />
      <YAxis allowDecimals={false} tick={axisTick} stroke="var(--border)" />
      <Tooltip
        cursor={{ fill: 'var(--muted)' }}
        labelFormatter={(date) => formatCalendarDay(String(date), { weekday: true })}
        contentStyle={{
          background: 'var(--card)',
          border: '1px solid var(--border)',
          borderRadius: 8,
          color: 'var(--foreground)',
        }}
        labelStyle={{ color: 'var(--foreground)', fontWeight: 600 }}
      />
      <Legend wrapperStyle={{ fontSize: 14 }} itemSorter={null} />
      {SERIES.map(({ key, name, color }) => (
        <Bar
          key={key}
          dataKey={key}
          name={name}
          fill={color}
          radius={[4, 4, 0, 0]}
          isAnimationActive={animate}
        />
      ))}
    </BarChart>
  );
}
