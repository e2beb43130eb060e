/* global CustomEvent */
import { LightningElement, api } from 'lwc';

/** An input in its own shadow root, as lightning-input: it tells its form of each change. */
export default class Field extends LightningElement {
  @api label;
  @api name;
  @api type = 'text';
  current = '';

  handleInput(event) {
    this.current = event.target.value;
    this.dispatchEvent(new CustomEvent('valuechange', { detail: { name: this.name, value: this.current } }));
  }
}
