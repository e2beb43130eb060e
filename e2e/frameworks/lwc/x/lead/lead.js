/* global CustomEvent */
import { LightningElement } from 'lwc';

/** A lead form of Lightning fields; "Salvar" tells the page what its submit would send: its own state. */
export default class Lead extends LightningElement {
  state = { nome: '', email: '', celular: '' };

  handleChange(event) {
    this.state = { ...this.state, [event.detail.name]: event.detail.value };
  }

  save() {
    this.dispatchEvent(new CustomEvent('crmsave', { detail: { form: 'lightning', data: this.state }, bubbles: true, composed: true }));
  }
}
