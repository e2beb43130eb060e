import { render } from 'preact';
import type { Fixture } from '../../components/fixture';
import '../../components/panel/panel.css';
import '../../components/reader/reader.css';

/** Every fixture of every view; `?fixture=<name>` shows one alone (for screenshots). */
const modules = import.meta.glob<{ default: Fixture[] }>('../../components/**/*.fixture.tsx', { eager: true });
const fixtures = Object.values(modules).flatMap((module) => module.default);
const only = new URLSearchParams(location.search).get('fixture');

function Gallery() {
  const shown = only ? fixtures.filter((fixture) => fixture.name === only) : fixtures;
  return (
    <div class="panel">
      {shown.map((fixture) => (
        <section key={fixture.name} id={fixture.name} data-fixture={fixture.name} class="fixture">
          {!only && <h2>{fixture.name}</h2>}
          {fixture.render()}
        </section>
      ))}
    </div>
  );
}

const root = document.getElementById('app');
if (root) render(<Gallery />, root);
