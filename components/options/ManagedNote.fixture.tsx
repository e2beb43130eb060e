import type { Fixture } from '../fixture';
import { ManagedNote } from './ManagedNote';

export default [{ name: 'opcoes-definido-pela-organizacao', render: () => <ManagedNote /> }] satisfies Fixture[];
