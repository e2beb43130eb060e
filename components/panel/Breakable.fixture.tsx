import type { Fixture } from '../fixture';
import { Breakable } from './Breakable';

export default [
  {
    name: 'valor-que-quebra-entre-partes',
    render: () => (
      <p style={{ width: '10rem' }}>
        <Breakable text="https://www.instagram.com/maria.aparecida.dos.santos" /> · <Breakable text="123.456.789-09" />
        <br />
        <Breakable text="Rua José Bonifácio, 1002 — Centro · Osasco/SP · 06150-720, (11) 98765-4321" />
      </p>
    ),
  },
] satisfies Fixture[];
