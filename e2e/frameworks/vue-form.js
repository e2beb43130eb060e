/* global document, CustomEvent */
// A Vue 3 form whose inputs are bound with v-model; "Salvar" tells the page what its submit would send.
import { createApp } from 'vue';

createApp({
  data: () => ({ nome: '', email: '', telefone: '' }),
  methods: {
    save() {
      document.dispatchEvent(new CustomEvent('crmsave', { detail: { form: 'vue', data: { nome: this.nome, email: this.email, telefone: this.telefone } } }));
    },
  },
  template: `
    <form aria-label="Contato (Vue)" @submit.prevent="save">
      <h2>Contato (Vue)</h2>
      <label>Nome <input name="nome" v-model="nome"></label>
      <label>E-mail <input name="email" type="email" v-model="email"></label>
      <label>Telefone <input name="telefone" type="tel" v-model="telefone"></label>
      <button>Salvar</button>
    </form>`,
}).mount('#vue-root');
