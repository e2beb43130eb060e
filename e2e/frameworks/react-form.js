/* global document, CustomEvent */
// A React 19 form of controlled inputs, not in a <form> element: a card with its own "Salvar", as CRMs
// built with React often are. "Salvar" tells the page what its submit would send: React's own state.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

const FIELDS = [
  ['nome', 'Nome', 'text'],
  ['email', 'E-mail', 'email'],
  ['celular', 'Celular', 'tel'],
];

function LeadCard() {
  const [state, setState] = useState({ nome: '', email: '', celular: '' });
  return h(
    'div',
    { className: 'card' },
    h('h2', null, 'Lead (React)'),
    ...FIELDS.map(([name, label, type]) =>
      h('label', { key: name }, label, ' ', h('input', { name, type, value: state[name], onChange: (event) => setState({ ...state, [name]: event.target.value }) })),
    ),
    h('button', { type: 'button', onClick: () => document.dispatchEvent(new CustomEvent('crmsave', { detail: { form: 'react', data: state } })) }, 'Salvar'),
  );
}

createRoot(document.getElementById('react-root')).render(h(LeadCard));
