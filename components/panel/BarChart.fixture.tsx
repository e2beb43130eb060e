import type { Fixture } from '../fixture';
import { BarChart } from './BarChart';

export default [
  {
    name: 'grafico-por-ano',
    render: () => <BarChart title="Por ano" bars={[2019, 2020, 2021, 2022, 2023, 2024].map((year, index) => ({ label: String(year), value: [3, 8, 5, 12, 9, 2][index] ?? 0 }))} />,
  },
] satisfies Fixture[];
