// A Vue 3 form whose inputs are bound with v-model; "Salvar" writes what its submit would send.
import { createApp } from 'vue';

createApp({
  data: () => ({ nome: '', email: '', telefone: '', sent: '' }),
  methods: {
    save() {
      this.sent = JSON.stringify({ nome: this.nome, email: this.email, telefone: this.telefone });
    },
  },
  template: `
    <form aria-label="Contato (Vue)" @submit.prevent="save">
      <h2>Contato (Vue)</h2>
      <label>Nome <input name="nome" v-model="nome"></label>
      <label>E-mail <input name="email" type="email" v-model="email"></label>
      <label>Telefone <input name="telefone" type="tel" v-model="telefone"></label>
      <button>Salvar</button>
      <output id="vue-sent">{{ sent }}</output>
    </form>`,
}).mount('#vue-root');
